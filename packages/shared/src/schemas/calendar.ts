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

/** A reopening of a closed period, running now: for one person, or (person null) for everyone, until `endsAt`. */
export const periodReopeningSchema = z.object({
  id: z.number().int(),
  person: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  reason: z.string(),
  reopenedBy: z.string().nullable(),
  /** ISO timestamps, UTC. */
  reopenedAt: z.string(),
  endsAt: z.string(),
});
export type PeriodReopening = z.infer<typeof periodReopeningSchema>;

/** A period that has ended, as the admins close and reopen it (issue 38). */
export const closablePeriodSchema = storedPeriodSchema.extend({
  /** When an admin closed it (ISO, UTC); null while it is open. */
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  reopenings: z.array(periodReopeningSchema),
});
export type ClosablePeriod = z.infer<typeof closablePeriodSchema>;
/** GET /api/admin/timesheet_periods/closing: the ended periods, the latest first (a year of them). */
export const closablePeriodsResponseSchema = z.object({ periods: z.array(closablePeriodSchema) });
export const closablePeriodResponseSchema = z.object({ period: closablePeriodSchema });

/** How long a reopening's reason is, at least and at most. */
export const REOPENING_REASON_MIN_LENGTH = 5;
export const REOPENING_REASON_MAX_LENGTH = 500;

/** How long a reopening lasts unless the admin says otherwise, and at most. */
export const REOPENING_DEFAULT_HOURS = 48;
export const REOPENING_MAX_HOURS = 24 * 14;

/** POST /api/admin/timesheet_periods/{id}/reopen: for one person (or null: everyone), why, and for how long. */
export const reopenPeriodBodySchema = z.object({
  personId: idSchema.nullable(),
  reason: requiredTextSchema(REOPENING_REASON_MAX_LENGTH).refine(
    (reason) => reason.length >= REOPENING_REASON_MIN_LENGTH,
    `must be at least ${REOPENING_REASON_MIN_LENGTH} characters`,
  ),
  hours: z.number().int().min(1).max(REOPENING_MAX_HOURS).default(REOPENING_DEFAULT_HOURS),
});
export type ReopenPeriodBody = z.input<typeof reopenPeriodBodySchema>;

/**
 * GET and PUT /api/admin/period_closing_settings: each period closes by itself this many working days after it
 * ends (0: the day after), or (null) only when an admin closes it.
 */
export const periodClosingSettingsSchema = z.object({
  autoCloseWorkingDays: z
    .number()
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(30, 'must be at most 30')
    .nullable(),
});
export type PeriodClosingSettings = z.infer<typeof periodClosingSettingsSchema>;

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
  /** Ours: why, as the ledger's adjustment shows it (issue 39); 'Balance set to N hours' without one. */
  note: requiredTextSchema(500).optional(),
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
