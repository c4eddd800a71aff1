import { addDays } from '@timekeep/shared/domain/periods';
import { countedDates, formatHours } from '@timekeep/shared/domain/time-off-duration';
import { timeOffReasonLabels } from '@timekeep/shared/domain/time-off-reasons';
import type { TimeframeType, TimeOffReason } from '@timekeep/shared/schemas/time-off';
import ical from 'ical-generator';

export interface ApprovedAbsence {
  requestId: number;
  /** Whose absence, in a team's feed; null in a person's own. */
  personName: string | null;
  reason: TimeOffReason;
  timeframeType: TimeframeType;
  startDate: string;
  endDate: string;
  hours: number;
  includeWeekends: boolean;
  /** The person's holidays within the absence (the company's and their office's, issue 39). */
  holidays: ReadonlySet<string>;
}

/** A calendar is read by whoever it is shared with: PTO and office closures by name, other leave only as away. */
export function absenceTitle(reason: TimeOffReason): string {
  return reason === 'pto' || reason === 'office_closure' ? timeOffReasonLabels[reason] : 'Out of office';
}

/**
 * The days an absence takes, as runs of consecutive days (first and last, inclusive): a partial day is its
 * date; multiple days are the counted days of the range (weekends only when included, never holidays), so a
 * week off around a holiday is two runs.
 */
export function absenceDayRuns(
  absence: Pick<ApprovedAbsence, 'timeframeType' | 'startDate' | 'endDate' | 'includeWeekends' | 'holidays'>,
): { first: string; last: string }[] {
  if (absence.timeframeType === 'partial_day') return [{ first: absence.startDate, last: absence.startDate }];
  const runs: { first: string; last: string }[] = [];
  for (const date of countedDates(absence.startDate, absence.endDate, {
    includeWeekends: absence.includeWeekends,
    holidays: absence.holidays,
  })) {
    const run = runs.at(-1);
    if (run && addDays(run.last, 1) === date) run.last = date;
    else runs.push({ first: date, last: date });
  }
  return runs;
}

function summaryOf(absence: ApprovedAbsence): string {
  const title = absenceTitle(absence.reason);
  const what = absence.timeframeType === 'partial_day' ? `${title} (${formatHours(absence.hours)} h)` : title;
  return absence.personName ? `${absence.personName}: ${what}` : what;
}

/** The feed as iCalendar text: one all-day event per run of days, with ids that stay put across fetches. */
export function absenceCalendar(name: string, absences: ApprovedAbsence[], now: Date): string {
  const calendar = ical({
    name,
    prodId: { company: 'Timekeep', product: 'Absences', language: 'EN' },
    ttl: 3600,
  });
  for (const absence of absences) {
    absenceDayRuns(absence).forEach((run, index) => {
      calendar.createEvent({
        id: `time-off-${absence.requestId}-${index}@timekeep`,
        allDay: true,
        start: run.first,
        end: addDays(run.last, 1),
        summary: summaryOf(absence),
        stamp: now,
      });
    });
  }
  return calendar.toString();
}
