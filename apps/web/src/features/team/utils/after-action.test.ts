import { describe, expect, it } from 'vitest';
import { destinationAfter } from './after-action';

describe('where a lead goes after acting on a timesheet', () => {
  it('returns from an approval or a rejection to Pending when there is no query string', () => {
    expect(destinationAfter('approve', '')).toBe('/team/pending');
    expect(destinationAfter('reject', '?')).toBe('/team/pending');
  });

  it('returns from an approval or a rejection to the team timesheets with the query string', () => {
    expect(destinationAfter('approve', '?startDate=2025-03-01')).toBe(
      '/team/timesheets?startDate=2025-03-01',
    );
    expect(destinationAfter('reject', '?startDate=2025-03-01&approverId=4')).toBe(
      '/team/timesheets?startDate=2025-03-01&approverId=4',
    );
  });

  it('returns from a submit or an unapproval to the team timesheets, keeping any query string', () => {
    expect(destinationAfter('submit', '')).toBe('/team/timesheets');
    expect(destinationAfter('unapprove', '')).toBe('/team/timesheets');
    expect(destinationAfter('submit', '?approverId=4')).toBe('/team/timesheets?approverId=4');
    expect(destinationAfter('unapprove', '?startDate=2025-03-16')).toBe(
      '/team/timesheets?startDate=2025-03-16',
    );
  });
});
