import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWeekend } from './periods';
import {
  dayTotals,
  dropEntriesAfter,
  firstDayOverLimit,
  isDateInsideRow,
  isEditableStatus,
  isSaveable,
  isTimesheetValid,
  rowTotal,
  sortReadOnlyLast,
  timesheetTotal,
  utilizationOf,
  workingDays,
} from './timesheet-rules';

const hundredths = fc.integer({ min: 0, max: 2400 }).map((value) => value / 100);
const date = fc.integer({ min: 1, max: 15 }).map((day) => `2025-03-${String(day).padStart(2, '0')}`);
const row = fc.record({
  timesheetEntries: fc.uniqueArray(fc.record({ date, hours: hundredths }), { selector: (e) => e.date }),
});

describe('totals', () => {
  it('adds hours exactly, without float drift', () => {
    expect(
      rowTotal({
        timesheetEntries: [
          { date: '2025-03-03', hours: 0.1 },
          { date: '2025-03-04', hours: 0.2 },
        ],
      }),
    ).toBe(0.3);
  });

  it('gives the same grand total by rows and by days', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 6 }), (rows) => {
        const byDays = [...dayTotals(rows).values()].reduce((sum, hours) => sum + Math.round(hours * 100), 0);
        expect(Math.round(timesheetTotal(rows) * 100)).toBe(byDays);
      }),
    );
  });

  it('finds the first day over 24 hours exactly when one exists', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 4 }), (rows) => {
        // Summed here in hundredths, independently of the rules' own day totals.
        const hundredthsByDay = new Map<string, number>();
        for (const entry of rows.flatMap((generated) => generated.timesheetEntries)) {
          hundredthsByDay.set(
            entry.date,
            (hundredthsByDay.get(entry.date) ?? 0) + Math.round(entry.hours * 100),
          );
        }
        const overDays = [...hundredthsByDay].filter(([, total]) => total > 2400).map(([day]) => day);
        expect(firstDayOverLimit(rows)).toBe(overDays.sort()[0] ?? null);
      }),
    );
    expect(
      firstDayOverLimit([
        { timesheetEntries: [{ date: '2025-03-05', hours: 16 }] },
        { timesheetEntries: [{ date: '2025-03-05', hours: 8 }] },
      ]),
    ).toBeNull();
    expect(
      firstDayOverLimit([
        { timesheetEntries: [{ date: '2025-03-05', hours: 20 }] },
        { timesheetEntries: [{ date: '2025-03-05', hours: 4.01 }] },
      ]),
    ).toBe('2025-03-05');
  });
});

describe('row dates', () => {
  it('allows dates from the start to the end, and any later date when there is no end', () => {
    const row = { startDate: '2025-03-04', endDate: '2025-03-10' };
    expect(isDateInsideRow(row, '2025-03-03')).toBe(false);
    expect(isDateInsideRow(row, '2025-03-04')).toBe(true);
    expect(isDateInsideRow(row, '2025-03-10')).toBe(true);
    expect(isDateInsideRow(row, '2025-03-11')).toBe(false);
    expect(isDateInsideRow({ startDate: '2025-03-04', endDate: null }, '2030-01-01')).toBe(true);
  });

  it('drops only the entries after a new end date', () => {
    fc.assert(
      fc.property(row, date, (generated, endDate) => {
        const kept = dropEntriesAfter(generated.timesheetEntries, endDate);
        expect(kept.every((entry) => entry.date <= endDate)).toBe(true);
        expect(kept).toHaveLength(generated.timesheetEntries.filter((entry) => entry.date <= endDate).length);
      }),
    );
    expect(dropEntriesAfter([{ date: '2025-03-20' }], null)).toHaveLength(1);
  });
});

describe('validity and saving', () => {
  it('is valid only when every row has a project or an additional project', () => {
    expect(isTimesheetValid([{ resourceId: 1 }, { additionalProjectId: 2 }])).toBe(true);
    expect(isTimesheetValid([{ resourceId: 1 }, { resourceId: null, additionalProjectId: null }])).toBe(
      false,
    );
    expect(isTimesheetValid([])).toBe(true);
  });

  it('is saveable only when edited and neither loading nor saving', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (edited, loading, saving) => {
        expect(isSaveable({ edited, loading, saving })).toBe(edited && !loading && !saving);
      }),
    );
  });

  it('locks pending and approved timesheets', () => {
    expect(isEditableStatus('unsubmitted')).toBe(true);
    expect(isEditableStatus('rejected')).toBe(true);
    expect(isEditableStatus('unapproved')).toBe(true);
    expect(isEditableStatus('pending')).toBe(false);
    expect(isEditableStatus('approved')).toBe(false);
  });
});

describe('sortReadOnlyLast', () => {
  it('puts read-only rows after editable ones and keeps each group in order', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.nat(), readOnly: fc.boolean() })), (rows) => {
        const sorted = sortReadOnlyLast(rows);
        const firstReadOnly = sorted.findIndex((r) => r.readOnly);
        expect(firstReadOnly === -1 || sorted.slice(firstReadOnly).every((r) => r.readOnly)).toBe(true);
        expect(sorted.filter((r) => !r.readOnly)).toEqual(rows.filter((r) => !r.readOnly));
        expect(sorted.filter((r) => r.readOnly)).toEqual(rows.filter((r) => r.readOnly));
      }),
    );
  });
});

describe('workingDays', () => {
  const dates = ['2025-03-06', '2025-03-07', '2025-03-08', '2025-03-09', '2025-03-10'];

  it('counts weekdays that are not holidays from the employment start date', () => {
    expect(workingDays(dates, new Set(['2025-03-10']), '2025-01-01', isWeekend)).toEqual([
      '2025-03-06',
      '2025-03-07',
    ]);
    expect(workingDays(dates, new Set(), '2025-03-07', isWeekend)).toEqual(['2025-03-07', '2025-03-10']);
  });

  it('counts none without an employment start date', () => {
    expect(workingDays(dates, new Set(), null, isWeekend)).toEqual([]);
  });
});

describe('utilizationOf', () => {
  it('is billable hours over capacity', () => {
    expect(utilizationOf(40, 80)).toBe(0.5);
    expect(utilizationOf(88, 80)).toBe(1.1);
  });

  it('is 0 without capacity, whatever was billed', () => {
    expect(utilizationOf(12, 0)).toBe(0);
  });
});

describe('firstDayOverLimit with several days over', () => {
  it('names the earliest day, whatever order the rows hold them in', () => {
    expect(
      firstDayOverLimit([
        { timesheetEntries: [{ date: '2025-03-07', hours: 24.5 }] },
        { timesheetEntries: [{ date: '2025-03-04', hours: 25 }] },
      ]),
    ).toBe('2025-03-04');
  });
});
