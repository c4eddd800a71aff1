import { yearOf } from '@timekeep/shared/domain/time-off-dates';
import type { TimeOffBalance, TimeOffBalancesResponse } from '@timekeep/shared/schemas/time-off';
import type { Actor } from '../../core/actor';
import type { Db, Executor } from '../../db/client';

import { loadYearTotals, officeClosureOf, toBalances } from './time-off-totals';

/** A person's balances by leave type, hours keyed by year, as the balances call and the limit check read them. */
export async function balancesOfPerson(executor: Executor, personId: number): Promise<TimeOffBalance[]> {
  return toBalances(await loadYearTotals(executor, personId));
}

/** GET /api/ptos/balances; the limit checks and the stats read the same totals. */
export async function getBalances(db: Db, actor: Actor, today: string): Promise<TimeOffBalancesResponse> {
  const totals = await loadYearTotals(db, actor.id);
  return { balances: toBalances(totals), officeClosure: officeClosureOf(totals, yearOf(today)) };
}
