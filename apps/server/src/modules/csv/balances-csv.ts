import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';
import { recordAudits } from '../../core/audit';
import { balanceAuditId, insertAdjustments } from '../../core/time-off-ledger';
import { timeOffLedgerEntries } from '../../db/schema';
import { calendarRefusal } from '../calendar';
import { exportBalances, loadBalanceTargets } from './balances-csv.queries';
import {
  byLine,
  type CsvKindHandler,
  changeOf,
  problemAt,
  refuseRepeatedKeys,
  splitByChange,
} from './csv-kind';

/**
 * Time-off balances by person (email), year and type, office closures included: set to the file's hours by an
 * adjustment of the difference in the ledger. A limited type (anything but PTO) may not fall below the hours
 * already approved of it that year.
 */
export const balancesCsv: CsvKindHandler<'balances'> = {
  writes: [timeOffLedgerEntries],

  async exportRows(executor) {
    return (await exportBalances(executor)).map((balance) => ({
      email: balance.email,
      year: balance.year,
      type: balance.type,
      hours: Number(balance.hours),
    }));
  },

  async plan(executor, lines) {
    const keyOf = (row: { email: string; year: number; type: string }) =>
      `${row.email} ${row.year} ${row.type}`;
    const { kept, problems } = refuseRepeatedKeys(lines, ({ row }) => keyOf(row), 'email');
    const targets = new Map(
      (
        await loadBalanceTargets(
          executor,
          kept.map(({ row }) => row),
        )
      ).map((target) => [keyOf(target), target]),
    );
    const planned = [];
    for (const { line, row } of kept) {
      const target = targets.get(keyOf(row))!;
      if (target.personId === null) {
        problems.push(problemAt(line, 'email', `Nobody has the email ${row.email}.`));
        continue;
      }
      const refusal = calendarRefusal('edit', {
        kind: 'balance',
        reason: row.type,
        year: row.year,
        approvedHours: Number(target.approvedHours),
        accumulatedHours: row.hours,
      });
      if (refusal) {
        problems.push(problemAt(line, 'hours', refusal));
        continue;
      }
      const before =
        target.accumulatedHours === null ? undefined : { hours: Number(target.accumulatedHours) };
      const change = changeOf(line, keyOf(row), before, { hours: row.hours });
      planned.push({ row, personId: target.personId, before, change });
    }
    const { toWrite, changes, unchanged } = splitByChange(planned);
    return {
      changes,
      unchanged,
      problems: byLine(problems),
      async write(tx, actorId) {
        await insertAdjustments(
          tx,
          toWrite.map(({ row, personId, before }) => ({
            personId,
            reason: row.type as TimeOffReason,
            year: row.year,
            hours: row.hours - (before?.hours ?? 0),
            note: `Balance set to ${row.hours} hours by a CSV import`,
            createdBy: actorId,
          })),
        );
        await recordAudits(
          tx,
          toWrite.map(({ row, personId, before }) => {
            const key = { personId, year: row.year, type: row.type };
            return {
              actorId,
              action: before ? 'time_off_balance_updated' : 'time_off_balance_created',
              entityType: 'time_off_balance',
              entityId: balanceAuditId(personId, row.year, row.type),
              before: before && { ...key, accumulatedHours: before.hours },
              after: { ...key, accumulatedHours: row.hours },
              detail: { source: 'csv' },
            };
          }),
        );
      },
    };
  },
};
