import { z } from 'zod';
import { MAX_HOURS_PER_DAY } from '../domain/hour-entry';
import { isoDateSchema, textSchema } from './common';

export const timeOffReasonSchema = z.enum([
  'bereavement',
  'expanded_fmla_ffcra',
  'fmla',
  'jury_duty',
  'long_term_disability',
  'maternity_leave',
  'office_closure',
  'paid_sick_leave_ffcra',
  'paternity_leave',
  'pto',
  'short_term_disability',
  'unpaid_time_off',
]);
export type TimeOffReason = z.infer<typeof timeOffReasonSchema>;

export const timeOffStatusSchema = z.enum(['pending', 'approved', 'rejected', 'unapproved']);
export type TimeOffStatus = z.infer<typeof timeOffStatusSchema>;

export const timeframeTypeSchema = z.enum(['partial_day', 'multiple_days']);
export type TimeframeType = z.infer<typeof timeframeTypeSchema>;

export const hoursWorkdaySchema = z.union([z.literal(8), z.literal(10), z.literal(12), z.literal(14)]);
export type HoursWorkday = z.infer<typeof hoursWorkdaySchema>;

/** The current version of a request's details (spec: "mostRecentDetail"). */
export const timeOffDetailSchema = z.object({
  reason: timeOffReasonSchema,
  status: timeOffStatusSchema,
  timeframeType: timeframeTypeSchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  hours: z.number(),
  hoursWorkday: z.number().int(),
  includeWeekends: z.boolean(),
  comment: z.string(),
  managerComment: z.string().nullable(),
  managerName: z.string().nullable(),
});
export type TimeOffDetail = z.infer<typeof timeOffDetailSchema>;

/** What the caller may do with a request now, decided by the server's policy. */
export const timeOffPermissionsSchema = z.object({
  /** The person who asked, until it starts (never an office closure, never once rejected). */
  edit: z.boolean(),
  delete: z.boolean(),
  /** A lead of the person (or one who may view as that lead), or an admin; never the person. */
  approve: z.boolean(),
  reject: z.boolean(),
});
export type TimeOffPermissions = z.infer<typeof timeOffPermissionsSchema>;

export const timeOffRequestSchema = z.object({
  id: z.number().int(),
  /** Ours: the version of the details, sent back with an answer so a lead answers what they saw. */
  version: z.number().int(),
  spudUserId: z.number().int(),
  employeeName: z.string(),
  mostRecentDetail: timeOffDetailSchema,
  permissions: timeOffPermissionsSchema,
});
export type TimeOffRequest = z.infer<typeof timeOffRequestSchema>;

/** GET /api/ptos (upcoming) and GET /api/ptos?past=true&year=YYYY. */
export const timeOffListResponseSchema = z.object({ ptos: z.array(timeOffRequestSchema) });

export const timeOffListQuerySchema = z.object({
  past: z.enum(['true', 'false']).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

/** The most hours one request can hold: a request stays within one year, at most 24 hours a day. */
export const TIME_OFF_MAX_HOURS = 366 * MAX_HOURS_PER_DAY;

/**
 * What the employee fills in (body key `pto_details`). Only the shape is checked here; every rule (comment,
 * dates, hours, limits) lives in the shared domain functions so the modal and the server say the same thing.
 * For a partial day `endDate` is the start date; for multiple days `hours` is counted, never taken as sent.
 */
export const timeOffDetailsInputSchema = z.object({
  reason: timeOffReasonSchema,
  timeframeType: timeframeTypeSchema,
  hoursWorkday: hoursWorkdaySchema,
  includeWeekends: z.boolean(),
  startDate: isoDateSchema.nullable(),
  endDate: isoDateSchema.nullable().optional(),
  hours: z.number().min(0).max(TIME_OFF_MAX_HOURS).nullable().optional(),
  comment: textSchema(2000),
});
export type TimeOffDetailsInput = z.infer<typeof timeOffDetailsInputSchema>;

/** POST /api/ptos and PUT /api/ptos/{id}. */
export const timeOffRequestBodySchema = z.object({ pto_details: timeOffDetailsInputSchema });

export const timeOffRequestResponseSchema = z.object({ pto: timeOffRequestSchema });

const hoursByYearSchema = z.record(z.string().regex(/^\d{4}$/), z.number());

/** One leave type's balance: hours accumulated and hours requested (not rejected), keyed by year. */
export const timeOffBalanceSchema = z.object({
  type: timeOffReasonSchema,
  accumulatedAmount: hoursByYearSchema,
  ptoRequested: hoursByYearSchema,
});
export type TimeOffBalance = z.infer<typeof timeOffBalanceSchema>;

/** Office closures of one year, in days (hours / 8). */
export const officeClosureBalanceSchema = z.object({
  year: z.number().int(),
  totalRequested: z.number(),
  totalBalance: z.number(),
});
export type OfficeClosureBalance = z.infer<typeof officeClosureBalanceSchema>;

/** GET /api/ptos/balances: every type with a balance or a request, and this year's office closures. */
export const timeOffBalancesResponseSchema = z.object({
  balances: z.array(timeOffBalanceSchema),
  officeClosure: officeClosureBalanceSchema,
});
export type TimeOffBalancesResponse = z.infer<typeof timeOffBalancesResponseSchema>;

export const timeOffStatsQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

/** The three stats cards of one year: approved hours, hours taken up to today, and office closures. */
export const timeOffStatsSchema = z.object({
  year: z.number().int(),
  totalApproved: z.number(),
  takenYtd: z.number(),
  officeClosure: officeClosureBalanceSchema,
});
export type TimeOffStats = z.infer<typeof timeOffStatsSchema>;

/** GET /api/ptos/stats?year=YYYY. */
export const timeOffStatsResponseSchema = z.object({ stats: timeOffStatsSchema });
