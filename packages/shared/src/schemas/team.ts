import { z } from 'zod';
import { FIRST_LISTED_YEAR } from '../domain/field-limits';
import { COMMENT_MAX_LENGTH } from '../domain/time-off-request-rules';
import { idParamSchema, idSchema, isoDateSchema, textSchema, versionSchema } from './common';
import { timeOffBalanceSchema, timeOffRequestSchema, timeOffStatusSchema } from './time-off';
import { timesheetStatusSchema } from './timesheets';

export const teamMemberSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET /api/team_members?manager_id (ours, optional): the team of the caller or of a lead they may view as. */
export const teamMembersQuerySchema = z.object({ manager_id: idParamSchema.optional() });
export const teamMembersResponseSchema = z.object({ teamMembers: z.array(teamMemberSchema) });

export const relatedManagerSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
});
export type RelatedManager = z.infer<typeof relatedManagerSchema>;

/**
 * GET /api/related_managers: the leads the caller may view as (the caller is not among them), and the leads
 * they stand in for today (issue 38), whose lists they see as 'Acting for ...'.
 */
export const relatedManagersResponseSchema = z.object({
  relatedManagers: z.array(relatedManagerSchema),
  actingFor: z.array(relatedManagerSchema),
});

/** GET /api/team/timesheets/pending?approver_id=: the caller's team's, or a lead's they may view as. */
export const pendingTeamTimesheetsQuerySchema = z.object({ approver_id: idParamSchema.optional() });

/** A team member's timesheet of a period as the team lists show it; id null when nothing is saved yet. */
export const teamTimesheetSummarySchema = z.object({
  id: z.number().int().nullable(),
  spudUserId: z.number().int(),
  employee: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: timesheetStatusSchema,
  /** Ours: the version listed (null when nothing is saved), which a decision in bulk is made at (issue 38). */
  version: z.number().int().nullable(),
  timesheetPeriod: z.object({ startDate: isoDateSchema, endDate: isoDateSchema }),
  /** Ours: whether the period is closed for the member, so that nobody decides the timesheet until it reopens. */
  periodClosed: z.boolean(),
  /** Logged hours and approved time-off hours together, as on the timesheet. */
  hoursTotal: z.number(),
  /** Ours: the hours logged to projects. */
  hoursWorked: z.number(),
  /** Ours: the hours of approved time off on the period's days, as the timesheet's time-off rows. */
  hoursTimeOff: z.number(),
  /** The period's working hours less approved time off, as on the timesheet. */
  capacity: z.number(),
  hoursBillable: z.number(),
  utilization: z.number(),
  /** Ours (issue 40): the member's effective utilization target in whole percent; null when none. */
  utilizationTarget: z.number().int().nullable(),
  /** Ours: hours of the member's approved time off in the period (what capacity leaves out). */
  approvedTimeOffHours: z.number(),
  /** Ours: hours of the member's time off in the period still waiting for an answer. */
  pendingTimeOffHours: z.number(),
  /** Ours (issue 39): when approved time off changed since it was submitted (ISO, UTC); null otherwise. */
  timeOffChangedAt: z.iso.datetime().nullable(),
});
export type TeamTimesheetSummary = z.infer<typeof teamTimesheetSummarySchema>;

/** GET /api/team/timesheets?start_date&approver_id: every member of the lead's team for the period. */
export const teamTimesheetsQuerySchema = z.object({
  start_date: isoDateSchema.optional(),
  approver_id: idParamSchema.optional(),
});
export const teamTimesheetsResponseSchema = z.object({ timesheets: z.array(teamTimesheetSummarySchema) });

/**
 * Ours (issue 40): the team's utilization for the period against its target, by `groupUtilizationOf`
 * (`domain/utilization-targets.ts`): billable hours over capacity of every member listed; the target is the
 * mean of the members' targets weighted by their capacity, null when no member with capacity has one.
 */
export const teamUtilizationSchema = z.object({
  capacity: z.number(),
  hoursBillable: z.number(),
  utilization: z.number(),
  utilizationTarget: z.number().nullable(),
});
export type TeamUtilization = z.infer<typeof teamUtilizationSchema>;

/** GET /api/team/timesheets: the members' timesheets of the period and (ours) the team's figure for it. */
export const teamPeriodTimesheetsResponseSchema = teamTimesheetsResponseSchema.extend({
  teamUtilization: teamUtilizationSchema,
});

/** GET /api/team/ptos: the team's requests, by status, person and dates. */
export const teamTimeOffQuerySchema = z.object({
  status: timeOffStatusSchema.optional(),
  user_id: idParamSchema.optional(),
  start_date: isoDateSchema.optional(),
  end_date: isoDateSchema.optional(),
  manager_id: idParamSchema.optional(),
});
export const teamTimeOffResponseSchema = z.object({ ptos: z.array(timeOffRequestSchema) });

/** GET /api/team/ptos/overview?year&manager_id. */
export const teamTimeOffOverviewQuerySchema = z.object({
  year: z.coerce.number().int().min(FIRST_LISTED_YEAR).max(2100).optional(),
  manager_id: idParamSchema.optional(),
});

/** One team member's year of time off. */
export const teamMemberOverviewSchema = z.object({
  spudUserId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** Approved hours of requests starting in the year. */
  totalApproved: z.number(),
  /** Of those, the hours taken up to today. */
  takenYtd: z.number(),
  /** An approved request in the year covering at least two consecutive working days. */
  twoConsecutive: z.boolean(),
  /** A request starting in the year waits for an answer. */
  pendingRequest: z.boolean(),
});
export type TeamMemberOverview = z.infer<typeof teamMemberOverviewSchema>;
export const teamTimeOffOverviewResponseSchema = z.object({
  year: z.number().int(),
  team: z.array(teamMemberOverviewSchema),
});

/** GET /api/team/ptos/balances?user_id&manager_id: a team member's balances, as the lead answers a request. */
export const teamTimeOffBalancesQuerySchema = z.object({
  user_id: idParamSchema,
  manager_id: idParamSchema.optional(),
});
/** Every leave type with a balance or a request, hours keyed by year, as `GET /api/ptos/balances` has them. */
export const teamTimeOffBalancesResponseSchema = z.object({ balances: z.array(timeOffBalanceSchema) });

export const BULK_MAX_REQUESTS = 200;

const managerComment = textSchema(COMMENT_MAX_LENGTH).trim();

/** POST /api/team/ptos/{id}/approve and /reject. */
export const answerTimeOffBodySchema = z.object({
  manager_comment: managerComment.nullish(),
  manager_id: idSchema.nullish(),
  /** Ours: the version of the details the lead saw. */
  version: versionSchema.optional(),
});
export type AnswerTimeOffBody = z.infer<typeof answerTimeOffBodySchema>;

/** POST /api/team/ptos/approve and /reject: all or nothing. */
export const answerTimeOffInBulkBodySchema = z
  .object({
    pto_ids: z.array(idSchema).min(1).max(BULK_MAX_REQUESTS),
    manager_comment: managerComment.nullish(),
    manager_id: idSchema.nullish(),
    /** Ours: the version of each request's details, in the order of `pto_ids`. */
    versions: z.array(versionSchema).max(BULK_MAX_REQUESTS).optional(),
  })
  .refine((body) => new Set(body.pto_ids).size === body.pto_ids.length, {
    message: 'A request may be named once.',
    path: ['pto_ids'],
  })
  .refine((body) => body.versions === undefined || body.versions.length === body.pto_ids.length, {
    message: 'One version for each request.',
    path: ['versions'],
  });
export type AnswerTimeOffInBulkBody = z.infer<typeof answerTimeOffInBulkBodySchema>;

export const answeredTimeOffResponseSchema = z.object({ pto: timeOffRequestSchema });
export const answeredTimeOffInBulkResponseSchema = z.object({ ptos: z.array(timeOffRequestSchema) });
