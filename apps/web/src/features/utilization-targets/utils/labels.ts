import type { UtilizationTargetSource } from '@timekeep/shared/schemas/utilization-targets';

/** A target in whole percent as the screens write it: '80%', or '—' for none. */
export const targetText = (target: number | null) => (target === null ? '—' : `${target}%`);

/** Where a person's effective target comes from, as a phrase after it. */
export const sourceLabels: Record<UtilizationTargetSource, string> = {
  own: 'their own',
  job_title: 'the default of their job title',
  department: 'the default of their department',
  none: 'no target set',
};
