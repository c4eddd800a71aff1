import type { CheckedTimeOffDetails } from '@timekeep/shared/domain/time-off-request-rules';
import type { TimeOffStatus } from '@timekeep/shared/schemas/time-off';
import type { TimeOffRequestRow } from './time-off.queries';

/** A request as the audit log keeps it before and after a change: whose, its status and its current details. */
export function timeOffAuditView(row: TimeOffRequestRow) {
  return {
    personId: row.personId,
    status: row.status,
    version: row.version,
    reason: row.reason,
    timeframeType: row.timeframeType,
    startDate: row.startDate,
    endDate: row.endDate,
    hours: Number(row.hours),
    hoursWorkday: row.hoursWorkday,
    includeWeekends: row.includeWeekends,
    comment: row.comment,
    managerComment: row.managerComment,
  };
}

/** The same view of details just written (a new or edited request waits for an answer). */
export function writtenTimeOffAuditView(
  personId: number,
  version: number,
  details: CheckedTimeOffDetails,
  status: TimeOffStatus = 'pending',
) {
  return { personId, status, version, ...details, managerComment: null };
}
