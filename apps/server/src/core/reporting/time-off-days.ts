import { timeOffReasonLabels } from '@timekeep/shared/domain/time-off-reasons';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import {
  people,
  timeOffRequestDetails,
  timeOffRequests,
  timesheetPeriods,
  timesheets,
} from '../../db/schema';
import { personHolidaysSql } from '../calendar-lookups';
import { isMostRecentDetail } from '../time-off-details';
import { reportScopeCondition } from './report-scope';
import type { EntryFilters } from './report-sql';

/** What a report's project columns read on a row of time off: its code and its client. */
export const TIME_OFF_PROJECT_CODE = 'TIME-OFF';
export const TIME_OFF_CLIENT = 'Time off';

/**
 * The id a report gives a leave type's row where it names a project or engagement: negative, so never an
 * engagement's or project's, and one per leave type, so rows stay apart (-1 for the first type, -2...).
 */
function timeOffReasonRowId(index: number): number {
  return -(index + 1);
}

/**
 * Issue 39: the approved time off the entry reports list beside the hours, as the FROM part of a statement
 * whose owner is `people` (so the scope reads it, as for entries): one row per person, leave type and day of
 * the range, `time_off_day.reason`, `.label` ('Time off: PTO'), `.reason_name` ('PTO'), `.row_id` (the
 * leave type's negative id), `.entry_id` (negative, one per request and day, where a report names an entry's
 * id), `.date`, `.hours`, with the day's timesheet
 * (`timesheets`, LEFT JOINed through its period) so the reports' status filter counts it as it counts the
 * entries. A day is counted as the timesheet's time-off rows count it (`daysOfTimeOff`): a partial day its hours
 * on its date, a request of several days its hours per workday on each weekday (each day when it includes
 * weekends) that is none of the person's holidays (the company's and their office's).
 */
export function approvedTimeOffDaysFrom(range: EntryFilters['range']): SQL {
  const labels = sql.join(
    Object.entries(timeOffReasonLabels).map(
      ([reason, label], index) =>
        sql`(${reason}::text, ${`Time off: ${label}`}::text, ${label}::text, ${timeOffReasonRowId(index)}::int)`,
    ),
    sql`, `,
  );
  return sql`(
      SELECT ${timeOffRequests.personId} AS person_id, ${timeOffRequestDetails.reason} AS reason,
        reason_label.label, reason_label.reason_name, reason_label.row_id,
        -(${timeOffRequests.id} * 366 + (day::date - ${timeOffRequests.startDate})) AS entry_id, day::date AS date,
        CASE WHEN ${timeOffRequestDetails.timeframeType} = 'partial_day' THEN ${timeOffRequestDetails.hours}
          ELSE ${timeOffRequestDetails.hoursWorkday} END AS hours
      FROM ${timeOffRequests}
      JOIN ${timeOffRequestDetails} ON ${isMostRecentDetail}
      JOIN (VALUES ${labels}) AS reason_label(reason, label, reason_name, row_id) ON reason_label.reason = ${timeOffRequestDetails.reason}
      CROSS JOIN generate_series(greatest(${timeOffRequests.startDate}, ${range.startDate}::date),
        least(${timeOffRequests.endDate}, ${range.endDate}::date), interval '1 day') AS day
      WHERE ${timeOffRequests.status} = 'approved'
        AND ${timeOffRequests.startDate} <= ${range.endDate}::date AND ${timeOffRequests.endDate} >= ${range.startDate}::date
        AND (${timeOffRequestDetails.timeframeType} = 'partial_day'
          OR ((${timeOffRequestDetails.includeWeekends} OR extract(isodow FROM day) < 6)
            AND NOT EXISTS (SELECT 1 FROM ${personHolidaysSql(
              sql`${timeOffRequests.personId}`,
              sql`day::date`,
              sql`day::date`,
            )} AS holiday)))
    ) AS time_off_day
    JOIN ${people} ON ${people.id} = time_off_day.person_id
    LEFT JOIN ${timesheetPeriods} ON time_off_day.date BETWEEN ${timesheetPeriods.startDate} AND ${timesheetPeriods.endDate}
    LEFT JOIN ${timesheets} ON ${timesheets.personId} = ${people.id} AND ${timesheets.periodId} = ${timesheetPeriods.id}`;
}

/** The conditions of the time-off days of `approvedTimeOffDaysFrom`: the statuses counted and whose rows. */
export function timeOffDayConditions(filters: EntryFilters): SQL | undefined {
  return and(
    filters.statuses ? inArray(timesheets.status, [...filters.statuses]) : undefined,
    reportScopeCondition(filters.scope),
  );
}
