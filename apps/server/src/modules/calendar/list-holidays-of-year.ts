import type { Actor } from '../../core/actor';
import type { Executor } from '../../db/client';
import { listHolidaysOfYear } from './calendar.queries';
import { requireCalendarAdmin } from './calendar-guards';

/** GET /api/admin/holidays?year=: the year's company holidays in date order. */
export async function listHolidaysForYear(executor: Executor, actor: Actor, year: number) {
  requireCalendarAdmin(actor);
  return { year, holidays: await listHolidaysOfYear(executor, year) };
}
