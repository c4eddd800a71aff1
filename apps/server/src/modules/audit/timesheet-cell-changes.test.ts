import { describe, expect, it } from 'vitest';
import { timesheetCellChanges } from './timesheet-cell-changes';

const row = (
  resourceId: number,
  entries: { date: string; hours: number | string; note: string | null }[],
) => ({
  resourceId,
  additionalProjectId: null,
  entries,
});

describe('timesheetCellChanges', () => {
  it('adds up two rows of one project, so moving hours between them changes nothing', () => {
    const before = { rows: [row(4, [{ date: '2026-11-16', hours: '8.00', note: null }])] };
    const after = {
      rows: [
        row(4, [{ date: '2026-11-16', hours: 5, note: null }]),
        row(4, [{ date: '2026-11-16', hours: 3, note: null }]),
      ],
    };
    expect(timesheetCellChanges(before, after)).toEqual([]);
  });

  it('finds a note changed on hours that did not, and a note kept on a day emptied of hours', () => {
    const before = {
      rows: [
        row(4, [
          { date: '2026-11-16', hours: 8, note: 'Kick-off' },
          { date: '2026-11-17', hours: 2, note: 'Call' },
        ]),
      ],
    };
    const after = {
      rows: [
        row(4, [
          { date: '2026-11-16', hours: 8, note: 'Kick-off call' },
          { date: '2026-11-17', hours: 0, note: 'Call' },
        ]),
      ],
    };
    expect(timesheetCellChanges(before, after)).toEqual([
      {
        date: '2026-11-16',
        projectKey: 'resource:4',
        before: { hours: 8, note: 'Kick-off' },
        after: { hours: 8, note: 'Kick-off call' },
      },
      {
        date: '2026-11-17',
        projectKey: 'resource:4',
        before: { hours: 2, note: 'Call' },
        after: { hours: 0, note: 'Call' },
      },
    ]);
  });

  it('compares nothing for a write that did not replace the rows', () => {
    expect(timesheetCellChanges({ status: 'unsubmitted' }, { status: 'pending' })).toBeNull();
  });
});
