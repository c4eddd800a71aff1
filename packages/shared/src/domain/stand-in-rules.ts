import { addDays } from './periods';

/** The longest stand-in range, in days: a holiday or a leave, not a change of lead. */
export const STAND_IN_MAX_DAYS = 92;

/**
 * What is wrong with a stand-in's dates, or null: it may not start before today (UTC), end before it starts,
 * or last longer than `STAND_IN_MAX_DAYS`. The web app's form and the server check the same rule.
 */
export function standInDatesProblem(startDate: string, endDate: string, today: string): string | null {
  if (startDate < today) return 'A stand-in starts today or later.';
  if (endDate < startDate) return 'The last day cannot be before the first.';
  if (endDate > addDays(startDate, STAND_IN_MAX_DAYS - 1)) {
    return `A stand-in lasts at most ${STAND_IN_MAX_DAYS} days.`;
  }
  return null;
}

/** Where a stand-in range is on `today`: not started, running, or over (ended by its dates or early). */
export type StandInState = 'upcoming' | 'active' | 'ended';

export function standInState(
  range: { startDate: string; endDate: string; endedEarly: boolean },
  today: string,
): StandInState {
  if (range.endedEarly || range.endDate < today) return 'ended';
  return range.startDate > today ? 'upcoming' : 'active';
}
