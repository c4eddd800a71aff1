import { describe, expect, it } from 'vitest';
import { changedAfterCloseColumn } from './report-columns';

describe('the Changed After Close column', () => {
  const column = changedAfterCloseColumn<{ changedAfterCloseAt: string | null }>();

  it('shows when a row changed after its period closed, in UTC to the minute, as the download does', () => {
    expect(column.header).toBe('Changed After Close');
    expect(column.cell({ changedAfterCloseAt: '2026-10-20T09:30:41Z' })).toBe('2026-10-20 09:30 UTC');
  });

  it('is blank for a row that never changed after a close', () => {
    expect(column.cell({ changedAfterCloseAt: null })).toBe('');
  });
});
