import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TimeOffDetailsInput } from '../schemas/time-off';
import { addDays, isWeekend } from './periods';
import { formatDisplayDate, requestDateBounds } from './time-off-dates';
import {
  checkTimeOffDetails,
  timeOffChangeRefusal,
  timeOffEditProblem,
  timeOffRequestProblems,
} from './time-off-request-rules';

const today = '2026-03-04';
const context = { today, holidays: new Set(['2026-05-25']) };
const multipleDays: TimeOffDetailsInput = {
  reason: 'pto',
  timeframeType: 'multiple_days',
  hoursWorkday: 8,
  includeWeekends: false,
  startDate: '2026-03-09',
  endDate: '2026-03-13',
  hours: null,
  comment: 'Family vacation',
};
const partialDay: TimeOffDetailsInput = {
  ...multipleDays,
  timeframeType: 'partial_day',
  endDate: null,
  hours: 4,
};

const fieldsOf = (details: TimeOffDetailsInput) =>
  timeOffRequestProblems(details, context).map((p) => p.field);

describe('timeOffRequestProblems', () => {
  it('accepts good multiple-day and partial-day details', () => {
    expect(timeOffRequestProblems(multipleDays, context)).toEqual([]);
    expect(timeOffRequestProblems(partialDay, context)).toEqual([]);
  });

  it('requires a comment of at most 200 characters', () => {
    expect(timeOffRequestProblems({ ...multipleDays, comment: '   ' }, context)).toEqual([
      { field: 'comment', message: 'A comment is required.' },
    ]);
    expect(fieldsOf({ ...multipleDays, comment: 'x'.repeat(200) })).toEqual([]);
    expect(fieldsOf({ ...multipleDays, comment: 'x'.repeat(201) })).toEqual(['comment']);
  });

  it('requires dates within the start of last year and the end of next year', () => {
    expect(fieldsOf({ ...multipleDays, startDate: null })).toEqual(['startDate']);
    expect(fieldsOf({ ...multipleDays, startDate: '2024-12-31', endDate: '2024-12-31' })).toEqual([
      'startDate',
      'endDate',
    ]);
    expect(fieldsOf({ ...multipleDays, startDate: '2025-01-02', endDate: '2025-01-02' })).toEqual([]);
    expect(fieldsOf({ ...multipleDays, startDate: '2027-12-31', endDate: '2027-12-31' })).toEqual([]);
    expect(timeOffRequestProblems({ ...partialDay, startDate: '2028-01-03' }, context)[0]?.message).toBe(
      'Choose a start date from Jan 1, 2025 to Dec 31, 2027.',
    );
  });

  it('keeps office closures within this year, as a partial day of 8 hours', () => {
    const closure = { ...partialDay, reason: 'office_closure', hours: 8 } as const;
    expect(fieldsOf(closure)).toEqual([]);
    expect(fieldsOf({ ...closure, startDate: '2027-01-04' })).toEqual(['startDate']);
    expect(fieldsOf({ ...closure, hours: 4 })).toEqual(['hours']);
    expect(fieldsOf({ ...closure, timeframeType: 'multiple_days', endDate: '2026-03-10' })).toEqual([
      'hours',
    ]);
  });

  it('needs the end on or after the start and in the same year', () => {
    expect(fieldsOf({ ...multipleDays, endDate: null })).toEqual(['endDate']);
    expect(fieldsOf({ ...multipleDays, endDate: '2026-03-06' })).toEqual(['endDate']);
    expect(
      timeOffRequestProblems({ ...multipleDays, startDate: '2026-12-28', endDate: '2027-01-05' }, context),
    ).toEqual([{ field: 'endDate', message: 'The start and end dates must be in the same year.' }]);
  });

  it('refuses weekend dates unless weekends are included, and holidays always', () => {
    expect(fieldsOf({ ...multipleDays, startDate: '2026-03-07' })).toEqual(['startDate']);
    expect(fieldsOf({ ...multipleDays, endDate: '2026-03-15' })).toEqual(['endDate']);
    expect(fieldsOf({ ...multipleDays, startDate: '2026-03-07', includeWeekends: true })).toEqual([]);
    expect(fieldsOf({ ...partialDay, startDate: '2026-05-25' })).toEqual(['startDate']);
    expect(fieldsOf({ ...partialDay, startDate: '2026-05-25', includeWeekends: true })).toEqual([
      'startDate',
    ]);
  });

  it('takes partial-day hours in half-hour steps up to the workday', () => {
    expect(fieldsOf({ ...partialDay, hours: 0.5 })).toEqual([]);
    expect(fieldsOf({ ...partialDay, hours: 8 })).toEqual([]);
    expect(fieldsOf({ ...partialDay, hours: 8.5 })).toEqual(['hours']);
    expect(fieldsOf({ ...partialDay, hours: 9.5, hoursWorkday: 10 })).toEqual([]);
    expect(fieldsOf({ ...partialDay, hours: 0.25 })).toEqual(['hours']);
    expect(fieldsOf({ ...partialDay, hours: null })).toEqual(['hours']);
  });

  it('accepts exactly the weekday starts within bounds (property)', () => {
    const bounds = requestDateBounds('pto', today);
    fc.assert(
      fc.property(fc.integer({ min: -500, max: 1100 }), (offset) => {
        const startDate = addDays('2025-01-01', offset);
        const ok =
          timeOffRequestProblems({ ...partialDay, startDate }, { today, holidays: new Set() }).length === 0;
        expect(ok).toBe(startDate >= bounds.minDate && startDate <= bounds.maxDate && !isWeekend(startDate));
      }),
    );
  });
});

describe('checkTimeOffDetails', () => {
  it('counts the hours of multiple days itself and ends a partial day on its start', () => {
    const checked = checkTimeOffDetails({ ...multipleDays, hours: 1 }, context);
    expect(checked).toMatchObject({ ok: true, details: { hours: 40, endDate: '2026-03-13' } });
    const partial = checkTimeOffDetails({ ...partialDay, endDate: '2026-03-20', hours: 2.5 }, context);
    expect(partial).toMatchObject({ ok: true, details: { hours: 2.5, endDate: '2026-03-09' } });
  });

  it('leaves a holiday inside the range out of the count', () => {
    const checked = checkTimeOffDetails(
      { ...multipleDays, startDate: '2026-05-22', endDate: '2026-05-29' },
      context,
    );
    expect(checked).toMatchObject({ ok: true, details: { hours: 40 } });
  });

  it('answers the first problem', () => {
    expect(checkTimeOffDetails({ ...multipleDays, comment: '' }, context)).toEqual({
      ok: false,
      problem: { field: 'comment', message: 'A comment is required.' },
    });
  });
});

describe('timeOffChangeRefusal', () => {
  const upcoming = { status: 'approved', reason: 'pto', startDate: '2026-03-04' } as const;

  it('lets the owner change a request that has not started, today included', () => {
    expect(timeOffChangeRefusal(upcoming, 'edit', today)).toBeNull();
    expect(timeOffChangeRefusal({ ...upcoming, status: 'pending' }, 'delete', today)).toBeNull();
  });

  it('refuses rejected and started requests, and editing office closures', () => {
    expect(timeOffChangeRefusal({ ...upcoming, status: 'rejected' }, 'delete', today)).toBe(
      'A rejected request cannot be changed.',
    );
    expect(timeOffChangeRefusal({ ...upcoming, startDate: '2026-03-03' }, 'delete', today)).toBe(
      'A request that has already started cannot be changed.',
    );
    expect(timeOffChangeRefusal({ ...upcoming, reason: 'office_closure' }, 'edit', today)).not.toBeNull();
    expect(timeOffChangeRefusal({ ...upcoming, reason: 'office_closure' }, 'delete', today)).toBeNull();
  });

  it('keeps an edit from turning a request into an office closure', () => {
    expect(timeOffEditProblem('office_closure')?.field).toBe('reason');
    expect(timeOffEditProblem('jury_duty')).toBeNull();
  });
});

describe('formatDisplayDate', () => {
  it('shows MMM D, YYYY', () => {
    expect(formatDisplayDate('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatDisplayDate('2026-12-31')).toBe('Dec 31, 2026');
  });
});

describe('what the problems say', () => {
  const messageOf = (details: TimeOffDetailsInput, field: string) =>
    timeOffRequestProblems(details, context).find((problem) => problem.field === field)?.message;

  it('names the date that is wrong, start or end, and the expected format', () => {
    expect(messageOf({ ...multipleDays, startDate: '2026-02-30' }, 'startDate')).toBe(
      'Enter a valid start date (MM/DD/YYYY).',
    );
    expect(messageOf({ ...multipleDays, endDate: '2026-02-30' }, 'endDate')).toBe(
      'Enter a valid end date (MM/DD/YYYY).',
    );
  });

  it('asks for nothing about the end date while the start date itself is wrong', () => {
    expect(fieldsOf({ ...multipleDays, startDate: '2026-03-32', endDate: '2026-03-13' })).toEqual([
      'startDate',
    ]);
  });

  it('explains the office-closure shape, the half-hour steps up to the workday, the end before the start and the comment limit', () => {
    expect(messageOf({ ...partialDay, reason: 'office_closure', hours: 4 }, 'hours')).toMatch(
      /partial day of 8 hours/,
    );
    expect(messageOf({ ...partialDay, hours: 0.25, hoursWorkday: 10 }, 'hours')).toMatch(
      /half-hour steps from 0\.5 to 10\./,
    );
    expect(messageOf({ ...multipleDays, endDate: '2026-03-06' }, 'endDate')).toMatch(
      /end date must be on or after the start date/,
    );
    expect(messageOf({ ...multipleDays, comment: 'x'.repeat(201) }, 'comment')).toMatch(
      /at most 200 characters/,
    );
  });

  it('stores the comment without the spaces around it', () => {
    const checked = checkTimeOffDetails({ ...multipleDays, comment: '  Family vacation  ' }, context);
    expect(checked).toMatchObject({ ok: true, details: { comment: 'Family vacation' } });
  });

  it('explains why an office closure is not edited and why a request is not turned into one', () => {
    const closure = { status: 'approved', reason: 'office_closure', startDate: '2026-03-09' } as const;
    expect(timeOffChangeRefusal(closure, 'edit', today)).toMatch(/Delete it and request a new one/);
    expect(timeOffEditProblem('office_closure')?.message).toMatch(/Request a new office closure instead/);
  });
});
