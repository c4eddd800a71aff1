import { isIsoDate } from '@timekeep/shared/domain/periods';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';

/** How date fields show and take dates (spec section 9: "date picker input MM/DD/YYYY"). */
export const DATE_FIELD_FORMAT = 'MM/DD/YYYY';

const TYPED_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/;

/**
 * The date a person typed as MM/DD/YYYY, as YYYY-MM-DD; null unless a real date. Leading zeros are optional and
 * a two-digit year is of this century (12/7/26 is 12/07/2026): the app's dates run from 2017.
 */
export function parseTypedDate(text: string): string | null {
  const match = TYPED_DATE.exec(text.trim());
  if (!match) return null;
  const [, month, day, year] = match as unknown as [string, string, string, string];
  const fullYear = year.length === 2 ? `20${year}` : year;
  const date = `${fullYear}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(date) ? date : null;
}

/** What a date field allows besides being a real date. */
export interface DateFieldRules {
  minDate?: string | undefined;
  maxDate?: string | undefined;
  /** Dates that cannot be chosen (greyed out in the calendar). */
  excludeDate?: ((date: string) => boolean) | undefined;
  /** Why an excluded date cannot be chosen; a general sentence when absent. */
  excludedDateMessage?: ((date: string) => string) | undefined;
}

/** The typed date when the field may take it, otherwise why not; an empty field is no problem here. */
export function readTypedDate(
  text: string,
  rules: DateFieldRules,
): { date: string | null; problem: string | null } {
  if (text.trim() === '') return { date: null, problem: null };
  const date = parseTypedDate(text);
  if (!date) return { date: null, problem: `Enter a valid date as ${DATE_FIELD_FORMAT}.` };
  if (rules.minDate && date < rules.minDate) {
    return { date: null, problem: `Choose a date on or after ${formatDisplayDate(rules.minDate)}.` };
  }
  if (rules.maxDate && date > rules.maxDate) {
    return { date: null, problem: `Choose a date on or before ${formatDisplayDate(rules.maxDate)}.` };
  }
  if (rules.excludeDate?.(date)) {
    const problem = rules.excludedDateMessage?.(date) ?? `${formatDisplayDate(date)} cannot be chosen here.`;
    return { date: null, problem };
  }
  return { date, problem: null };
}
