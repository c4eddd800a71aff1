import { describe, expect, it } from 'vitest';
import { balanceCapLabel, carryOverLabel, defaultForLabel, stepsLabel } from './policy-labels';

describe('policy labels', () => {
  it('words the rate steps by tenure, starting rate first', () => {
    expect(
      stepsLabel([
        { afterYears: 3, daysPerYear: 20 },
        { afterYears: 0, daysPerYear: 15 },
      ]),
    ).toBe('15 days/yr, 20 after 3 yrs');
    expect(
      stepsLabel([
        { afterYears: 0, daysPerYear: 1 },
        { afterYears: 1, daysPerYear: 2.5 },
      ]),
    ).toBe('1 day/yr, 2.5 after 1 yr');
  });

  it('words the caps, the carry-over and its expiry', () => {
    expect(balanceCapLabel({ balanceCapDays: null })).toBe('No cap');
    expect(balanceCapLabel({ balanceCapDays: 30 })).toBe('At most 30 days');
    expect(carryOverLabel({ carryOverCapDays: 5, carryOverExpiresOn: '03-31' })).toBe(
      'Up to 5 days, expires after Mar 31',
    );
    expect(carryOverLabel({ carryOverCapDays: null, carryOverExpiresOn: null })).toBe('All, never expires');
    expect(carryOverLabel({ carryOverCapDays: 0, carryOverExpiresOn: null })).toBe('None');
  });

  it('says whom the policy applies to by default', () => {
    expect(defaultForLabel({ defaultForEmployees: true, defaultForContractors: false })).toBe('Employees');
    expect(defaultForLabel({ defaultForEmployees: false, defaultForContractors: false })).toBe('No one');
  });
});
