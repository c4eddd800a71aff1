import { describe, expect, it } from 'vitest';
import { reportRangeDays, reportRangeOf, reportRangeProblem } from './report-range';

describe('reportRangeOf', () => {
  it('defaults each missing date to today, or to the current month for the allocation', () => {
    expect(reportRangeOf({}, 'today', '2024-02-10')).toEqual({
      startDate: '2024-02-10',
      endDate: '2024-02-10',
    });
    expect(reportRangeOf({}, 'current-month', '2024-02-10')).toEqual({
      startDate: '2024-02-01',
      endDate: '2024-02-29',
    });
    expect(reportRangeOf({ startDate: '2024-01-05' }, 'today', '2024-02-10')).toEqual({
      startDate: '2024-01-05',
      endDate: '2024-02-10',
    });
    expect(reportRangeOf({ endDate: '2024-03-31' }, 'current-month', '2024-02-10')).toEqual({
      startDate: '2024-02-01',
      endDate: '2024-03-31',
    });
  });
});

describe('the Insights default', () => {
  it('covers the current month and the five before it, up to today, across a year end', () => {
    expect(reportRangeOf({}, 'last-six-months', '2024-08-20')).toEqual({
      startDate: '2024-03-01',
      endDate: '2024-08-20',
    });
    expect(reportRangeOf({}, 'last-six-months', '2024-02-10')).toEqual({
      startDate: '2023-09-01',
      endDate: '2024-02-10',
    });
    expect(reportRangeOf({}, 'last-six-months', '2024-05-31').startDate).toBe('2023-12-01');
  });
});

describe('reportRangeProblem', () => {
  it('accepts a single day and a range of exactly the maximum', () => {
    expect(reportRangeProblem({ startDate: '2024-01-01', endDate: '2024-01-01' }, 1)).toBeNull();
    expect(reportRangeDays({ startDate: '2024-01-01', endDate: '2024-12-31' })).toBe(366);
    expect(reportRangeProblem({ startDate: '2024-01-01', endDate: '2024-12-31' }, 366)).toBeNull();
  });

  it('names endDate when the range is reversed or longer than the maximum', () => {
    expect(reportRangeProblem({ startDate: '2024-02-02', endDate: '2024-02-01' }, 100)).toEqual({
      field: 'endDate',
      message: 'The end date (2024-02-01) must not be before the start date (2024-02-02).',
    });
    expect(reportRangeProblem({ startDate: '2024-01-01', endDate: '2024-12-31' }, 365)).toEqual({
      field: 'endDate',
      message: 'The range from the start date to the end date spans 366 days; a report covers at most 365.',
    });
  });
});
