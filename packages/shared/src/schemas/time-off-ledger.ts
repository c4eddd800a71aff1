import { z } from 'zod';
import {
  idParamSchema,
  idSchema,
  isoDateSchema,
  namedOptionSchema,
  requiredTextSchema,
  yearParamSchema,
  yearSchema,
} from './common';
import { timeOffReasonSchema } from './time-off';

/** How often a policy accrues: at the end of each semi-monthly period, at each month's end, or on 1 January. */
export const accrualFrequencySchema = z.enum(['semi_monthly', 'monthly', 'yearly']);
export type AccrualFrequency = z.infer<typeof accrualFrequencySchema>;

/**
 * What a balance ledger entry is. Approved time off taken is not stored as an entry: it is read from the
 * approved requests themselves, so the two can never disagree.
 */
export const ledgerEntryKindSchema = z.enum(['accrual', 'carry_over', 'expiry', 'adjustment']);
export type LedgerEntryKind = z.infer<typeof ledgerEntryKindSchema>;

/** How many hours make a day of leave in balances and policies (spec: office-closure days = hours / 8). */
export const HOURS_PER_LEAVE_DAY = 8;

const daysSchema = (max: number) =>
  z
    .number()
    .min(0, 'must not be negative')
    .max(max, `must be at most ${max}`)
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'must have at most two decimals',
    );

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** A day of the year as 'MM-DD' that every year has (so never 02-29). */
export const monthDaySchema = z
  .string()
  .length(5, 'must be MM-DD')
  .regex(/^\d\d-\d\d$/, 'must be MM-DD')
  .refine((value) => {
    const month = Number(value.slice(0, 2));
    const day = Number(value.slice(3));
    return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
  }, 'must be a day every year has (MM-DD, never 02-29)');

/** A rate from `afterYears` of tenure on. */
export const accrualStepSchema = z.object({
  afterYears: z.number().int().min(0).max(60),
  daysPerYear: daysSchema(366),
});
export type AccrualStep = z.infer<typeof accrualStepSchema>;

export const MAX_ACCRUAL_STEPS = 10;

/** POST and PUT /api/admin/accrual_policies. */
/** The days a policy may take effect from (the accrual job posts year by year from the first). */
export const POLICY_EFFECTIVE_FROM = { minDate: '2000-01-01', maxDate: '2100-12-31' } as const;

export const accrualPolicyInputSchema = z
  .object({
    name: requiredTextSchema(100),
    type: timeOffReasonSchema,
    frequency: accrualFrequencySchema,
    /** Accrual starts this many days after the start date. */
    waitingDays: z.number().int().min(0).max(3660),
    /** A start or end part-way through an accrual period earns that part of it. */
    prorate: z.boolean(),
    /** No accrual takes the year's balance past this; null: no cap. */
    balanceCapDays: daysSchema(366).nullable(),
    /** At most this much of last year's balance carries over on 1 January; null: all of it, 0: none. */
    carryOverCapDays: daysSchema(366).nullable(),
    /** What was carried over and not taken by then is gone at the end of this day ('MM-DD'); null: never. */
    carryOverExpiresOn: monthDaySchema.nullable(),
    /**
     * Nothing accrues before this day. Within this century: the accrual job posts year by year from the first
     * policy's year, so a policy from centuries back would make every run post for each year since.
     */
    effectiveFrom: isoDateSchema.refine(
      (date) => date >= POLICY_EFFECTIVE_FROM.minDate && date <= POLICY_EFFECTIVE_FROM.maxDate,
      `must be from ${POLICY_EFFECTIVE_FROM.minDate} to ${POLICY_EFFECTIVE_FROM.maxDate}`,
    ),
    defaultForEmployees: z.boolean(),
    defaultForContractors: z.boolean(),
    steps: z
      .array(accrualStepSchema)
      .min(1)
      .max(MAX_ACCRUAL_STEPS)
      .refine(
        (steps) => steps.some((step) => step.afterYears === 0),
        'must include the starting rate (after 0 years)',
      )
      .refine(
        (steps) => new Set(steps.map((step) => step.afterYears)).size === steps.length,
        'must not name the same number of years twice',
      ),
  })
  .refine((policy) => policy.carryOverExpiresOn === null || policy.carryOverCapDays !== 0, {
    message: 'must be empty when nothing carries over (nothing can expire)',
    path: ['carryOverExpiresOn'],
  });
export type AccrualPolicyInput = z.infer<typeof accrualPolicyInputSchema>;

export const accrualPolicySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: timeOffReasonSchema,
  frequency: accrualFrequencySchema,
  waitingDays: z.number().int(),
  prorate: z.boolean(),
  balanceCapDays: z.number().nullable(),
  carryOverCapDays: z.number().nullable(),
  carryOverExpiresOn: z.string().nullable(),
  effectiveFrom: isoDateSchema,
  defaultForEmployees: z.boolean(),
  defaultForContractors: z.boolean(),
  steps: z.array(accrualStepSchema),
  /** How many people it applies to now, by default or individually. */
  peopleCount: z.number().int(),
});
export type AccrualPolicy = z.infer<typeof accrualPolicySchema>;
export const accrualPoliciesResponseSchema = z.object({ policies: z.array(accrualPolicySchema) });
export const accrualPolicyResponseSchema = z.object({ policy: accrualPolicySchema });

/**
 * PUT /api/admin/accrual_policy_assignments: a person's own policy for a leave type, over the defaults
 * (`policyId` null: none of that type accrues for them). DELETE with the same keys in the query returns them to
 * the defaults.
 */
export const accrualAssignmentInputSchema = z.object({
  spudUserId: idSchema,
  type: timeOffReasonSchema,
  policyId: idSchema.nullable(),
});
export type AccrualAssignmentInput = z.infer<typeof accrualAssignmentInputSchema>;
export const accrualAssignmentQuerySchema = z.object({
  spud_user_id: idParamSchema,
  type: timeOffReasonSchema,
});

/** The policy a person has for a leave type, and whether it is theirs alone or the default. */
export const personPolicySchema = z.object({
  type: timeOffReasonSchema,
  policy: namedOptionSchema.nullable(),
  source: z.enum(['default', 'individual']),
});
export type PersonPolicy = z.infer<typeof personPolicySchema>;

/** One line of a balance's history, oldest first; `balanceHours` is the balance after it. */
export const ledgerLineSchema = z.object({
  /** `taken`: approved time off, read from the request itself. */
  kind: z.union([ledgerEntryKindSchema, z.literal('taken')]),
  date: isoDateSchema,
  hours: z.number(),
  balanceHours: z.number(),
  /** What it is, in words: the accrual period, the policy, the adjustment's reason, the request's dates. */
  description: z.string(),
  /** Who wrote an adjustment. */
  by: z.string().nullable(),
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;

/** GET /api/ptos/ledger?type=&year= (the caller's), GET /api/admin/time_off_ledger?spud_user_id=&type=&year=. */
export const ledgerQuerySchema = z.object({ type: timeOffReasonSchema, year: yearParamSchema });
export const adminLedgerQuerySchema = ledgerQuerySchema.extend({ spud_user_id: idParamSchema });
export const ledgerResponseSchema = z.object({
  spudUserId: z.number().int(),
  name: z.string(),
  type: timeOffReasonSchema,
  year: z.number().int(),
  lines: z.array(ledgerLineSchema),
  /** Hours of requests in the year still waiting for an answer: not in the balance yet. */
  pendingHours: z.number(),
  policies: z.array(personPolicySchema),
});
export type LedgerResponse = z.infer<typeof ledgerResponseSchema>;

export const ADJUSTMENT_NOTE_MAX_LENGTH = 500;
/** POST /api/admin/time_off_ledger/adjustments: adds (or with negative hours, removes) hours, with a reason. */
export const ledgerAdjustmentInputSchema = z.object({
  spudUserId: idSchema,
  type: timeOffReasonSchema,
  year: yearSchema,
  hours: z
    .number()
    .min(-9999.99, 'must be at least -9999.99')
    .max(9999.99, 'must be at most 9999.99')
    .refine((hours) => hours !== 0, 'must not be 0')
    .refine(
      (hours) => Math.abs(hours * 100 - Math.round(hours * 100)) < 1e-6,
      'must have at most two decimals',
    ),
  note: requiredTextSchema(ADJUSTMENT_NOTE_MAX_LENGTH),
});
export type LedgerAdjustmentInput = z.infer<typeof ledgerAdjustmentInputSchema>;

/**
 * GET /api/ptos/projected_balance?type=&start_date=: the caller's balance of a type on a request's first day:
 * what is posted, what will accrue until then, and what other requests of that year already ask for.
 */
export const projectedBalanceQuerySchema = z.object({ type: timeOffReasonSchema, start_date: isoDateSchema });
export const projectedBalanceSchema = z.object({
  type: timeOffReasonSchema,
  date: isoDateSchema,
  year: z.number().int(),
  /** The year's balance as it will stand on `date`, accruals due until then included; null: none is kept. */
  accumulatedHours: z.number().nullable(),
  /** Of which not posted yet. */
  accruingHours: z.number(),
  /** Requests of the year that are not rejected (pending and approved). */
  requestedHours: z.number(),
});
export type ProjectedBalance = z.infer<typeof projectedBalanceSchema>;
export const projectedBalanceResponseSchema = z.object({ balance: projectedBalanceSchema });

/** A person's policy per leave type (PUT/DELETE /api/admin/accrual_policy_assignments answer it). */
export const personPoliciesResponseSchema = z.object({ policies: z.array(personPolicySchema) });
