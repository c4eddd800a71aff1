import { Button, Group, Select, Stack, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatHours, officeClosureDays } from '@timekeep/shared/domain/time-off-duration';
import { timeOffReasonLabels } from '@timekeep/shared/domain/time-off-reasons';
import type { AdminTimeOffBalance } from '@timekeep/shared/schemas/calendar';
import { type TimeOffReason, timeOffReasonSchema } from '@timekeep/shared/schemas/time-off';
import { type ReactNode, useState } from 'react';
import { PersonSelect } from '../../../components/forms/person-select';
import { ListTable, listState } from '../../../components/ui/list-table';
import { RowActions, RowButton } from '../../../components/ui/row-actions';
import { useYearParam, YearSelect } from '../../../components/ui/year-select';
import { leaveTypeOptions } from '../../../lib/forms/select-options';
import { parsePositiveInteger, useQueryParam } from '../../../lib/use-query-param';
import { useTimeOffBalances } from '../api/get-time-off-balances';
import { BalanceDialog, type BalanceTarget } from './balance-dialog';

const leaveTypeOf = (text: string): TimeOffReason | null => timeOffReasonSchema.safeParse(text).data ?? null;

/** Hours as the table shows them; office closures also in days, as the time-off page counts them. */
function hoursLabel(balance: AdminTimeOffBalance, hours: number): string {
  const text = `${formatHours(hours)} h`;
  if (balance.type !== 'office_closure') return text;
  const days = officeClosureDays(hours);
  return `${text} (${formatHours(days)} ${days === 1 ? 'day' : 'days'})`;
}

export interface BalancesPageProps {
  /** More of a row's buttons, which another feature provides: the balance's history and adjustments. */
  renderRowActions?: (balance: AdminTimeOffBalance) => ReactNode;
  /** Shown while the list is of one person: their accrual policies, which another feature provides. */
  renderPersonPolicies?: (personId: number, year: number) => ReactNode;
}

/** Time-off balances per person, leave type and year, with what was requested and approved of each; the leave type filter narrows the year's list on the page. */
export function BalancesPage({ renderRowActions, renderPersonPolicies }: BalancesPageProps = {}) {
  const [year, setYear] = useYearParam();
  const [personId, setPersonId] = useQueryParam('person', parsePositiveInteger, { replace: true });
  const [type, setType] = useQueryParam('type', leaveTypeOf, { replace: true });
  const balances = useTimeOffBalances({ year, spud_user_id: personId ?? undefined });
  const [target, setTarget] = useState<BalanceTarget | null>(null);
  const rows = (balances.data ?? []).filter((balance) => type === null || balance.type === type);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <YearSelect year={year} onChange={setYear} />
          <PersonSelect
            label="Person"
            placeholder="Everyone"
            value={personId}
            onChange={setPersonId}
            clearable
            w={280}
          />
          <Select
            label="Leave Type"
            placeholder="Every type"
            data={leaveTypeOptions}
            value={type}
            onChange={(value) => setType(value === null ? null : leaveTypeOf(value))}
            clearable
            w={240}
          />
        </Group>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setTarget({ balance: null, spudUserId: personId, year })}
        >
          Set Balance
        </Button>
      </Group>
      <ListTable
        aria-label={`Time-off balances of ${year}`}
        aria-busy={balances.isFetching}
        columns={['Person', 'Leave Type', 'Balance', 'Requested', 'Approved']}
        withActions
        state={listState(rows.length, 'balances', 'No Balances Found!', balances)}
      >
        {rows.map((balance) => (
          <Table.Tr key={balance.id}>
            <Table.Td>{balance.name}</Table.Td>
            <Table.Td>{timeOffReasonLabels[balance.type]}</Table.Td>
            <Table.Td>{hoursLabel(balance, balance.accumulatedHours)}</Table.Td>
            <Table.Td>{hoursLabel(balance, balance.requestedHours)}</Table.Td>
            <Table.Td>{hoursLabel(balance, balance.approvedHours)}</Table.Td>
            <RowActions>
              <RowButton
                label="Edit"
                ariaLabel={`Edit ${timeOffReasonLabels[balance.type]} balance of ${balance.name}`}
                onClick={() => setTarget({ balance })}
              />
              {renderRowActions?.(balance)}
            </RowActions>
          </Table.Tr>
        ))}
      </ListTable>
      {personId !== null && renderPersonPolicies?.(personId, year)}
      <BalanceDialog target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
