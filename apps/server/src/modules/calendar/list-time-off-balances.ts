import { fullName } from '@timekeep/shared/domain/person-names';
import type { AdminTimeOffBalance, TimeOffBalancesQuery } from '@timekeep/shared/schemas/calendar';
import type { Actor } from '../../core/actor';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Executor } from '../../db/client';
import { authorize } from './calendar.policy';
import { type BalanceRow, listBalances } from './calendar.queries';

export function presentBalance(row: BalanceRow): AdminTimeOffBalance {
  return {
    id: row.id,
    spudUserId: row.personId,
    name: fullName(row),
    year: row.year,
    type: row.reason,
    accumulatedHours: Number(row.accumulatedHours),
    requestedHours: Number(row.requestedHours),
    approvedHours: Number(row.approvedHours),
  };
}

/** GET /api/admin/time_off_balances: by person and year, either or both (office closures included). */
export async function listTimeOffBalances(executor: Executor, actor: Actor, query: TimeOffBalancesQuery) {
  authorize(policyActorOf(actor), 'read');
  const rows = await listBalances(executor, { personId: query.spud_user_id, year: query.year });
  return rows.map(presentBalance);
}
