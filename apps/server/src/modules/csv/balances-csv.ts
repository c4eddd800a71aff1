import { recordAudits } from '../../core/audit';
import { timeOffBalances } from '../../db/schema';
import { calendarRefusal } from '../calendar';
import { exportBalances, loadBalanceTargets, upsertBalances } from './balances-csv.queries';
import {
  byLine,
  type CsvKindHandler,
  changeOf,
  problemAt,
  refuseRepeatedKeys,
  splitByChange,
} from './csv-kind';

/**
 * Time-off balances by person (email), year and type, office closures included: set or replaced. A limited
 * type (anything but PTO) may not fall below the hours already approved of it that year.
 */
export const balancesCsv: CsvKindHandler<'balances'> = {
  writes: [timeOffBalances],

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
        const written = await upsertBalances(
          tx,
          toWrite.map(({ row, personId }) => ({
            personId,
            year: row.year,
            reason: row.type,
            hours: row.hours.toFixed(2),
          })),
        );
        const byKey = new Map(
          written.map((balance) => [`${balance.personId} ${balance.year} ${balance.reason}`, balance]),
        );
        await recordAudits(
          tx,
          toWrite.map(({ row, personId, before }) => {
            const key = { personId, year: row.year, type: row.type };
            const balance = byKey.get(`${personId} ${row.year} ${row.type}`)!;
            return {
              actorId,
              action: before ? 'time_off_balance_updated' : 'time_off_balance_created',
              entityType: 'time_off_balance',
              entityId: balance.id,
              before: before && { ...key, accumulatedHours: before.hours },
              after: { ...key, accumulatedHours: Number(balance.accumulatedHours) },
              detail: { source: 'csv' },
            };
          }),
        );
      },
    };
  },
};
