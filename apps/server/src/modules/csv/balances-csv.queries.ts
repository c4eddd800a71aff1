import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';
import { asc, eq, sql } from 'drizzle-orm';
import { isMostRecentDetail } from '../../core/time-off-details';
import type { Executor } from '../../db/client';
import { people, timeOffLedgerEntries, timeOffRequestDetails, timeOffRequests } from '../../db/schema';
import { rowsOf, unnestRows } from './csv.queries';

/** Every balance: the ledger's total per person, year and type. */
export function exportBalances(executor: Executor) {
  return executor
    .select({
      email: people.email,
      year: timeOffLedgerEntries.year,
      type: timeOffLedgerEntries.reason,
      hours: sql<string>`sum(${timeOffLedgerEntries.hours})::text`,
    })
    .from(timeOffLedgerEntries)
    .innerJoin(people, eq(people.id, timeOffLedgerEntries.personId))
    .groupBy(people.email, timeOffLedgerEntries.year, timeOffLedgerEntries.reason)
    .orderBy(asc(people.email), asc(timeOffLedgerEntries.year), asc(timeOffLedgerEntries.reason));
}

/**
 * For each (email, year, type) of a file: the person, their balance (the ledger's total; null without entries)
 * and the hours already approved of that leave in that year: one statement.
 */
export async function loadBalanceTargets(
  executor: Executor,
  keys: readonly { email: string; year: number; type: TimeOffReason }[],
) {
  if (keys.length === 0) return [];
  const result = await executor.execute(sql`
    SELECT input.email, input.year, input.type, person.id AS "personId",
      (SELECT sum(entry.hours)::text FROM ${timeOffLedgerEntries} AS entry
        WHERE entry.person_id = person.id AND entry.year = input.year AND entry.reason = input.type
      ) AS "accumulatedHours",
      (SELECT coalesce(sum(${timeOffRequestDetails.hours}), 0)::text
        FROM ${timeOffRequests} JOIN ${timeOffRequestDetails} ON ${isMostRecentDetail}
        WHERE ${timeOffRequests.personId} = person.id AND ${timeOffRequestDetails.reason} = input.type
          AND ${timeOffRequests.status} = 'approved' AND extract(year FROM ${timeOffRequests.startDate}) = input.year
      ) AS "approvedHours"
    FROM ${unnestRows({
      email: { type: 'text', values: keys.map((key) => key.email) },
      year: { type: 'int', values: keys.map((key) => key.year) },
      type: { type: 'text', values: keys.map((key) => key.type) },
    })}
    LEFT JOIN ${people} AS person ON person.email = input.email`);
  return rowsOf<{
    email: string;
    year: number;
    type: TimeOffReason;
    personId: number | null;
    accumulatedHours: string | null;
    approvedHours: string;
  }>(result);
}
