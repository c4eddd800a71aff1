import { periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import type { Db } from '../../db/client';
import { listTimesheetPeriods } from './calendar.queries';

/** GET /api/timesheet_periods: every period, the one holding today flagged `current`. */
export async function listTimesheetPeriodsWithCurrent(db: Db, today = todayIso()) {
  const current = periodContaining(today);
  const periods = await listTimesheetPeriods(db);
  return periods.map((period) => ({ ...period, current: period.startDate === current.startDate }));
}
