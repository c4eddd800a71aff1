import { budgetThresholdsSchema } from '@timekeep/shared/schemas/budgets';

/** What is wrong with the thresholds as typed: beside each threshold, and of the list as a whole. */
export interface ThresholdProblems {
  /** By the threshold's place in the list. */
  each: Record<number, string>;
  list: string | null;
}

/**
 * The shared schema's problems with the thresholds, worded for the form: a bare predicate ('must be at least
 * 1%') gets the threshold's name in front, an empty one reads 'is required'.
 */
export function thresholdProblems(thresholds: readonly (number | null)[]): ThresholdProblems {
  const problems: ThresholdProblems = { each: {}, list: null };
  const result = budgetThresholdsSchema.safeParse(thresholds);
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const index = issue.path[0];
    if (typeof index !== 'number') {
      problems.list ??= issue.message;
      continue;
    }
    if (problems.each[index]) continue;
    const message = thresholds[index] === null ? 'is required' : issue.message;
    problems.each[index] = `${thresholdLabel(index)} ${message}`;
  }
  return problems;
}

/** How the form names a threshold: 'Threshold 1'. */
export const thresholdLabel = (index: number) => `Threshold ${index + 1}`;
