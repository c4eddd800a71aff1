import { describe, expect, it } from 'vitest';
import { describeOnBehalfChanges, onBehalfChanges } from './on-behalf-changes';
import type { StoredRow } from './timesheets.queries';

function saved(
  id: number,
  key: { resourceId?: number; additionalProjectId?: number },
  entries: [string, string, string | null][],
  state: StoredRow['state'] = 'open',
): StoredRow {
  return {
    id,
    timesheetId: 1,
    position: id,
    state,
    resourceId: key.resourceId ?? null,
    additionalProjectId: key.additionalProjectId ?? null,
    engagementId: null,
    engagementName: null,
    projectCode: null,
    billable: null,
    roleName: null,
    clientName: null,
    additionalProjectName: null,
    startDate: null,
    budget: null,
    endDate: null,
    entries: entries.map(([date, hours, note], index) => ({ id: index, date, hours, note })),
  };
}

const sent = (
  key: { resourceId?: number; additionalProjectId?: number },
  entries: [string, string, string | null][],
) => ({
  resourceId: key.resourceId ?? null,
  additionalProjectId: key.additionalProjectId ?? null,
  entries: entries.map(([date, hours, note]) => ({ date, hours, note })),
});

const rows = [
  saved(1, { resourceId: 7 }, [
    ['2026-11-02', '8.00', 'Workshop'],
    ['2026-11-03', '4.50', null],
  ]),
  saved(2, { additionalProjectId: 3 }, [['2026-11-04', '2.00', null]]),
];

describe('what a submission on the owner’s behalf changed', () => {
  it('finds nothing when the rows are as saved, whatever their order, ids or empty entries', () => {
    expect(
      onBehalfChanges(rows, [
        sent({ additionalProjectId: 3 }, [['2026-11-04', '2.00', null]]),
        sent({ resourceId: 7 }, [
          ['2026-11-03', '4.50', null],
          ['2026-11-05', '0.00', null],
          ['2026-11-02', '8.00', 'Workshop'],
        ]),
      ]),
    ).toEqual([]);
  });

  it('names each project added, removed or changed, in hours', () => {
    const changes = onBehalfChanges(rows, [
      sent({ resourceId: 7 }, [['2026-11-02', '12.00', 'Workshop']]),
      sent({ resourceId: 9 }, [['2026-11-06', '8.00', null]]),
    ]);
    expect(changes).toEqual([
      { key: 'resource:7', before: 1250, after: 1200 },
      { key: 'project:3', before: 200, after: null },
      { key: 'resource:9', before: null, after: 800 },
    ]);
    const labels: Record<string, string> = {
      'resource:7': 'Portal, Developer',
      'project:3': 'Training',
      'resource:9': 'Audit, Analyst',
    };
    expect(describeOnBehalfChanges(changes, (key) => labels[key]!)).toBe(
      'Changed by the lead: Portal, Developer: 12.50 h → 12.00 h; Training removed (2.00 h); Audit, Analyst added (8.00 h).',
    );
  });

  it('sees a note or a day moved with the same hours, and leaves closed rows out', () => {
    const changes = onBehalfChanges(
      [...rows, saved(3, { resourceId: 11 }, [['2026-11-02', '1.00', null]], 'closed')],
      [
        sent({ resourceId: 7 }, [
          ['2026-11-02', '8.00', 'Workshop, day 2'],
          ['2026-11-03', '4.50', null],
        ]),
        sent({ additionalProjectId: 3 }, [['2026-11-05', '2.00', null]]),
      ],
    );
    expect(changes).toEqual([
      { key: 'resource:7', before: 1250, after: 1250 },
      { key: 'project:3', before: 200, after: 200 },
    ]);
    expect(describeOnBehalfChanges(changes.slice(0, 1), () => 'Portal, Developer')).toBe(
      'Changed by the lead: Portal, Developer: notes or days changed.',
    );
  });
});
