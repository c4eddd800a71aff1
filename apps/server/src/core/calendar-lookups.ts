import { and, gte, lte } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { holidays, timesheetPeriods } from '../db/schema';

// Reads of the company calendar that timesheets, time off and the team views all make.

/** Company holidays from `fromDate` to `toDate` inclusive, as YYYY-MM-DD dates. */
export async function listHolidayDatesBetween(executor: Executor, fromDate: string, toDate: string) {
  const rows = await executor
    .select({ date: holidays.date })
    .from(holidays)
    .where(and(gte(holidays.date, fromDate), lte(holidays.date, toDate)));
  return rows.map((row) => row.date);
}

export async function findPeriodContaining(executor: Executor, date: string) {
  const [period] = await executor
    .select({
      id: timesheetPeriods.id,
      startDate: timesheetPeriods.startDate,
      endDate: timesheetPeriods.endDate,
    })
    .from(timesheetPeriods)
    .where(and(lte(timesheetPeriods.startDate, date), gte(timesheetPeriods.endDate, date)));
  return period;
}
