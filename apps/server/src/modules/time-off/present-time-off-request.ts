import { fullName } from '@timekeep/shared/domain/person-names';
import type { TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import type { PolicyActor } from '../../core/team-scope/team-scope';
import { can } from './time-off.policy';
import type { TimeOffRequestRow } from './time-off.queries';

/** A request as the API answers it, with what the caller may do with it. Pure. */
export function presentTimeOffRequest(row: TimeOffRequestRow, actor: PolicyActor): TimeOffRequest {
  return {
    id: row.id,
    version: row.version,
    spudUserId: row.personId,
    employeeName: fullName({ firstName: row.employeeFirstName, lastName: row.employeeLastName }),
    mostRecentDetail: {
      reason: row.reason,
      status: row.status,
      timeframeType: row.timeframeType,
      startDate: row.startDate,
      endDate: row.endDate,
      hours: Number(row.hours),
      hoursWorkday: row.hoursWorkday,
      includeWeekends: row.includeWeekends,
      comment: row.comment,
      managerComment: row.managerComment,
      managerName:
        row.managerFirstName === null || row.managerLastName === null
          ? null
          : fullName({ firstName: row.managerFirstName, lastName: row.managerLastName }),
    },
    permissions: {
      edit: can(actor, 'edit', row),
      delete: can(actor, 'delete', row),
      approve: can(actor, 'approve', row),
      reject: can(actor, 'reject', row),
    },
  };
}
