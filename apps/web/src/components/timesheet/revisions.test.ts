import type { TimesheetStatusRevision } from '@timekeep/shared/schemas/timesheets';
import { describe, expect, it } from 'vitest';
import { panelRevisions } from './revisions';

const revision = (id: number, note: string | null): TimesheetStatusRevision => ({
  id,
  status: 'pending',
  note,
  createdAt: `2026-11-0${id}T10:00:00.000Z`,
  spudUser: { name: 'Emily Carter' },
});

describe('panelRevisions', () => {
  it('lists the history newest first and the comments as the revisions with a note', () => {
    const { history, comments } = panelRevisions([
      revision(1, null),
      revision(2, 'Fix Monday'),
      revision(3, ''),
    ]);
    expect(history.map((item) => item.id)).toEqual([3, 2, 1]);
    expect(comments.map((item) => item.id)).toEqual([2]);
  });

  it('has nothing to list before the history arrives', () => {
    expect(panelRevisions(undefined)).toEqual({ history: [], comments: [] });
  });
});
