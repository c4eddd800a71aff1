import { describe, expect, it } from 'vitest';
import { computeTimesheetMetrics } from './timesheet-metrics';

// 2025-03-01 is a Saturday: the first half of March 2025 has 10 weekdays.
const period = { startDate: '2025-03-01', endDate: '2025-03-15' };

describe('computeTimesheetMetrics', () => {
  it('counts 8 hours per weekday that is not a holiday, from the employment start date', () => {
    expect(
      computeTimesheetMetrics({
        period,
        holidayDates: new Set(),
        employmentStartDate: '2020-01-01',
        rows: [],
      }),
    ).toMatchObject({ capacity: 80, utilization: 0 });
    expect(
      computeTimesheetMetrics({
        period,
        holidayDates: new Set(['2025-03-03']),
        employmentStartDate: '2025-03-10',
        rows: [],
      }).capacity,
    ).toBe(40);
    expect(
      computeTimesheetMetrics({ period, holidayDates: new Set(), employmentStartDate: null, rows: [] })
        .capacity,
    ).toBe(0);
  });

  it('sums hours exactly and counts only billable engagements as billable', () => {
    const metrics = computeTimesheetMetrics({
      period,
      holidayDates: new Set(),
      employmentStartDate: '2020-01-01',
      rows: [
        { billable: true, timesheetEntries: [{ hours: 0.1 }, { hours: 0.2 }, { hours: 39.7 }] },
        { billable: false, timesheetEntries: [{ hours: 2.25 }] },
      ],
    });
    expect(metrics).toEqual({ hoursTotal: 42.25, capacity: 80, hoursBillable: 40, utilization: 0.5 });
  });
});
