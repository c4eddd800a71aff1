import { CAPACITY_HOURS_PER_DAY } from '@timekeep/shared/domain/capacity';
import type { ReportRange } from '@timekeep/shared/domain/report-range';
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { personHolidaysSql } from '../../core/calendar-lookups';
import type { ReportScope } from '../../core/reporting/report-scope';
import { reportScopeCondition } from '../../core/reporting/report-scope';
import {
  type EngagementFilters,
  type EntryFilters,
  engagementConditions,
  engagementsOfRows,
  entriesWithOwners,
  expectedToSubmit,
  hasNotSubmitted,
  type OpenStatuses,
} from '../../core/reporting/report-sql';
import { effectiveUtilizationTarget } from '../../core/reporting/utilization-target-sql';
import { isMostRecentDetail } from '../../core/time-off-details';
import {
  clients,
  engagementRoles,
  engagements,
  people,
  resources,
  timeOffRequestDetails,
  timeOffRequests,
  timesheetEntries,
  timesheetPeriods,
  timesheetRows,
  timesheets,
} from '../../db/schema';

/**
 * One aggregate statement per Insights chart. Each reuses the reports' joins and conditions (scope, counted
 * statuses, engagement filters), so a chart sums exactly the rows the matching report lists to the caller.
 * Dates come back as text and hours as numbers, so both drivers give the same values.
 */

/** The people charts' own filter: the person's department. */
export interface PeopleFilters {
  range: ReportRange;
  scope: ReportScope;
  departmentId?: number;
}

function personConditions(filters: PeopleFilters): (SQL | undefined)[] {
  return [
    reportScopeCondition(filters.scope),
    filters.departmentId === undefined ? undefined : eq(people.departmentId, filters.departmentId),
  ];
}

/** Periods that share at least one day with the range. */
function periodOverlaps(range: ReportRange): SQL {
  return and(lte(timesheetPeriods.startDate, range.endDate), gte(timesheetPeriods.endDate, range.startDate))!;
}

/** A day (a `date` expression) that is none of the person's holidays (the company's and their office's). */
const notHolidayOf = (personId: SQL, day: SQL) =>
  sql`NOT EXISTS (SELECT 1 FROM ${personHolidaysSql(personId, day, day)} AS holiday)`;
const isWeekday = (day: SQL) => sql`extract(isodow FROM ${day}) < 6`;

/**
 * Per period overlapping the range: capacity, hours and billable hours of the counted timesheets, within the
 * range. Capacity is the SQL twin of `capacityOf` (`domain/capacity.ts`), pinned to it by a test: per
 * working day (a weekday that is not a holiday, from the employment start date; none without one), 8 hours
 * less the owner's approved time off that day (a partial day's hours on its date, a longer request's hours
 * per workday on each of its days), never below 0. Set-based: the counted timesheets' days by
 * `generate_series`, joined to the approved requests of their owners that meet the range.
 */
export function utilizationPerPeriodStatement(filters: UtilizationFilters): SQL {
  return sql`${capacityAndHoursPerTimesheet(filters, sql``)}
    SELECT counted.start_date::text AS "startDate", counted.end_date::text AS "endDate",
      coalesce(sum(capacity.capacity), 0)::float8 AS "capacity",
      coalesce(sum(hours.total), 0)::float8 AS "hoursTotal",
      coalesce(sum(hours.billable), 0)::float8 AS "hoursBillable",
      coalesce(sum(hours.billable) / nullif(sum(capacity.capacity), 0), 0)::float8 AS "utilization"
    FROM counted
    LEFT JOIN capacity ON capacity.timesheet_id = counted.timesheet_id
    LEFT JOIN hours ON hours.timesheet_id = counted.timesheet_id
    GROUP BY counted.start_date, counted.end_date
    ORDER BY counted.start_date`;
}

/** The utilization charts' filters: the counted statuses, the caller's scope, the person's department. */
export type UtilizationFilters = EntryFilters & { departmentId?: number };

/**
 * The CTEs both utilization charts read: `counted` (the counted timesheets of periods overlapping the range,
 * with their owner and period, and `ownerColumns`: more of the owner's, each starting with a comma),
 * `capacity` and `hours` (total and billable) per counted timesheet, within the range.
 */
function capacityAndHoursPerTimesheet(filters: UtilizationFilters, ownerColumns: SQL): SQL {
  const { startDate, endDate } = filters.range;
  const day = sql`day::date`;
  return sql`WITH counted AS (
      SELECT ${timesheets.id} AS timesheet_id, ${timesheets.personId} AS person_id,
        ${timesheetPeriods.startDate} AS start_date, ${timesheetPeriods.endDate} AS end_date,
        ${people.employmentStartDate} AS employment_start_date ${ownerColumns}
      FROM ${timesheets}
      JOIN ${timesheetPeriods} ON ${timesheetPeriods.id} = ${timesheets.periodId}
      JOIN ${people} ON ${people.id} = ${timesheets.personId}
      WHERE ${and(
        periodOverlaps(filters.range),
        filters.statuses ? inArray(timesheets.status, [...filters.statuses]) : undefined,
        ...personConditions(filters),
      )}
    ), approved_time_off AS (
      SELECT ${timeOffRequests.personId} AS person_id, ${timeOffRequests.startDate} AS start_date,
        ${timeOffRequests.endDate} AS end_date,
        CASE WHEN ${timeOffRequestDetails.timeframeType} = 'partial_day' THEN ${timeOffRequestDetails.hours}
          ELSE ${timeOffRequestDetails.hoursWorkday} END AS hours
      FROM ${timeOffRequests}
      JOIN ${timeOffRequestDetails} ON ${isMostRecentDetail}
      WHERE ${and(
        eq(timeOffRequests.status, 'approved'),
        lte(timeOffRequests.startDate, endDate),
        gte(timeOffRequests.endDate, startDate),
      )} AND ${timeOffRequests.personId} IN (SELECT person_id FROM counted)
    ), working_days AS (
      SELECT counted.timesheet_id,
        greatest(0, ${sql.raw(String(CAPACITY_HOURS_PER_DAY))} - coalesce(sum(approved_time_off.hours), 0)) AS hours
      FROM counted
      CROSS JOIN LATERAL generate_series(
        greatest(counted.start_date, ${startDate}::date, counted.employment_start_date),
        least(counted.end_date, ${endDate}::date), interval '1 day') AS day
      LEFT JOIN approved_time_off ON approved_time_off.person_id = counted.person_id
        AND ${day} BETWEEN approved_time_off.start_date AND approved_time_off.end_date
      WHERE counted.employment_start_date IS NOT NULL AND ${isWeekday(day)}
        AND ${notHolidayOf(sql`counted.person_id`, day)}
      GROUP BY counted.timesheet_id, day
    ), capacity AS (
      SELECT timesheet_id, sum(hours) AS capacity FROM working_days GROUP BY timesheet_id
    ), hours AS (
      SELECT ${timesheetRows.timesheetId} AS timesheet_id, sum(${timesheetEntries.hours}) AS total,
        sum(${timesheetEntries.hours}) FILTER (WHERE ${engagements.billable}) AS billable
      FROM ${timesheetRows}
      JOIN ${timesheetEntries} ON ${timesheetEntries.rowId} = ${timesheetRows.id}
      LEFT JOIN ${resources} ON ${resources.id} = ${timesheetRows.resourceId}
      LEFT JOIN ${engagementRoles} ON ${engagementRoles.id} = ${resources.engagementRoleId}
      LEFT JOIN ${engagements} ON ${engagements.id} = ${engagementRoles.engagementId}
      WHERE ${timesheetRows.timesheetId} IN (SELECT timesheet_id FROM counted)
        AND ${timesheetEntries.date} BETWEEN ${startDate} AND ${endDate}
      GROUP BY ${timesheetRows.timesheetId}
    )`;
}

/** A row of the utilization against target chart: a person's, or a team's (`kind`), in one period. */
export interface UtilizationTargetRow {
  kind: 'person' | 'team';
  startDate: string;
  endDate: string;
  /** The person, or the team's lead (null: people without a lead). */
  id: number | null;
  firstName: string | null;
  lastName: string | null;
  capacity: number;
  hoursBillable: number;
  utilization: number;
  utilizationTarget: number | null;
}

/**
 * Per period overlapping the range: each person's capacity, billable hours and utilization (as
 * `utilizationPerPeriodStatement` counts them) beside their effective target, and each team's (the people of
 * one lead the caller may see): billable over capacity, against the members' targets weighted by capacity over
 * those who have one (`groupUtilizationOf` of `domain/utilization-targets.ts`). People then teams, by period.
 * Utilization is divided in float8, as the team list divides in JS, so both show the same figure to the bit.
 */
export function utilizationTargetsPerPeriodStatement(filters: UtilizationFilters): SQL {
  const ownerColumns = sql`, ${people.teamLeadId} AS team_lead_id, ${effectiveUtilizationTarget()} AS target`;
  return sql`${capacityAndHoursPerTimesheet(filters, ownerColumns)}, per_timesheet AS (
      SELECT counted.start_date, counted.end_date, counted.person_id, counted.team_lead_id, counted.target,
        coalesce(capacity.capacity, 0) AS capacity, coalesce(hours.billable, 0) AS billable
      FROM counted
      LEFT JOIN capacity ON capacity.timesheet_id = counted.timesheet_id
      LEFT JOIN hours ON hours.timesheet_id = counted.timesheet_id
    ), grouped AS (
      SELECT 'person' AS kind, start_date, end_date, person_id AS id, sum(capacity) AS capacity,
        sum(billable) AS billable, max(target)::float8 AS target
      FROM per_timesheet GROUP BY start_date, end_date, person_id
      UNION ALL
      SELECT 'team', start_date, end_date, team_lead_id, sum(capacity), sum(billable),
        (sum(capacity * target) FILTER (WHERE target IS NOT NULL)
          / nullif(sum(capacity) FILTER (WHERE target IS NOT NULL), 0))::float8
      FROM per_timesheet GROUP BY start_date, end_date, team_lead_id
    )
    SELECT grouped.kind AS "kind", grouped.start_date::text AS "startDate", grouped.end_date::text AS "endDate",
      grouped.id AS "id", owner.first_name AS "firstName", owner.last_name AS "lastName",
      grouped.capacity::float8 AS "capacity", grouped.billable::float8 AS "hoursBillable",
      coalesce(grouped.billable::float8 / nullif(grouped.capacity::float8, 0), 0) AS "utilization",
      grouped.target AS "utilizationTarget"
    FROM grouped
    LEFT JOIN ${people} AS owner ON owner.id = grouped.id
    ORDER BY grouped.start_date, grouped.kind, owner.last_name, owner.first_name, grouped.id`;
}

/** Hours per client on its billable and its non-billable engagements, most hours first. */
export function billableHoursPerClientStatement(filters: EngagementFilters): SQL {
  return sql`SELECT ${clients.id} AS "clientId", ${clients.name} AS "clientName",
      coalesce(sum(${timesheetEntries.hours}) FILTER (WHERE ${engagements.billable}), 0)::float8
        AS "billableHours",
      coalesce(sum(${timesheetEntries.hours}) FILTER (WHERE NOT ${engagements.billable}), 0)::float8
        AS "nonBillableHours"
    FROM ${entriesWithOwners} ${engagementsOfRows}
    WHERE ${and(...engagementConditions(filters))}
    GROUP BY ${clients.id}, ${clients.name}
    ORDER BY sum(${timesheetEntries.hours}) DESC, ${clients.name}, ${clients.id}`;
}

/**
 * Hours per month on each of the `series` engagements with the most hours in the range, and on all the
 * others together (a row whose engagement fields are null), by month and then by rank.
 */
export function engagementHoursPerMonthStatement(filters: EngagementFilters, series: number): SQL {
  const kept = sql`ranked.place <= ${series}`;
  return sql`WITH monthly AS (
      SELECT to_char(${timesheetEntries.date}, 'YYYY-MM') AS month, ${engagements.id} AS engagement_id,
        sum(${timesheetEntries.hours}) AS hours
      FROM ${entriesWithOwners} ${engagementsOfRows}
      WHERE ${and(...engagementConditions(filters))}
      GROUP BY 1, 2
    ), ranked AS (
      SELECT engagement_id, row_number() OVER (ORDER BY sum(hours) DESC, engagement_id) AS place
      FROM monthly GROUP BY engagement_id
    )
    SELECT monthly.month AS "month",
      CASE WHEN ${kept} THEN ${engagements.id} END AS "engagementId",
      CASE WHEN ${kept} THEN ${engagements.name} END AS "engagementName",
      CASE WHEN ${kept} THEN ${engagements.projectCode} END AS "projectCode",
      CASE WHEN ${kept} THEN ${clients.name} END AS "clientName",
      sum(monthly.hours)::float8 AS "hours"
    FROM monthly
    JOIN ranked ON ranked.engagement_id = monthly.engagement_id
    JOIN ${engagements} ON ${engagements.id} = monthly.engagement_id
    JOIN ${clients} ON ${clients.id} = ${engagements.clientId}
    GROUP BY 1, 2, 3, 4, 5
    ORDER BY 1, min(ranked.place)`;
}

/**
 * Approved time off per month of the range and leave type. A partial day counts its hours on its date; a
 * request of several days counts its hours per workday on each day it covers that counts (weekdays unless
 * it includes weekends, never holidays), as `hoursTakenBy` does.
 */
export function timeOffPerMonthStatement(filters: PeopleFilters): SQL {
  const { startDate, endDate } = filters.range;
  const day = sql`day::date`;
  return sql`WITH approved AS (
      SELECT ${timeOffRequestDetails.reason} AS reason, ${timeOffRequestDetails.timeframeType} AS timeframe_type,
        ${timeOffRequestDetails.hours} AS hours, ${timeOffRequestDetails.hoursWorkday} AS hours_workday,
        ${timeOffRequestDetails.includeWeekends} AS include_weekends,
        ${timeOffRequests.startDate} AS start_date, ${timeOffRequests.endDate} AS end_date,
        ${timeOffRequests.personId} AS person_id
      FROM ${timeOffRequests}
      JOIN ${timeOffRequestDetails} ON ${isMostRecentDetail}
      JOIN ${people} ON ${people.id} = ${timeOffRequests.personId}
      WHERE ${and(
        eq(timeOffRequests.status, 'approved'),
        lte(timeOffRequests.startDate, endDate),
        gte(timeOffRequests.endDate, startDate),
        ...personConditions(filters),
      )}
    ), days AS (
      SELECT approved.reason, to_char(day, 'YYYY-MM') AS month,
        CASE WHEN approved.timeframe_type = 'partial_day' THEN approved.hours ELSE approved.hours_workday END
          AS hours
      FROM approved, generate_series(greatest(approved.start_date, ${startDate}::date),
        least(approved.end_date, ${endDate}::date), interval '1 day') AS day
      WHERE approved.timeframe_type = 'partial_day'
        OR ((approved.include_weekends OR ${isWeekday(day)}) AND ${notHolidayOf(sql`approved.person_id`, day)})
    )
    SELECT month AS "month", reason AS "reason", sum(hours)::float8 AS "hours"
    FROM days GROUP BY month, reason ORDER BY month, reason`;
}

/**
 * Per period overlapping the range: how many people were expected to submit its timesheet, and how many
 * have not, by the not-submitted report's rule.
 */
export function notSubmittedPerPeriodStatement(filters: PeopleFilters & { openStatuses: OpenStatuses }): SQL {
  return sql`SELECT ${timesheetPeriods.startDate}::text AS "startDate", ${timesheetPeriods.endDate}::text AS "endDate",
      count(*)::int AS "expected",
      count(*) FILTER (WHERE ${hasNotSubmitted(filters.openStatuses)})::int AS "notSubmitted"
    FROM ${timesheetPeriods}
    JOIN ${people} ON ${expectedToSubmit(sql`${timesheetPeriods.endDate}`)}
    LEFT JOIN ${timesheets} ON ${timesheets.personId} = ${people.id} AND ${timesheets.periodId} = ${timesheetPeriods.id}
    WHERE ${and(periodOverlaps(filters.range), ...personConditions(filters))}
    GROUP BY ${timesheetPeriods.id}, ${timesheetPeriods.startDate}, ${timesheetPeriods.endDate}
    ORDER BY ${timesheetPeriods.startDate}`;
}
