import { type SQL, sql } from 'drizzle-orm';
import { periodReopenings, timesheetPeriods } from '../db/schema';

/**
 * Whether the period `periodId` is closed for the person `personId` at the moment `at` (the app's clock, so
 * that a test can move it): an admin closed it, and no reopening for that person (or for everyone) runs then. A
 * reopening ends at its `ends_at` by this condition alone: the job that records the closing again (audit,
 * notice) may run later without letting a write through. The arguments are SQL expressions of the enclosing
 * statement (columns or parameters).
 */
export function closedForPerson(periodId: SQL, personId: SQL, at: SQL): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${timesheetPeriods} AS closed_period
    WHERE closed_period.id = ${periodId} AND closed_period.closed_at IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM ${periodReopenings} AS reopening
        WHERE reopening.period_id = closed_period.id
          AND (reopening.person_id IS NULL OR reopening.person_id = ${personId})
          AND reopening.ends_at > ${at}))`;
}

/**
 * Whether a period closed for the person holds a day between `startDate` and `endDate` (SQL date expressions):
 * time off on those days would change a closed timesheet.
 */
export function closedPeriodBetween(startDate: SQL, endDate: SQL, personId: SQL, at: SQL): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${timesheetPeriods} AS period_of_days
    WHERE period_of_days.start_date <= ${endDate} AND period_of_days.end_date >= ${startDate}
      AND ${closedForPerson(sql`period_of_days.id`, personId, at)})`;
}

/** The app's clock now, as a timestamp parameter of a statement. */
export function nowParameter(): SQL {
  return sql`${new Date().toISOString()}::timestamptz`;
}
