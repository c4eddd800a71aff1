import { Stack, Table, Text, Title } from '@mantine/core';
import { formatDateRange } from '@timekeep/shared/domain/time-off-dates';
import type { ClosablePeriod, PeriodReopening } from '@timekeep/shared/schemas/calendar';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ConfirmedAction } from '../../../components/forms/confirmed-action';
import { ListTable, listState } from '../../../components/ui/list-table';
import { RowActions, RowButton } from '../../../components/ui/row-actions';
import { toast } from '../../../lib/toasts';
import { useClosePeriod } from '../api/close-period';
import { useClosablePeriods } from '../api/get-closable-periods';
import { AutoCloseForm } from './auto-close-form';
import { ReopenPeriodDialog } from './reopen-period-dialog';

/** How a period stands: open, or when and by whom it was closed (the day on the admin's clock). */
function statusLabel(period: ClosablePeriod): string {
  if (period.closedAt === null) return 'Open';
  const closedOn = `Closed on ${dayjs(period.closedAt).format('MMM D, YYYY')}`;
  return period.closedBy ? `${closedOn} by ${period.closedBy}` : closedOn;
}

/** Whom a reopening is for and until when, on the admin's clock as the other timestamps of the app. */
function reopeningLabel(reopening: PeriodReopening): string {
  return `${reopening.person?.name ?? 'Everyone'} until ${dayjs(reopening.endsAt).format('MMM D, YYYY h:mm A')}`;
}

/**
 * The ended periods, the latest first: an admin closes one once its timesheets are settled, so that none of
 * them changes any more, and reopens a closed one for a while, for one person or everyone, with a reason.
 */
export function ClosingPeriodsSection() {
  const periods = useClosablePeriods();
  const close = useClosePeriod();
  const [reopening, setReopening] = useState<ClosablePeriod | null>(null);
  const rows = periods.data ?? [];

  return (
    <>
      <Title order={2} size="h4" id="closing-periods">
        Closing Periods
      </Title>
      <AutoCloseForm />
      <ListTable
        aria-labelledby="closing-periods"
        maw={960}
        columns={[{ label: 'Period', width: 230 }, { label: 'Status', width: 280 }, 'Reopened For']}
        withActions
        state={listState(rows.length, 'periods', 'No period has ended yet.', periods)}
      >
        {rows.map((period) => {
          const range = formatDateRange(period.startDate, period.endDate);
          return (
            <Table.Tr key={period.id}>
              <Table.Td>{range}</Table.Td>
              <Table.Td>{statusLabel(period)}</Table.Td>
              <Table.Td>
                <Stack gap={6}>
                  {period.reopenings.map((running) => (
                    <div key={running.id}>
                      <Text size="sm">{reopeningLabel(running)}</Text>
                      <Text size="xs" c="gray.7">
                        Reason: {running.reason}
                      </Text>
                    </div>
                  ))}
                </Stack>
              </Table.Td>
              <RowActions>
                {period.closedAt === null ? (
                  <ConfirmedAction
                    label="Close"
                    ariaLabel={`Close ${range}`}
                    title="Close Period"
                    message={`No timesheet of ${range} will change until an admin reopens it.`}
                    confirmLabel="Close Period"
                    action={() => close.mutateAsync(period.id)}
                    onDone={() => toast.success({ message: 'Period closed.' })}
                  />
                ) : (
                  <RowButton
                    label="Reopen"
                    ariaLabel={`Reopen ${range}`}
                    onClick={() => setReopening(period)}
                  />
                )}
              </RowActions>
            </Table.Tr>
          );
        })}
      </ListTable>
      <ReopenPeriodDialog period={reopening} onClose={() => setReopening(null)} />
    </>
  );
}
