import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { todayIso } from '@timekeep/shared/domain/periods';
import { formatDateRange, formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import type { TimesheetPeriod } from '@timekeep/shared/schemas/calendar';
import { generatePeriodsBodySchema } from '@timekeep/shared/schemas/calendar';
import type { ReactNode } from 'react';
import { ConfirmedAction } from '../../../components/forms/confirmed-action';
import { DateField } from '../../../components/ui/date-field';
import { ListTable, listState } from '../../../components/ui/list-table';
import { RowActions } from '../../../components/ui/row-actions';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useTimesheetPeriods } from '../../../lib/lookups/get-timesheet-periods';
import { toast } from '../../../lib/toasts';
import { useDeletePeriod } from '../api/delete-period';
import { useGeneratePeriods } from '../api/generate-periods';
import { ClosingPeriodsSection } from './closing-periods-section';

/**
 * Timesheet periods are semi-monthly (1st to 15th, 16th to the month's end) and generated ahead, never edited:
 * no two overlap and none is missing. Only the last may be deleted, before it starts and without timesheets.
 */
export interface PeriodsPageProps {
  /** The reminders form, which another feature provides, given every period and today's date. */
  renderReminders: (periods: readonly TimesheetPeriod[], today: string) => ReactNode;
}

export function PeriodsPage({ renderReminders }: PeriodsPageProps) {
  const periods = useTimesheetPeriods();
  const remove = useDeletePeriod();
  const all = periods.data ?? [];
  const today = todayIso();
  const upcoming = all.filter((period) => period.endDate >= today);
  const first = all[0];
  const last = all.at(-1);

  return (
    <Stack gap="md">
      {first && last && (
        <Text>
          {all.length} periods run from {formatDisplayDate(first.startDate)} to{' '}
          {formatDisplayDate(last.endDate)}.
        </Text>
      )}
      <GeneratePeriodsForm />
      <Title order={2} size="h4" id="upcoming-periods">
        Current and Upcoming Periods
      </Title>
      <ListTable
        aria-labelledby="upcoming-periods"
        maw={640}
        columns={['Start Date', 'End Date', 'Status']}
        withActions
        state={listState(
          upcoming.length,
          'periods',
          'No current or upcoming periods: generate them.',
          periods,
        )}
      >
        {upcoming.map((period) => (
          <Table.Tr key={period.id}>
            <Table.Td>{formatDisplayDate(period.startDate)}</Table.Td>
            <Table.Td>{formatDisplayDate(period.endDate)}</Table.Td>
            <Table.Td>{period.current ? 'Current' : 'Upcoming'}</Table.Td>
            <RowActions>
              {period.id === last?.id && (
                <ConfirmedAction
                  label="Delete"
                  ariaLabel="Delete the last period"
                  title="Delete Period"
                  message={`Delete the last period, ${formatDateRange(period.startDate, period.endDate)}? Only a period that has not started and has no timesheets can be deleted.`}
                  confirmLabel="Delete"
                  danger
                  action={() => remove.mutateAsync(period.id)}
                />
              )}
            </RowActions>
          </Table.Tr>
        ))}
      </ListTable>
      <ClosingPeriodsSection />
      {renderReminders(all, today)}
    </Stack>
  );
}

function GeneratePeriodsForm() {
  const generate = useGeneratePeriods();
  const form = useSchemaForm(
    generatePeriodsBodySchema,
    { through: null as string | null },
    { through: 'Through' },
  );
  return (
    <form
      noValidate
      aria-label="Generate periods"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit(({ through }) =>
          generate.mutateAsync(through).then(({ created }) =>
            toast.success({
              message:
                created.length === 0
                  ? 'No period was missing up to that date.'
                  : `${created.length} period(s) were added.`,
            }),
          ),
        );
      }}
    >
      <Group align="flex-start">
        <DateField
          label="Generate Through"
          description="Adds every missing period up to the one holding this date."
          value={form.values.through}
          onChange={(date) => form.set('through', date)}
          minDate={todayIso()}
          required
          error={form.problems.through ?? form.failure}
          w={260}
        />
        <Button
          type="submit"
          mt={44}
          loading={form.busy}
          leftSection={<IconCalendarPlus size={16} aria-hidden />}
        >
          Generate Periods
        </Button>
      </Group>
    </form>
  );
}
