import { describe, expect, it } from 'vitest';
import { describeHoursAdjustment } from './hours-adjustment';

describe('describeHoursAdjustment', () => {
  it.each([
    ['7,5', 'Changed to 24: at most 24 hours a day'],
    ['7:30', 'Changed to 24: at most 24 hours a day'],
    ['25', 'Changed to 24: at most 24 hours a day'],
    ['-3', 'Changed to 3: only digits and one decimal point (7.5 for seven and a half hours)'],
    ['1e2', 'Changed to 12: only digits and one decimal point (7.5 for seven and a half hours)'],
    ['x', 'Changed to empty: only digits and one decimal point (7.5 for seven and a half hours)'],
    ['7.555', 'Changed to 7.55: at most 2 decimals'],
  ])('says what became of %s', (typed, message) => {
    expect(describeHoursAdjustment(typed)).toBe(message);
  });

  it.each(['', '7', '7.', '7.5', '24', '0.25', '07'])('says nothing when %s is kept', (typed) => {
    expect(describeHoursAdjustment(typed)).toBeNull();
  });
});
