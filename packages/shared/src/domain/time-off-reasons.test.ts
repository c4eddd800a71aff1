import { describe, expect, it } from 'vitest';
import { timeOffReasonSchema, timeOffStatusSchema } from '../schemas/time-off';
import { timeOffReasonGroups, timeOffReasonLabels, timeOffStatusLabels } from './time-off-reasons';

const reasons = timeOffReasonSchema.options;

/** 'Paid Sick Leave (FFCRA)' -> 'paid_sick_leave_ffcra': the words of a label, as an API value spells them. */
function asApiValue(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z]+/g, '_')
    .replace(/^_|_$/g, '');
}

describe('time-off reason labels', () => {
  it('names every reason of the API with its own words, readably written', () => {
    for (const reason of reasons) expect(asApiValue(timeOffReasonLabels[reason])).toBe(reason);
  });

  it('gives each reason a different label', () => {
    const labels = reasons.map((reason) => timeOffReasonLabels[reason]);
    expect(new Set(labels).size).toBe(reasons.length);
  });

  it('writes office closures as the spec quotes them in the balance message', () => {
    expect(timeOffReasonLabels.office_closure).toBe('Office Closure');
  });
});

describe('time-off reason groups', () => {
  it('offers every reason exactly once', () => {
    const offered = timeOffReasonGroups.flatMap((group) => group.reasons);
    expect([...offered].sort()).toEqual([...reasons].sort());
  });

  it('starts with the spec Flex PTO group, then the FFCRA leave types with unpaid time off', () => {
    const [flex, ffcra, other] = timeOffReasonGroups;
    expect(flex).toEqual({
      label: 'Flex PTO',
      reasons: ['pto', 'office_closure', 'bereavement', 'jury_duty'],
    });
    expect([...(ffcra?.reasons ?? [])].sort()).toEqual(
      ['expanded_fmla_ffcra', 'paid_sick_leave_ffcra', 'unpaid_time_off'].sort(),
    );
    expect(other?.reasons).toHaveLength(5);
  });

  it('names each group differently, and never leaves a name empty', () => {
    const labels = timeOffReasonGroups.map((group) => group.label);
    for (const label of labels) expect(label.trim()).not.toBe('');
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('time-off status labels', () => {
  it('shows a pending request as the spec words it', () => {
    expect(timeOffStatusLabels.pending).toBe('Waiting for Approval');
  });

  it('names the other statuses after themselves, each differently', () => {
    for (const status of timeOffStatusSchema.options.filter((status) => status !== 'pending')) {
      expect(asApiValue(timeOffStatusLabels[status])).toBe(status);
    }
    expect(new Set(Object.values(timeOffStatusLabels)).size).toBe(timeOffStatusSchema.options.length);
  });
});
