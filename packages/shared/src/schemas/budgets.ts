import { z } from 'zod';
import { amountSchema, idParamSchema, isoDateSchema } from './common';

/** A budget counts hours, or fees: each hour times its role's rate. */
export const BUDGET_KINDS = ['hours', 'fees'] as const;
export const budgetKindSchema = z.enum(BUDGET_KINDS);
export type BudgetKind = z.infer<typeof budgetKindSchema>;

/** A budget is for the whole engagement, or for each calendar month. */
export const BUDGET_SPANS = ['engagement', 'month'] as const;
export const budgetSpanSchema = z.enum(BUDGET_SPANS);
export type BudgetSpan = z.infer<typeof budgetSpanSchema>;

/** What the thresholds are when the admin names none: alert at 80% and at 100%. */
export const DEFAULT_BUDGET_THRESHOLDS = [80, 100] as const;
export const MAX_BUDGET_THRESHOLDS = 5;
/** The largest amount `numeric(12, 2)` holds, rounded down to a round figure. */
export const MAX_BUDGET_AMOUNT = 9_999_999_999;

export const budgetThresholdsSchema = z
  .array(z.number().int().min(1, 'must be at least 1%').max(1000, 'must be at most 1000%'))
  .min(1, 'Name at least one threshold.')
  .max(MAX_BUDGET_THRESHOLDS, `Name at most ${MAX_BUDGET_THRESHOLDS} thresholds.`)
  .refine((thresholds) => new Set(thresholds).size === thresholds.length, 'Name each threshold once.');

/**
 * PUT /api/admin/engagement_budgets/{engagementId}: sets (or replaces) the engagement's budget. A change of kind,
 * amount, span, thresholds or refusal is a new revision, whose thresholds alert again.
 */
export const budgetInputSchema = z.object({
  kind: budgetKindSchema,
  amount: amountSchema(MAX_BUDGET_AMOUNT).refine((amount) => amount > 0, 'must be more than 0'),
  span: budgetSpanSchema,
  /** Defaults to 80% and 100%. */
  thresholds: budgetThresholdsSchema.optional(),
  /** Defaults to false. */
  refuseBeyondBudget: z.boolean().optional(),
});
export type BudgetInput = z.infer<typeof budgetInputSchema>;

/**
 * A budget and how much of it is burnt. The figures are in the budget's unit (hours, or dollars of fees) and are
 * of the whole engagement, or of the month holding `asOf` for a monthly budget (`spanStart`..`spanEnd`).
 * `approved` counts approved timesheets; `pending` the submitted ones waiting for approval.
 */
export const budgetBurnSchema = z.object({
  engagementId: z.number().int(),
  kind: budgetKindSchema,
  amount: z.number(),
  span: budgetSpanSchema,
  thresholds: z.array(z.number().int()),
  refuseBeyondBudget: z.boolean(),
  revision: z.number().int(),
  /** The month the figures are of (a monthly budget); null for the whole engagement. */
  spanStart: isoDateSchema.nullable(),
  spanEnd: isoDateSchema.nullable(),
  approved: z.number(),
  pending: z.number(),
  /** amount - approved - pending; negative when over. */
  remaining: z.number(),
  /** approved / amount, in percent, one decimal. */
  percentApproved: z.number(),
  /** (approved + pending) / amount, in percent, one decimal. */
  percentWithPending: z.number(),
  /** When approved and pending reach the amount at the last four weeks' pace; null without any hours then. */
  forecastEndDate: isoDateSchema.nullable(),
});
export type BudgetBurn = z.infer<typeof budgetBurnSchema>;

/** The burn over time: per week (its Monday), what was approved and pending by its end, cumulative. */
export const budgetBurnPointSchema = z.object({
  weekStart: isoDateSchema,
  approved: z.number(),
  pending: z.number(),
});
export type BudgetBurnPoint = z.infer<typeof budgetBurnPointSchema>;

/** `{ engagementId }`: the engagement a budget route is about. */
export const engagementBudgetParamsSchema = z.object({ engagementId: idParamSchema });

/**
 * GET and PUT /api/admin/engagement_budgets/{engagementId}: the budget (null: none set) and its burn over time,
 * week by week from the engagement's first hours (a monthly budget: the weeks of the current month) to today.
 */
export const engagementBudgetResponseSchema = z.object({
  budget: budgetBurnSchema.nullable(),
  burn: z.array(budgetBurnPointSchema),
});
export type EngagementBudgetResponse = z.infer<typeof engagementBudgetResponseSchema>;

/**
 * A timesheet row's engagement budget as the grid shows it (the rows of a timesheet answer, null for rows without
 * a budget): over when approved and pending pass the amount; `remaining` in the budget's unit.
 */
export const rowBudgetSchema = z.object({
  kind: budgetKindSchema,
  remaining: z.number(),
  percentWithPending: z.number(),
  overBudget: z.boolean(),
  refuseBeyondBudget: z.boolean(),
});
export type RowBudget = z.infer<typeof rowBudgetSchema>;
