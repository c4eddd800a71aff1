import { describe, expect, it } from 'vitest';
import { periodLabel } from './period-label';

describe('period label', () => {
  it('reads DD MMM within the current year', () => {
    expect(periodLabel({ startDate: '2025-03-01', endDate: '2025-03-15' }, '2025-06-02')).toBe(
      '01 Mar - 15 Mar',
    );
  });

  it('adds the year when it differs from the current year', () => {
    expect(periodLabel({ startDate: '2024-12-16', endDate: '2024-12-31' }, '2025-01-02')).toBe(
      '16 Dec 2024 - 31 Dec 2024',
    );
  });
});
