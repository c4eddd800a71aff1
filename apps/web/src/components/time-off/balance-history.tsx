import { Modal, Select, Stack, Table, Text } from '@mantine/core';
import { FIRST_LISTED_YEAR } from '@timekeep/shared/domain/field-limits';
import { todayIso } from '@timekeep/shared/domain/periods';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import { timeOffReasonLabels } from '@timekeep/shared/domain/time-off-reasons';
import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';
import type { LedgerResponse, PersonPolicy } from '@timekeep/shared/schemas/time-off-ledger';
import { TableStateRows } from '../ui/table-state-rows';
import { balanceHoursLabel } from './year-balances';

/** The years a history may show, newest first: from 2017 to next year, whose accruals may already be known. */
export function historyYears(): string[] {
  const last = Number(todayIso().slice(0, 4)) + 1;
  return Array.from({ length: last - FIRST_LISTED_YEAR + 1 }, (_, index) => String(last - index));
}

/** The spec's empty history text. */
export const EMPTY_HISTORY_TEXT = 'No history to display.';

/** '+8 hours', '−16 hours': a line's change, signed, in the type's units (office closures also in days). */
export function signedHoursLabel(type: TimeOffReason, hours: number): string {
  const sign = hours > 0 ? '+' : hours < 0 ? '−' : '';
  return `${sign}${balanceHoursLabel(type, Math.abs(hours))}`;
}

/** Which policy accrues the type for the person, in words. */
export function policyText(type: TimeOffReason, policies: readonly PersonPolicy[]): string {
  const held = policies.find((candidate) => candidate.type === type);
  if (!held?.policy) {
    return held?.source === 'individual'
      ? 'no accrual (set for this person)'
      : 'none (only adjustments and time off taken change this balance)';
  }
  return `${held.policy.name} (${held.source === 'individual' ? 'set for this person' : 'company default'})`;
}

interface LedgerQuery {
  data: LedgerResponse | undefined;
  isPending: boolean;
  isError: boolean;
}

export interface BalanceHistoryDialogProps {
  /** The leave type whose history is shown, or null when the dialog is closed. */
  type: TimeOffReason | null;
  /** Whose it is, for the title when it is not the reader's own ('Erin Employee'). */
  personName?: string | undefined;
  year: number;
  /** The years offered, newest first. */
  years: readonly string[];
  onYearChange: (year: number) => void;
  ledger: LedgerQuery;
  onClose: () => void;
}

/**
 * How a balance came to be in a year: each accrual, carry-over, expiry, adjustment and time off taken, oldest
 * first, with the balance after it; the hours still waiting for an answer; and the policy that accrues it.
 */
export function BalanceHistoryDialog({
  type,
  personName,
  year,
  years,
  onYearChange,
  ledger,
  onClose,
}: BalanceHistoryDialogProps) {
  const label = type ? timeOffReasonLabels[type] : '';
  return (
    <Modal
      opened={type !== null}
      onClose={onClose}
      title={personName ? `${label} History of ${personName}` : `${label} History`}
      size="xl"
    >
      {type && (
        <Stack gap="sm">
          <Select
            label="Year"
            data={years as string[]}
            value={String(year)}
            onChange={(value) => value && onYearChange(Number(value))}
            allowDeselect={false}
            w={120}
            data-autofocus
          />
          <BalanceHistory type={type} year={year} ledger={ledger} />
        </Stack>
      )}
    </Modal>
  );
}

/** The history's policy, lines and pending hours (the dialog's body). */
function BalanceHistory({ type, year, ledger }: { type: TimeOffReason; year: number; ledger: LedgerQuery }) {
  const lines = ledger.data?.lines ?? [];
  const pendingHours = ledger.data?.pendingHours ?? 0;
  return (
    <Stack gap="xs">
      {ledger.data && (
        <Text size="sm">
          <Text span fw={500}>
            Policy:
          </Text>{' '}
          {policyText(type, ledger.data.policies)}
        </Text>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table
          striped
          withTableBorder
          captionSide="top"
          aria-label={`${timeOffReasonLabels[type]} history of ${year}`}
        >
          <Table.Caption c="gray.7" ta="left">
            {timeOffReasonLabels[type]} balance in {year}, oldest first
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">What</Table.Th>
              <Table.Th scope="col" ta="right">
                Hours
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Balance After
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableStateRows
              columns={4}
              isPending={ledger.isPending}
              isError={ledger.isError}
              isEmpty={lines.length === 0}
              subject="history"
              emptyText={EMPTY_HISTORY_TEXT}
            />
            {lines.map((line, index) => (
              // Lines have no id: two adjustments may share a day, kind and hours, so their order tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the server's order is the lines' identity.
              <Table.Tr key={index}>
                <Table.Td>{formatDisplayDate(line.date)}</Table.Td>
                <Table.Td>
                  {/* The server's words name what a line is, but for an adjustment, whose words are its reason. */}
                  {line.kind === 'adjustment' ? (
                    <>
                      <Text size="sm">Adjustment</Text>
                      <Text size="xs" c="gray.7">
                        {line.description}
                      </Text>
                    </>
                  ) : (
                    <Text size="sm">{line.description}</Text>
                  )}
                  {line.by && (
                    <Text size="xs" c="gray.7">
                      by {line.by}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{signedHoursLabel(type, line.hours)}</Table.Td>
                <Table.Td ta="right">{balanceHoursLabel(type, line.balanceHours)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {ledger.data && pendingHours > 0 && (
        <Text size="sm">
          Pending requests of {year}: {balanceHoursLabel(type, pendingHours)}, not in the balance until they
          are approved.
        </Text>
      )}
    </Stack>
  );
}
