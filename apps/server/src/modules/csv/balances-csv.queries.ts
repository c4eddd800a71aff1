import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';
import { asc, eq, sql } from 'drizzle-orm';
import { isMostRecentDetail } from '../../core/time-off-details';
import type { Executor } from '../../db/client';
import { people, timeOffBalances, timeOffRequestDetails, timeOffRequests } from '../../db/schema';
import { rowsOf, unnestRows } from './csv.queries';

export function exportBalances(executor: Executor) {
  return executor
    .select({
      email: people.email,
      year: timeOffBalances.year,
      type: timeOffBalances.reason,
      hours: timeOffBalances.accumulatedHours,
    })
    .from(timeOffBalances)
    .innerJoin(people, eq(people.id, timeOffBalances.personId))
    .orderBy(asc(people.email), asc(timeOffBalances.year), asc(timeOffBalances.reason));
}

/**
 * For each (email, year, type) of a file: the person, their stored balance and the
 * hours already approved of that leave in that year: one statement.
 */
export async function loadBalanceTargets(
  executor: Executor,
  keys: readonly { email: string; year: number; type: TimeOffReason }[],
) {
  if (keys.length === 0) return [];
  const result = await executor.execute(sql`
    SELECT input.email, input.year, input.type, person.id AS "personId", balance.id AS "balanceId",
      balance.accumulated_hours::text AS "accumulatedHours",
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
    LEFT JOIN ${people} AS person ON person.email = input.email
    LEFT JOIN ${timeOffBalances} AS balance
      ON balance.person_id = person.id AND balance.year = input.year AND balance.reason = input.type`);
  return rowsOf<{
    email: string;
    year: number;
    type: TimeOffReason;
    personId: number | null;
    balanceId: number | null;
    accumulatedHours: string | null;
    approvedHours: string;
  }>(result);
}

/** Sets balances by person, year and type: one statement, answering them as stored. */
export async function upsertBalances(
  executor: Executor,
  rows: readonly { personId: number; year: number; reason: string; hours: string }[],
) {
  if (rows.length === 0) return [];
  const result = await executor.execute(sql`
    INSERT INTO ${timeOffBalances} (person_id, year, reason, accumulated_hours)
    SELECT person_id, year, reason, hours FROM ${unnestRows({
      person_id: { type: 'int', values: rows.map((row) => row.personId) },
      year: { type: 'int', values: rows.map((row) => row.year) },
      reason: { type: 'text', values: rows.map((row) => row.reason) },
      hours: { type: 'numeric', values: rows.map((row) => row.hours) },
    })}
    ON CONFLICT (person_id, year, reason) DO UPDATE SET accumulated_hours = excluded.accumulated_hours
    RETURNING id, person_id AS "personId", year, reason, accumulated_hours::text AS "accumulatedHours"`);
  return rowsOf<{ id: number; personId: number; year: number; reason: string; accumulatedHours: string }>(
    result,
  );
}
