import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHours, isValidHours, parseHoursInput, sanitizeHoursInput, toHundredths } from './hour-entry';

const SANITIZED = /^\d*(\.\d{0,2})?$/;

describe('sanitizeHoursInput', () => {
  it.each([
    ['7.5', '7.5'],
    ['7.', '7.'],
    ['', ''],
    ['abc', ''],
    ['1a2', '12'],
    ['8.125', '8.12'],
    ['1.2.3', '1.23'],
    ['25', '24'],
    // Only leading zeros go: a zero inside the number is kept, so 105 is above 24.
    ['105', '24'],
    ['24.01', '24'],
    ['-3', '3'],
    ['007', '7'],
    ['0.5', '0.5'],
    ['24.', '24.'],
    ['24.00', '24.00'],
  ])('turns %j into %j', (input, expected) => {
    expect(sanitizeHoursInput(input)).toBe(expected);
  });

  it('always yields digits with at most one point and two decimals, worth 0 to 24', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const sanitized = sanitizeHoursInput(text);
        expect(sanitized).toMatch(SANITIZED);
        const value = parseHoursInput(text);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(24);
        expect(isValidHours(value)).toBe(true);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = sanitizeHoursInput(text);
        expect(sanitizeHoursInput(once)).toBe(once);
      }),
    );
  });

  it('keeps every valid entry as it is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2400 }), (hundredths) => {
        const text = (hundredths / 100).toString();
        expect(sanitizeHoursInput(text)).toBe(text);
        expect(parseHoursInput(text)).toBe(hundredths / 100);
      }),
    );
  });

  it('clamps anything above 24 to 24', () => {
    fc.assert(
      fc.property(fc.integer({ min: 25, max: 1_000_000 }), (hours) => {
        expect(parseHoursInput(String(hours))).toBe(24);
      }),
    );
  });
});

describe('parseHoursInput', () => {
  it('counts an empty entry as 0', () => {
    expect(parseHoursInput('')).toBe(0);
    expect(parseHoursInput('.')).toBe(0);
  });
});

describe('isValidHours', () => {
  it('accepts 0 to 24 with two decimals and refuses the rest', () => {
    expect(isValidHours(0)).toBe(true);
    expect(isValidHours(24)).toBe(true);
    expect(isValidHours(7.25)).toBe(true);
    expect(isValidHours(0.1 + 0.2)).toBe(true);
    expect(isValidHours(7.125)).toBe(false);
    expect(isValidHours(-0.5)).toBe(false);
    expect(isValidHours(24.01)).toBe(false);
    expect(isValidHours(Number.NaN)).toBe(false);
  });
});

describe('isValidHours tolerance', () => {
  it('forgives float noise under a millionth of a hundredth, and refuses a millionth of a hundredth', () => {
    expect(isValidHours(1e-8)).toBe(false);
    expect(isValidHours(7.00000001)).toBe(true);
  });
});

describe('toHundredths and formatHours', () => {
  it('counts hours as whole hundredths, so sums do not drift', () => {
    expect(toHundredths(0.1) + toHundredths(0.2)).toBe(toHundredths(0.3));
    expect(toHundredths(7.25)).toBe(725);
  });

  it('shows hours with two decimals', () => {
    expect(formatHours(8)).toBe('8.00');
    expect(formatHours(7.5)).toBe('7.50');
  });
});
