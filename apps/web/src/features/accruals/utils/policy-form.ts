import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';
import {
  type AccrualFrequency,
  type AccrualPolicy,
  accrualPolicyInputSchema,
} from '@timekeep/shared/schemas/time-off-ledger';

/** A tenure step as the form holds it: either number may be empty while it is typed. */
export interface StepValues {
  afterYears: number | null;
  daysPerYear: number | null;
}

/** What the policy dialog holds: the request's fields, with empty numbers and choices allowed while typing. */
export type PolicyFormValues = {
  name: string;
  type: TimeOffReason | null;
  frequency: AccrualFrequency;
  waitingDays: number | null;
  prorate: boolean;
  balanceCapDays: number | null;
  carryOverCapDays: number | null;
  carryOverExpiresOn: string | null;
  effectiveFrom: string | null;
  defaultForEmployees: boolean;
  defaultForContractors: boolean;
  steps: StepValues[];
};

export const policyFieldLabels = {
  name: 'Name',
  type: 'Leave Type',
  frequency: 'Accrues',
  waitingDays: 'Waiting Days',
  prorate: 'Prorate a start or end part-way through a period',
  balanceCapDays: 'Balance Cap (days)',
  carryOverCapDays: 'Carry-over Cap (days)',
  carryOverExpiresOn: 'Carried-over Days Expire After (MM-DD)',
  effectiveFrom: 'Effective From',
  defaultForEmployees: 'Default for employees',
  defaultForContractors: 'Default for contractors',
  steps: 'Rate Steps',
};

export const stepFieldLabels = { afterYears: 'After (years)', daysPerYear: 'Days per Year' };

/** A new policy: accruing twice a month from the start of this year, prorated, one rate to fill in. */
export function newPolicyValues(today: string): PolicyFormValues {
  return {
    name: '',
    type: null,
    frequency: 'semi_monthly',
    waitingDays: 0,
    prorate: true,
    balanceCapDays: null,
    carryOverCapDays: null,
    carryOverExpiresOn: null,
    effectiveFrom: `${today.slice(0, 4)}-01-01`,
    defaultForEmployees: false,
    defaultForContractors: false,
    steps: [{ afterYears: 0, daysPerYear: null }],
  };
}

export function editPolicyValues(policy: AccrualPolicy): PolicyFormValues {
  const { id: _id, peopleCount: _peopleCount, steps, ...fields } = policy;
  return { ...fields, steps: steps.map((step) => ({ ...step })) };
}

/** The next step to add: a year after the last one, at its rate, for the admin to change. */
export function nextStep(steps: readonly StepValues[]): StepValues {
  const last = steps.at(-1);
  return { afterYears: (last?.afterYears ?? 0) + 1, daysPerYear: last?.daysPerYear ?? null };
}

export type StepRowProblems = Partial<Record<keyof StepValues, string>>;

/**
 * What the shared schema finds wrong with the steps: beside each step's own field, and about the list as a whole
 * (no starting rate, the same years twice, too many).
 */
export function stepProblems(values: PolicyFormValues): { rows: StepRowProblems[]; list: string | null } {
  const rows: StepRowProblems[] = values.steps.map(() => ({}));
  let list: string | null = null;
  const result = accrualPolicyInputSchema.safeParse(values);
  for (const issue of result.error?.issues ?? []) {
    if (issue.path[0] !== 'steps') continue;
    const [, index, field] = issue.path as [string, number | undefined, keyof StepValues | undefined];
    if (index === undefined || field === undefined) {
      list ??= `${policyFieldLabels.steps} ${issue.message}`;
      continue;
    }
    const row = rows[index];
    if (!row || row[field]) continue;
    const value = values.steps[index]?.[field];
    row[field] =
      value === null || value === undefined
        ? `${stepFieldLabels[field]} is required`
        : /^(is|must) /.test(issue.message)
          ? `${stepFieldLabels[field]} ${issue.message}`
          : `${stepFieldLabels[field]} is not valid`;
  }
  return { rows, list };
}
