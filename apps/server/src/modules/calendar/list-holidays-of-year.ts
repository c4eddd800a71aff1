import type { Actor } from '../../core/actor';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Executor } from '../../db/client';
import { authorize } from './calendar.policy';
import { listHolidaysOfYear } from './calendar.queries';

/** GET /api/admin/holidays?year=: the year's company holidays in date order. */
export async function listHolidaysForYear(executor: Executor, actor: Actor, year: number) {
  authorize(policyActorOf(actor), 'read');
  return { year, holidays: await listHolidaysOfYear(executor, year) };
}
