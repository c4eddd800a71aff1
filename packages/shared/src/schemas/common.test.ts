import { describe, expect, it } from 'vitest';
import { isoDateSchema } from './common';

describe('isoDateSchema', () => {
  it('takes a calendar date as YYYY-MM-DD', () => {
    expect(isoDateSchema.safeParse('2026-02-28').success).toBe(true);
    expect(isoDateSchema.safeParse('0001-01-01').success).toBe(true);
  });

  it('refuses what is not a date, and the year 0 that the database cannot store', () => {
    for (const text of ['2026-02-30', '2026-2-28', '28/02/2026', '0000-01-01', '0000-02-29']) {
      expect(isoDateSchema.safeParse(text).success, text).toBe(false);
    }
  });
});
