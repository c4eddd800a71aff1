import { holidaySet, hoursTakenBy } from '@timekeep/shared/domain/time-off-duration';
import type { TimeOffStats } from '@timekeep/shared/schemas/time-off';
import type { Actor } from '../../core/actor';
import { listPersonHolidays } from '../../core/calendar-lookups';
import type { Db } from '../../db/client';
import { findRequestsOfYear } from './time-off.queries';

import { loadYearTotals, officeClosureOf } from './time-off-totals';

/** The three cards: approved hours of the year, approved hours taken up to today, and office closures. */
export async function getStats(db: Db, actor: Actor, year: number, today: string): Promise<TimeOffStats> {
  const [totals, approved, personHolidays] = await Promise.all([
    loadYearTotals(db, actor.id),
    findRequestsOfYear(db, actor.id, year, 'approved'),
    listPersonHolidays(db, actor.id, `${year}-01-01`, `${year}-12-31`),
  ]);
  const holidays = holidaySet(personHolidays);
  const totalApproved = [...totals.values()].reduce((sum, entry) => sum + (entry.approved.get(year) ?? 0), 0);
  const takenYtd = approved.reduce(
    (sum, row) => sum + hoursTakenBy({ ...row, hours: Number(row.hours) }, today, holidays),
    0,
  );
  return { year, totalApproved, takenYtd, officeClosure: officeClosureOf(totals, year) };
}
