import { describe, expect, it } from 'vitest';
import { type RowCheckContext, timesheetRowProblems } from './timesheet-row-checks';

const context: RowCheckContext = {
  period: { startDate: '2025-03-01', endDate: '2025-03-15' },
  roleDates: new Map([
    [50, { startDate: '2025-01-01', endDate: null }],
    [51, { startDate: '2025-03-05', endDate: '2025-03-10' }],
  ]),
  additionalProjectDates: new Map([[3, { startDate: '2020-01-01', endDate: null }]]),
  openRowIds: new Set([7, 8]),
  closedRowEntries: [{ date: '2025-03-03', hours: 6 }],
};

const fields = (rows: Parameters<typeof timesheetRowProblems>[0]) =>
  timesheetRowProblems(rows, context).map((problem) => problem.field);

describe('timesheet row checks', () => {
  it('finds nothing wrong with rows the person may log', () => {
    expect(
      timesheetRowProblems(
        [
          { id: 7, resourceId: 50, timesheetEntries: [{ date: '2025-03-03', hours: 8 }] },
          { resourceId: 51, timesheetEntries: [{ date: '2025-03-05', hours: 2 }] },
          { additionalProjectId: 3, timesheetEntries: [{ date: '2025-03-15', hours: 1 }] },
        ],
        context,
      ),
    ).toEqual([]);
  });

  it('names a row id that is not an open row, or sent twice', () => {
    expect(fields([{ id: 99, resourceId: 50, timesheetEntries: [] }])).toEqual(['timesheetRows.0.id']);
    expect(
      fields([
        { id: 7, resourceId: 50, timesheetEntries: [] },
        { id: 7, additionalProjectId: 3, timesheetEntries: [] },
      ]),
    ).toEqual(['timesheetRows.1.id']);
  });

  it('names a project the person is not assigned to in the period', () => {
    expect(fields([{ resourceId: 52, timesheetEntries: [] }])).toEqual(['timesheetRows.0.resourceId']);
    expect(fields([{ additionalProjectId: 4, timesheetEntries: [] }])).toEqual([
      'timesheetRows.0.additionalProjectId',
    ]);
  });

  it('names entry dates twice over, outside the period, or outside the project’s start and end', () => {
    const problems = timesheetRowProblems(
      [
        {
          resourceId: 51,
          timesheetEntries: [
            { date: '2025-03-06', hours: 1 },
            { date: '2025-03-06', hours: 1 },
            { date: '2025-03-16', hours: 1 },
            { date: '2025-03-04', hours: 1 },
            { date: '2025-03-11', hours: 1 },
          ],
        },
      ],
      context,
    );
    expect(problems).toEqual([
      {
        field: 'timesheetRows.0.timesheetEntries.1.date',
        message: 'timesheetRows.0.timesheetEntries.1.date: the date appears twice.',
      },
      {
        field: 'timesheetRows.0.timesheetEntries.2.date',
        message: 'timesheetRows.0.timesheetEntries.2.date: 2025-03-16 is outside the period.',
      },
      {
        field: 'timesheetRows.0.timesheetEntries.3.date',
        message: "timesheetRows.0.timesheetEntries.3.date: 2025-03-04 is outside the project's dates.",
      },
      {
        field: 'timesheetRows.0.timesheetEntries.4.date',
        message: "timesheetRows.0.timesheetEntries.4.date: 2025-03-11 is outside the project's dates.",
      },
    ]);
  });

  it('names a day over 24 hours across rows, counting closed rows, after the rows’ own problems', () => {
    expect(
      timesheetRowProblems(
        [
          { resourceId: 50, timesheetEntries: [{ date: '2025-03-03', hours: 10 }] },
          { additionalProjectId: 3, timesheetEntries: [{ date: '2025-03-03', hours: 8.01 }] },
        ],
        context,
      ),
    ).toEqual([{ field: 'timesheetRows', message: 'timesheetRows: more than 24 hours on 2025-03-03.' }]);
    expect(fields([{ resourceId: 50, timesheetEntries: [{ date: '2025-03-03', hours: 18 }] }])).toEqual([]);
  });
});

describe('timesheet row checks at the edges of the period', () => {
  it('accepts entries on the first and last day of the period, and refuses the days just outside', () => {
    const entries = ['2025-02-28', '2025-03-01', '2025-03-15', '2025-03-16'].map((date) => ({
      date,
      hours: 1,
    }));
    expect(timesheetRowProblems([{ resourceId: 50, timesheetEntries: entries }], context)).toEqual([
      {
        field: 'timesheetRows.0.timesheetEntries.0.date',
        message: 'timesheetRows.0.timesheetEntries.0.date: 2025-02-28 is outside the period.',
      },
      {
        field: 'timesheetRows.0.timesheetEntries.3.date',
        message: 'timesheetRows.0.timesheetEntries.3.date: 2025-03-16 is outside the period.',
      },
    ]);
  });

  it('says which row id and which project it refuses', () => {
    const [wrongId, wrongProject] = timesheetRowProblems(
      [{ id: 99, resourceId: 52, timesheetEntries: [] }],
      context,
    );
    expect(wrongId?.message).toMatch(/: 99 is not an open row/);
    expect(wrongProject?.message).toMatch(/: not a project assigned to you/);
  });
});
