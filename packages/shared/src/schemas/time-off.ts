import { z } from 'zod';
import { isoDateSchema } from './master-data';

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

export const timeOffRequestSchema = z.object({
  id: z.number().int(),
  employeeName: z.string(),
  mostRecentDetail: timeOffDetailSchema,
});
export type TimeOffRequest = z.infer<typeof timeOffRequestSchema>;

/** GET /api/ptos (upcoming) and GET /api/ptos?past=true&year=YYYY. */
export const timeOffListResponseSchema = z.object({ ptos: z.array(timeOffRequestSchema) });
