import { Button, Table, VisuallyHidden } from '@mantine/core';
import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';
import { useState } from 'react';
import { BalanceHistoryDialog, historyYears } from '../../../components/time-off/balance-history';
import {
  balanceHoursLabel,
  type YearBalance,
  yearBalances,
} from '../../../components/time-off/year-balances';
import { TableStateRows } from '../../../components/ui/table-state-rows';
import { useTimeOffBalances } from '../api/get-time-off-balances';
import { useTimeOffLedger } from '../api/get-time-off-ledger';

const COLUMN_COUNT = 5;

/** What is left; PTO is never limited by its balance (spec section 5), other leave without one has none. */
function remainingText(row: YearBalance): string {
  if (row.type === 'pto') {
    const left = row.accumulatedHours === null ? '' : `${balanceHoursLabel(row.type, row.remainingHours)}, `;
    return `${left}not limited`;
  }
  return row.accumulatedHours === null
    ? 'None: no balance set'
    : balanceHoursLabel(row.type, row.remainingHours);
}

/**
 * What is left of each leave type in the chosen year: the balance, what the requests starting in the year take
 * of it (not rejected), and the rest, with each type's history (how the balance came to be). Beside the spec's
 * three cards, which it does not replace.
 */
export function TimeOffBalances({ year }: { year: number }) {
  const { data, isPending, isError } = useTimeOffBalances();
  const rows = data ? yearBalances(data.balances, year) : undefined;
  const [history, setHistory] = useState<{ type: TimeOffReason; year: number } | null>(null);
  const ledger = useTimeOffLedger(history?.type ?? null, history?.year ?? year);
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" captionSide="top">
          <Table.Caption c="gray.7" ta="left">
            Balances of {year}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Leave Type</Table.Th>
              <Table.Th>Balance</Table.Th>
              <Table.Th>Requested</Table.Th>
              <Table.Th>Remaining</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableStateRows
              columns={COLUMN_COUNT}
              isPending={isPending}
              isError={isError}
              isEmpty={rows?.length === 0}
              subject="balances"
              emptyText={`No balances are set for ${year}.`}
            />
            {rows?.map((row) => (
              <Table.Tr key={row.type}>
                <Table.Th scope="row" fw={500}>
                  {row.label}
                </Table.Th>
                <Table.Td>
                  {row.accumulatedHours === null ? 'None' : balanceHoursLabel(row.type, row.accumulatedHours)}
                </Table.Td>
                <Table.Td>{balanceHoursLabel(row.type, row.requestedHours)}</Table.Td>
                <Table.Td>{remainingText(row)}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    aria-label={`History of ${row.label} balance`}
                    onClick={() => setHistory({ type: row.type, year })}
                  >
                    History
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <BalanceHistoryDialog
        type={history?.type ?? null}
        year={history?.year ?? year}
        years={historyYears()}
        onYearChange={(chosen) => setHistory((current) => current && { ...current, year: chosen })}
        ledger={ledger}
        onClose={() => setHistory(null)}
      />
    </>
  );
}
