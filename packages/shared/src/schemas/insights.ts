import { z } from 'zod';
import { idParamSchema, isoDateSchema, optionalQueryParam } from './common';
import { reportTimesheetStatusSchema } from './reports';
import { timeOffReasonSchema } from './time-off';

/**
 * The Insights charts (GET /api/insights/{chart}): figures summed by the database over a date range, for the
 * same rows the reports show each caller. Missing dates default to the current month and the five before it,
 * up to today; the range is checked like a report's.
 */
const insightRangeQuery = {
  startDate: optionalQueryParam(isoDateSchema),
  endDate: optionalQueryParam(isoDateSchema),
};

/** Charts of people (capacity, time off, missing timesheets): the person's own department. */
const personDepartmentQuery = {
  /** The people's department. */
  departmentId: optionalQueryParam(idParamSchema),
};

/** Charts of hours on client engagements: filtered like the accounting and project time reports. */
export const engagementInsightQuerySchema = z.object({
  ...insightRangeQuery,
  /** The engagement's department, as in the reports. */
  departmentId: optionalQueryParam(idParamSchema),
  clientId: optionalQueryParam(idParamSchema),
  timesheetStatus: optionalQueryParam(reportTimesheetStatusSchema),
});
export type EngagementInsightQuery = z.infer<typeof engagementInsightQuerySchema>;

export const utilizationInsightQuerySchema = z.object({
  ...insightRangeQuery,
  ...personDepartmentQuery,
  timesheetStatus: optionalQueryParam(reportTimesheetStatusSchema),
});
export type UtilizationInsightQuery = z.infer<typeof utilizationInsightQuerySchema>;

export const peopleInsightQuerySchema = z.object({ ...insightRangeQuery, ...personDepartmentQuery });
export type PeopleInsightQuery = z.infer<typeof peopleInsightQuerySchema>;

/** The query every chart understands (each reads the part it takes): what the Insights page sends. */
export type InsightFilters = z.infer<typeof engagementInsightQuerySchema>;

const periodFields = { startDate: isoDateSchema, endDate: isoDateSchema };
/** A calendar month, YYYY-MM. */
const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month YYYY-MM');

/**
 * GET /api/insights/utilization: per timesheet period overlapping the range, over the counted timesheets
 * and the days of the range: capacity (8 hours per weekday that is not a holiday, from each person's
 * employment start date), hours, billable hours, and utilization (billable over capacity, 0 without capacity).
 */
export const utilizationInsightPeriodSchema = z.object({
  ...periodFields,
  capacity: z.number(),
  hoursTotal: z.number(),
  hoursBillable: z.number(),
  /** A fraction: 0.85 is 85%. */
  utilization: z.number(),
});
export type UtilizationInsightPeriod = z.infer<typeof utilizationInsightPeriodSchema>;
export const utilizationInsightResponseSchema = z.object({
  periods: z.array(utilizationInsightPeriodSchema),
});

/** One period's utilization against target (issue 40), as the team list counts a member's. */
const utilizationAgainstTargetFields = {
  ...periodFields,
  capacity: z.number(),
  hoursBillable: z.number(),
  /** A fraction: 0.4 is 40%. */
  utilization: z.number(),
  /** In percent; null when there is none. */
  utilizationTarget: z.number().nullable(),
};

/** A person's period: their counted timesheet's figures beside their effective target (today's). */
export const personUtilizationTargetPeriodSchema = z.object({
  personId: z.number().int(),
  name: z.string(),
  ...utilizationAgainstTargetFields,
});
export type PersonUtilizationTargetPeriod = z.infer<typeof personUtilizationTargetPeriodSchema>;

/**
 * A team's period: the people of one lead that the caller may see (teamLeadId null: people without a lead),
 * billable hours over capacity, against their targets weighted by capacity over those who have one.
 */
export const teamUtilizationTargetPeriodSchema = z.object({
  teamLeadId: z.number().int().nullable(),
  /** The lead's name; null for people without a lead. */
  teamLeadName: z.string().nullable(),
  ...utilizationAgainstTargetFields,
});
export type TeamUtilizationTargetPeriod = z.infer<typeof teamUtilizationTargetPeriodSchema>;

/**
 * GET /api/insights/utilization_targets: per period overlapping the range, each person's and each team's
 * utilization against target, over the same counted timesheets and days as /api/insights/utilization.
 */
export const utilizationTargetInsightResponseSchema = z.object({
  people: z.array(personUtilizationTargetPeriodSchema),
  teams: z.array(teamUtilizationTargetPeriodSchema),
});
export type UtilizationTargetInsight = z.infer<typeof utilizationTargetInsightResponseSchema>;

/** GET /api/insights/billable_hours: hours on each client's billable and non-billable engagements. */
export const billableHoursInsightClientSchema = z.object({
  clientId: z.number().int(),
  clientName: z.string(),
  billableHours: z.number(),
  nonBillableHours: z.number(),
});
export type BillableHoursInsightClient = z.infer<typeof billableHoursInsightClientSchema>;
export const billableHoursInsightResponseSchema = z.object({
  clients: z.array(billableHoursInsightClientSchema),
});

/** The engagements one chart draws on its own; the rest are summed as one "Other engagements" series. */
export const ENGAGEMENT_INSIGHT_SERIES = 8;

/**
 * GET /api/insights/engagement_hours: hours per month on the `ENGAGEMENT_INSIGHT_SERIES` engagements with the
 * most hours in the range, and on all the others together (engagement fields null).
 */
export const engagementHoursInsightRowSchema = z.object({
  month: monthSchema,
  /** Null for the other engagements taken together. */
  engagementId: z.number().int().nullable(),
  engagementName: z.string().nullable(),
  projectCode: z.string().nullable(),
  clientName: z.string().nullable(),
  hours: z.number(),
});
export type EngagementHoursInsightRow = z.infer<typeof engagementHoursInsightRowSchema>;
export const engagementHoursInsightResponseSchema = z.object({
  hours: z.array(engagementHoursInsightRowSchema),
});

/**
 * GET /api/insights/time_off: approved time off per month of the range and leave type; a request's hours are
 * spread over the days it counts (weekdays unless it includes weekends, never holidays).
 */
export const timeOffInsightRowSchema = z.object({
  month: monthSchema,
  reason: timeOffReasonSchema,
  hours: z.number(),
});
export type TimeOffInsightRow = z.infer<typeof timeOffInsightRowSchema>;
export const timeOffInsightResponseSchema = z.object({ months: z.array(timeOffInsightRowSchema) });

/**
 * GET /api/insights/not_submitted: per timesheet period overlapping the range, how many people were expected
 * to submit and how many have not, by the rule of the not-submitted report.
 */
export const notSubmittedInsightPeriodSchema = z.object({
  ...periodFields,
  expected: z.number().int(),
  notSubmitted: z.number().int(),
});
export type NotSubmittedInsightPeriod = z.infer<typeof notSubmittedInsightPeriodSchema>;
export const notSubmittedInsightResponseSchema = z.object({
  periods: z.array(notSubmittedInsightPeriodSchema),
});
