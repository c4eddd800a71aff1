import { describe, expect, it } from 'vitest';
import { buildTimeOffRequest } from '../../../test/factories';
import {
  editRequestValues,
  excludedDateReason,
  newRequestValues,
  requestFormProblems,
  toDetailsInput,
  withHoursWorkday,
  withReason,
  withTimeframeType,
} from './request-form';

const blank = newRequestValues({ hoursWorkday: 10, includeWeekends: true });

describe('request form rules', () => {
  it('starts from the stored workday and weekend preferences', () => {
    expect(blank).toMatchObject({ hoursWorkday: 10, includeWeekends: true, timeframeType: 'multiple_days' });
    expect(newRequestValues({ hoursWorkday: 9, includeWeekends: false }).hoursWorkday).toBe(8);
  });

  it('forces an office closure to a partial day of 8 hours', () => {
    const values = withReason({ ...blank, endDate: '2026-03-06' }, 'office_closure');
    expect(values).toMatchObject({ timeframeType: 'partial_day', hours: 8, endDate: null });
    expect(withReason(blank, 'jury_duty')).toEqual({ ...blank, reason: 'jury_duty' });
  });

  it('clears the end date and hours when the duration type changes', () => {
    const values = { ...blank, startDate: '2026-03-02', endDate: '2026-03-06', hours: 4 };
    expect(withTimeframeType(values, 'partial_day')).toMatchObject({
      startDate: '2026-03-02',
      endDate: null,
      hours: null,
    });
    expect(withTimeframeType(values, 'multiple_days')).toBe(values);
  });

  it('drops partial-day hours beyond a shorter workday', () => {
    const values = { ...blank, timeframeType: 'partial_day' as const, hours: 9.5 };
    expect(withHoursWorkday(values, 8).hours).toBeNull();
    expect(withHoursWorkday(values, 12).hours).toBe(9.5);
  });

  it('sends a partial day ending on its start and no hours for multiple days', () => {
    const partial = {
      ...blank,
      reason: 'pto' as const,
      timeframeType: 'partial_day' as const,
      startDate: '2026-03-02',
      hours: 2,
    };
    expect(toDetailsInput(partial)).toMatchObject({ endDate: '2026-03-02', hours: 2 });
    const days = {
      ...blank,
      reason: 'pto' as const,
      startDate: '2026-03-02',
      endDate: '2026-03-04',
      hours: 3,
    };
    expect(toDetailsInput(days)).toMatchObject({ endDate: '2026-03-04', hours: null });
    expect(toDetailsInput(blank)).toBeNull();
  });

  it('fills the form from a request being edited, approval unchecked', () => {
    const values = editRequestValues(
      buildTimeOffRequest(
        {
          status: 'approved',
          startDate: '2026-03-02',
          hours: 3.5,
          managerName: 'Morgan Manager',
        },
        { id: 7 },
      ),
    );
    expect(values).toMatchObject({ reason: 'pto', hours: 3.5, endDate: null, approvalConfirmed: false });
  });
});

describe('excluded date reasons', () => {
  const excluded = { holidays: new Set(['2026-12-25']), takenDates: new Set(['2026-12-24']) };

  it('names a holiday', () => {
    expect(excludedDateReason('2026-12-25', excluded)).toBe('Dec 25, 2026 is a company holiday.');
  });

  it('gives the duplicate message for a date another request holds', () => {
    expect(excludedDateReason('2026-12-24', excluded)).toBe(
      'There is a time off request that already contains the selected date(s). Please edit the existing request instead.',
    );
  });

  it('points to Include Weekends for a weekend day', () => {
    expect(excludedDateReason('2026-12-26', excluded)).toBe(
      'Dec 26, 2026 is a weekend day: check Include Weekends to request it.',
    );
  });

  it('finds every problem of an empty form at once, the reason among them', () => {
    const problems = requestFormProblems(blank, { today: '2026-03-02', holidays: new Set() });
    expect(problems.map((problem) => problem.field)).toEqual(['reason', 'startDate', 'endDate', 'comment']);
  });

  it('checks no reason once one is chosen', () => {
    const problems = requestFormProblems(withReason(blank, 'pto'), {
      today: '2026-03-02',
      holidays: new Set(),
    });
    expect(problems.map((problem) => problem.field)).toEqual(['startDate', 'endDate', 'comment']);
  });
});
