import { describe, expect, it } from 'vitest';
import { autoCloseCutoff } from './auto-close-periods';

// 2026-01-16 is a Friday: the period of January 1 to 15 ended on Thursday the 15th.
describe('the automatic close cutoff', () => {
  it('is today with no working day to wait', () => {
    expect(autoCloseCutoff('2026-01-16', 0, new Set())).toBe('2026-01-16');
  });

  it('counts back working days from yesterday, past the weekend', () => {
    // On Tuesday the 20th, two working days back are Monday the 19th and Friday the 16th.
    expect(autoCloseCutoff('2026-01-20', 2, new Set())).toBe('2026-01-16');
    // So the period that ended on the 15th (before the 16th) is closed on the 20th, and not on the 19th.
    expect(autoCloseCutoff('2026-01-19', 2, new Set())).toBe('2026-01-15');
  });

  it('skips holidays', () => {
    expect(autoCloseCutoff('2026-01-20', 2, new Set(['2026-01-19']))).toBe('2026-01-15');
  });
});
