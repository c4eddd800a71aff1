import { z } from 'zod';
import {
  amountSchema,
  idParamSchema,
  idSchema,
  isoDateSchema,
  optionalQueryParam,
  requiredTextSchema,
  yearParamSchema,
  yearSchema,
} from './common';
import { timeOffReasonSchema } from './time-off';

export const holidaySchema = z.object({ id: z.number().int(), date: isoDateSchema, name: z.string() });
export type Holiday = z.infer<typeof holidaySchema>;
export const holidaysResponseSchema = z.object({ holidays: z.array(holidaySchema) });

export const timesheetPeriodSchema = z.object({
  id: z.number().int(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  current: z.boolean(),
});
export type TimesheetPeriod = z.infer<typeof timesheetPeriodSchema>;
export const timesheetPeriodsResponseSchema = z.object({ timesheetPeriods: z.array(timesheetPeriodSchema) });

/** The largest balance `numeric(7, 2)` holds. */
export const MAX_BALANCE_HOURS = 99_999.99;
/** How far ahead periods may be generated in one call. */
export const MAX_PERIOD_GENERATION_YEARS = 5;

/** GET /api/admin/holidays?year=: the year's holidays in date order. */
export const holidaysOfYearQuerySchema = z.object({ year: yearParamSchema });
export const holidaysOfYearResponseSchema = z.object({
  year: z.number().int(),
  holidays: z.array(holidaySchema),
});

/** POST /api/admin/holidays. */
export const holidayInputSchema = z.object({ date: isoDateSchema, name: requiredTextSchema(100) });
export type HolidayInput = z.infer<typeof holidayInputSchema>;
/** PATCH /api/admin/holidays/{id}: a new name (to move a holiday, delete it and add the new date). */
export const holidayRenameSchema = z.object({ name: requiredTextSchema(100) });
export const holidayResponseSchema = z.object({ holiday: holidaySchema });

export const storedPeriodSchema = z.object({
  id: z.number().int(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
});

/** POST /api/admin/timesheet_periods/generate: every missing period up to the one holding `through`. */
export const generatePeriodsBodySchema = z.object({ through: isoDateSchema });
export const generatePeriodsResponseSchema = z.object({
  created: z.array(storedPeriodSchema),
  /** The first and last period there are now. */
  first: storedPeriodSchema.nullable(),
  last: storedPeriodSchema.nullable(),
});

/** GET /api/admin/time_off_balances: by person and year, either or both. */
export const timeOffBalancesQuerySchema = z.object({
  spud_user_id: optionalQueryParam(idParamSchema),
  year: optionalQueryParam(yearParamSchema),
});
export type TimeOffBalancesQuery = z.infer<typeof timeOffBalancesQuerySchema>;

/** A person's balance of one leave type in one year, with what they requested and were approved of it. */
export const adminTimeOffBalanceSchema = z.object({
  id: z.number().int(),
  spudUserId: z.number().int(),
  name: z.string(),
  year: z.number().int(),
  type: timeOffReasonSchema,
  accumulatedHours: z.number(),
  /** Hours of requests starting in the year that are not rejected. */
  requestedHours: z.number(),
  approvedHours: z.number(),
});
export type AdminTimeOffBalance = z.infer<typeof adminTimeOffBalanceSchema>;
export const adminTimeOffBalancesResponseSchema = z.object({ balances: z.array(adminTimeOffBalanceSchema) });

/** PUT /api/admin/time_off_balances: sets (or replaces) one person's balance of a type for a year. */
export const timeOffBalanceInputSchema = z.object({
  spudUserId: idSchema,
  year: yearSchema,
  type: timeOffReasonSchema,
  accumulatedHours: amountSchema(MAX_BALANCE_HOURS),
});
export type TimeOffBalanceInput = z.infer<typeof timeOffBalanceInputSchema>;
export const adminTimeOffBalanceResponseSchema = z.object({ balance: adminTimeOffBalanceSchema });

/** POST /api/admin/reminders: remind now everyone yet to submit the period holding `date`. */
export const sendRemindersBodySchema = z.object({ date: isoDateSchema });
export type SendRemindersBody = z.infer<typeof sendRemindersBodySchema>;
export const sendRemindersResponseSchema = z.object({
  period: z.object({ startDate: isoDateSchema, endDate: isoDateSchema }),
  /** How the reminder reads: the period has ended, or today is within it (as on its last working day). */
  occasion: z.enum(['after-the-period', 'last-working-day']),
  /** People reminded now; those reminded of this period earlier today are not reminded again. */
  reminded: z.number().int(),
});
export type SendRemindersResponse = z.infer<typeof sendRemindersResponseSchema>;
