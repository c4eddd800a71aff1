import type { LoggedSpan } from '@timekeep/shared/domain/logged-history';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import { formatHours } from '@timekeep/shared/domain/time-off-duration';

/** An end date as the tables show it: open-ended when there is none. */
export function endDateLabel(endDate: string | null): string {
  return endDate === null ? 'Open-ended' : formatDisplayDate(endDate);
}

/** Hours logged to a role or assignment, and over which dates; 'None' before anyone logged. */
export function loggedLabel(logged: LoggedSpan | null): string {
  if (logged === null) return 'None';
  return `${formatHours(logged.hours)} h, ${formatDisplayDate(logged.firstDate)} to ${formatDisplayDate(logged.lastDate)}`;
}
