import { HOURS_DECIMALS, MAX_HOURS_PER_DAY, sanitizeHoursInput } from '@timekeep/shared/domain/hour-entry';

/**
 * What the strip-and-clamp rule did to what was typed, said briefly, or null when it kept it as typed
 * (apart from leading zeros): '7,5' gives "Changed to 24: at most 24 hours a day".
 */
export function describeHoursAdjustment(typed: string): string | null {
  const kept = sanitizeHoursInput(typed);
  const digitsAndPoints = typed.replace(/[^\d.]/g, '');
  const shown = kept === '' ? 'empty' : kept;
  const [whole = '', ...decimalParts] = digitsAndPoints.split('.');
  const unclamped = Number(`${whole || '0'}.${decimalParts.join('').slice(0, HOURS_DECIMALS) || '0'}`);
  if (unclamped > MAX_HOURS_PER_DAY) {
    return `Changed to ${MAX_HOURS_PER_DAY}: at most ${MAX_HOURS_PER_DAY} hours a day`;
  }
  if (digitsAndPoints !== typed || (typed.match(/\./g)?.length ?? 0) > 1) {
    return `Changed to ${shown}: only digits and one decimal point (7.5 for seven and a half hours)`;
  }
  if ((decimalParts[0]?.length ?? 0) > HOURS_DECIMALS) {
    return `Changed to ${shown}: at most ${HOURS_DECIMALS} decimals`;
  }
  return null;
}
