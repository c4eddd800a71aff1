import { describe, expect, it } from 'vitest';
import { balanceForLimitCheck, hoursAndDaysLabel, projectedBalanceText } from './projected-balance';

const projection = {
  type: 'bereavement' as const,
  date: '2027-03-01',
  year: 2027,
  accumulatedHours: 96,
  accruingHours: 16,
  requestedHours: 8,
};

describe('projectedBalanceText', () => {
  it('says the balance on the day in hours and days, and what of it is still to accrue', () => {
    expect(projectedBalanceText(projection)).toBe(
      'Balance on Mar 1, 2027: 96 hours (12 days), of which 16 hours still to accrue',
    );
  });

  it('leaves out the part still to accrue when nothing is', () => {
    expect(projectedBalanceText({ ...projection, accumulatedHours: 8, accruingHours: 0 })).toBe(
      'Balance on Mar 1, 2027: 8 hours (1 day)',
    );
  });

  it('says no balance is set when none is kept', () => {
    expect(projectedBalanceText({ ...projection, accumulatedHours: null, accruingHours: 0 })).toBe(
      'Balance on Mar 1, 2027: no balance set',
    );
  });

  it('words fractions of hours and days', () => {
    expect(hoursAndDaysLabel(6.67)).toBe('6.67 hours (0.83 days)');
    expect(hoursAndDaysLabel(1)).toBe('1 hour (0.13 days)');
  });
});

describe('balanceForLimitCheck', () => {
  const posted = { accumulatedHours: 80, requestedHours: 24 };

  it('counts the projected balance for leave other than PTO', () => {
    expect(balanceForLimitCheck('bereavement', posted, projection)).toEqual({
      accumulatedHours: 96,
      requestedHours: 24,
    });
  });

  it('keeps the posted balance for PTO, and while no projection is known', () => {
    expect(balanceForLimitCheck('pto', posted, projection)).toBe(posted);
    expect(balanceForLimitCheck('bereavement', posted, null)).toBe(posted);
  });
});
