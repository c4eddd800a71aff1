import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, datesBetween } from './periods';
import {
  DUPLICATE_REQUEST_MESSAGE,
  datesTakenByOtherRequests,
  type ExistingRequestRange,
  findDuplicateRequest,
  rangesOverlap,
} from './time-off-duplicates';

const existing: ExistingRequestRange[] = [
  { id: 1, status: 'approved', startDate: '2026-03-02', endDate: '2026-03-04' },
  { id: 2, status: 'rejected', startDate: '2026-03-09', endDate: '2026-03-10' },
  { id: 3, status: 'pending', startDate: '2026-03-16', endDate: '2026-03-16' },
];

const DAY_MS = 86_400_000;
const date = fc
  .integer({ min: Date.UTC(2025, 0, 1) / DAY_MS, max: Date.UTC(2027, 11, 31) / DAY_MS })
  .map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));
const range = fc
  .tuple(date, fc.integer({ min: 0, max: 20 }))
  .map(([start, span]) => ({ startDate: start, endDate: addDays(start, span) }));

describe('findDuplicateRequest', () => {
  it('finds a request sharing any date, edges included', () => {
    expect(findDuplicateRequest({ startDate: '2026-02-27', endDate: '2026-03-02' }, existing)?.id).toBe(1);
    expect(findDuplicateRequest({ startDate: '2026-03-04', endDate: '2026-03-06' }, existing)?.id).toBe(1);
    expect(findDuplicateRequest({ startDate: '2026-03-16', endDate: '2026-03-16' }, existing)?.id).toBe(3);
  });

  it('ignores rejected requests and ranges that only touch', () => {
    expect(
      findDuplicateRequest({ startDate: '2026-03-09', endDate: '2026-03-10' }, existing),
    ).toBeUndefined();
    expect(
      findDuplicateRequest({ startDate: '2026-03-05', endDate: '2026-03-06' }, existing),
    ).toBeUndefined();
  });

  it('leaves the request being edited out, so an unchanged range is no duplicate', () => {
    expect(
      findDuplicateRequest({ startDate: '2026-03-02', endDate: '2026-03-04' }, existing, 1),
    ).toBeUndefined();
    expect(findDuplicateRequest({ startDate: '2026-03-02', endDate: '2026-03-16' }, existing, 1)?.id).toBe(3);
  });

  it('overlap is symmetric and agrees with shared dates (property)', () => {
    fc.assert(
      fc.property(range, range, (a, b) => {
        const shared = datesBetween(a.startDate, a.endDate).some((d) => d >= b.startDate && d <= b.endDate);
        expect(rangesOverlap(a, b)).toBe(shared);
        expect(rangesOverlap(b, a)).toBe(shared);
      }),
    );
  });

  it('a range is a duplicate exactly when it picks a taken date (property)', () => {
    fc.assert(
      fc.property(range, (candidate) => {
        const taken = datesTakenByOtherRequests(existing);
        const picksTaken = datesBetween(candidate.startDate, candidate.endDate).some((d) => taken.has(d));
        expect(findDuplicateRequest(candidate, existing) !== undefined).toBe(picksTaken);
      }),
    );
  });
});

describe('datesTakenByOtherRequests', () => {
  it('holds the dates of requests that are not rejected, except the one being edited', () => {
    expect([...datesTakenByOtherRequests(existing)].sort()).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-16',
    ]);
    expect([...datesTakenByOtherRequests(existing, 3)]).not.toContain('2026-03-16');
  });
});

describe('the duplicate refusal', () => {
  it('reads as the spec words it', () => {
    expect(DUPLICATE_REQUEST_MESSAGE).toBe(
      'There is a time off request that already contains the selected date(s). Please edit the existing request instead.',
    );
  });
});
