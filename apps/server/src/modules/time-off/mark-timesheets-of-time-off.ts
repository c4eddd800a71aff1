import type { TimeOffStatus } from '@timekeep/shared/schemas/time-off';
import { recordNotifications } from '../../core/notifications/record-notifications';
import {
  type NotificationActor,
  timeOffChangedNotifications,
} from '../../core/notifications/workflow-notifications';
import type { Executor } from '../../db/client';
import { type ChangedTimeOffSpan, markTimesheetsOfChangedTimeOff } from './timesheet-marks.queries';

/** A request as it was before a change and as it is after (none after a delete). */
export interface TimeOffChange {
  personId: number;
  before: { status: TimeOffStatus; startDate: string; endDate: string };
  after: { status: TimeOffStatus; startDate: string; endDate: string } | null;
}

/**
 * The days whose approved time off a change moves: the dates before when the request was approved, the dates
 * after when it is approved now. A pending or rejected request changing stays pending or rejected: no locked
 * row moves, so nothing is marked.
 */
export function spansOfTimeOffChange(change: TimeOffChange): ChangedTimeOffSpan[] {
  const states = [change.before, change.after].filter(
    (state): state is NonNullable<typeof state> => state !== null,
  );
  return states
    .filter((state) => state.status === 'approved')
    .map((state) => ({ personId: change.personId, startDate: state.startDate, endDate: state.endDate }));
}

/**
 * In the change's transaction: marks the submitted or approved timesheets whose days' approved time off the
 * changes moved (one statement), and tells each one's owner and lead (one insert, with its emails). The rows
 * themselves are read live, so they follow without a write.
 */
export async function markTimesheetsOfTimeOff(
  executor: Executor,
  actor: NotificationActor,
  changes: readonly TimeOffChange[],
): Promise<void> {
  const marked = await markTimesheetsOfChangedTimeOff(executor, changes.flatMap(spansOfTimeOffChange));
  await recordNotifications(
    executor,
    timeOffChangedNotifications(
      actor,
      marked.map((timesheet) => ({
        timesheetId: timesheet.timesheetId,
        owner: {
          id: timesheet.ownerId,
          firstName: timesheet.ownerFirstName,
          lastName: timesheet.ownerLastName,
        },
        period: { startDate: timesheet.periodStartDate, endDate: timesheet.periodEndDate },
      })),
    ),
  );
}
