import { formatHours } from '@timekeep/shared/domain/hour-entry';
import { timeOffReasonLabels } from '@timekeep/shared/domain/time-off-reasons';
import type { TimesheetTimeOffDay } from '@timekeep/shared/schemas/timesheets';

/** A day's time off in words, e.g. "PTO 8.00 h, approved" or "Jury Duty 4.00 h, waiting for approval". */
export function describeTimeOff(timeOff: readonly TimesheetTimeOffDay[]): string {
  return timeOff
    .map(
      (day) =>
        `${timeOffReasonLabels[day.reason]} ${formatHours(day.hours)} h, ${
          day.status === 'approved' ? 'approved' : 'waiting for approval'
        }`,
    )
    .join('; ');
}
