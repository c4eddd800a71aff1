import { describe, expect, it } from 'vitest';
import { buildTimeOffRequest } from '../../../test/factories';
import { yearTotalHours } from './year-total';

describe('yearTotalHours', () => {
  it('adds the approved and pending hours of requests starting in the year, once each', () => {
    const pending = buildTimeOffRequest({ startDate: '2026-03-02', hours: 8 }, { id: 1 });
    const requests = [
      pending,
      buildTimeOffRequest({ startDate: '2026-11-30', status: 'approved', hours: 16.5 }, { id: 2 }),
      buildTimeOffRequest({ startDate: '2026-05-04', status: 'rejected', hours: 40 }, { id: 3 }),
      buildTimeOffRequest({ startDate: '2026-06-01', status: 'unapproved', hours: 8 }, { id: 4 }),
      buildTimeOffRequest({ startDate: '2027-01-04', status: 'approved', hours: 24 }, { id: 5 }),
      pending,
    ];
    expect(yearTotalHours(requests, 2026)).toBe(24.5);
    expect(yearTotalHours(requests, 2027)).toBe(24);
    expect(yearTotalHours(requests, 2025)).toBe(0);
  });
});
