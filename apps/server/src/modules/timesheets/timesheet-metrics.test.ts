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
        timeOff: [],
        rows: [],
      }),
    ).toMatchObject({ capacity: 80, utilization: 0 });
    expect(
      computeTimesheetMetrics({
        period,
        holidayDates: new Set(['2025-03-03']),
        employmentStartDate: '2025-03-10',
        timeOff: [],
        rows: [],
      }).capacity,
    ).toBe(40);
    expect(
      computeTimesheetMetrics({
        period,
        holidayDates: new Set(),
        employmentStartDate: null,
        timeOff: [],
        rows: [],
      }).capacity,
    ).toBe(0);
  });

  it('sums hours exactly and counts only billable engagements as billable', () => {
    const metrics = computeTimesheetMetrics({
      period,
      holidayDates: new Set(),
      employmentStartDate: '2020-01-01',
      timeOff: [],
      rows: [
        { billable: true, timesheetEntries: [{ hours: 0.1 }, { hours: 0.2 }, { hours: 39.7 }] },
        { billable: false, timesheetEntries: [{ hours: 2.25 }] },
      ],
    });
    expect(metrics).toEqual({
      hoursTotal: 42.25,
      hoursWorked: 42.25,
      hoursTimeOff: 0,
      capacity: 80,
      hoursBillable: 40,
      utilization: 0.5,
    });
  });

  it('takes the approved time off out of the capacity and counts it in the total hours, not the pending', () => {
    const request = {
      reason: 'pto',
      timeframeType: 'multiple_days',
      hours: 24,
      hoursWorkday: 8,
      includeWeekends: false,
    } as const;
    const metrics = computeTimesheetMetrics({
      period,
      holidayDates: new Set(),
      employmentStartDate: '2020-01-01',
      timeOff: [
        { ...request, status: 'approved', startDate: '2025-03-03', endDate: '2025-03-05' },
        { ...request, status: 'pending', startDate: '2025-03-10', endDate: '2025-03-12' },
      ],
      rows: [{ billable: true, timesheetEntries: [{ hours: 28 }] }],
    });
    // Issue 39: the approved 24 hours off count in the total, not in the worked or billable hours.
    expect(metrics).toEqual({
      hoursTotal: 52,
      hoursWorked: 28,
      hoursTimeOff: 24,
      capacity: 56,
      hoursBillable: 28,
      utilization: 0.5,
    });
  });
});
