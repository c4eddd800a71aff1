/**
 * The hour-entry rule (spec section 5): non-digit characters are stripped, at most 2 decimals are kept, the
 * value is clamped to 0..24, and an empty entry counts as 0. Shared so the grid and the server agree.
 */

export const MAX_HOURS_PER_DAY = 24;
export const HOURS_DECIMALS = 2;

/**
 * What the hour field shows while the person types: digits and one decimal point, at most two decimals,
 * never more than 24. A trailing point is kept ("7." on the way to "7.5").
 */
export function sanitizeHoursInput(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const pointAt = kept.indexOf('.');
  const whole = (pointAt === -1 ? kept : kept.slice(0, pointAt)).replace(/^0+(?=\d)/, '');
  const decimals =
    pointAt === -1
      ? null
      : kept
          .slice(pointAt + 1)
          .replace(/\./g, '')
          .slice(0, HOURS_DECIMALS);
  const sanitized = decimals === null ? whole : `${whole}.${decimals}`;
  return Number(sanitized || '0') > MAX_HOURS_PER_DAY ? String(MAX_HOURS_PER_DAY) : sanitized;
}

/** The number an hour field stands for: sanitized, and 0 when empty. */
export function parseHoursInput(text: string): number {
  const sanitized = sanitizeHoursInput(text);
  return sanitized === '' || sanitized === '.' ? 0 : Number(sanitized);
}

/** Hours as exact hundredths, so sums never drift the way floats do. */
export function toHundredths(hours: number): number {
  return Math.round(hours * 100);
}

/** Whether a number is an allowed entry: 0 to 24 with at most two decimals. */
export function isValidHours(hours: number): boolean {
  return (
    Number.isFinite(hours) &&
    hours >= 0 &&
    hours <= MAX_HOURS_PER_DAY &&
    Math.abs(hours * 100 - Math.round(hours * 100)) < 1e-6
  );
}

/** Hours shown with two decimals, as the spec asks. */
export function formatHours(hours: number): string {
  return hours.toFixed(HOURS_DECIMALS);
}
