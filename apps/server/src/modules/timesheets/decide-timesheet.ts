import type { Timesheet, TimesheetStatus } from '@timekeep/shared/schemas/timesheets';
import type { Actor } from '../../core/actor';
import { leadActing, policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { alertBudgetThresholds } from '../engagement-budgets';
import { presentTimesheet, timesheetRecord } from './present-timesheet';
import { afterStatusChange } from './timesheet-loader';
import { loadVisibleTimesheet } from './timesheet-lookups';
import { stepNotification, transitionTimesheet } from './timesheet-transition';
import { authorize, leadActionStatuses } from './timesheets.policy';

type Decision = 'approve' | 'reject' | 'unapprove';

const decidedStatus: Record<Decision, TimesheetStatus> = {
  approve: 'approved',
  reject: 'rejected',
  unapprove: 'unapproved',
};

/**
 * A lead's decision on a team member's timesheet, in one transaction that checks the status (and the version
 * the lead saw, when sent) as it writes, records it with the lead and the note, and tells the owner: of two
 * people acting at once (a lead and the employee taking it back, or two leads) exactly one wins, the other
 * gets 409 and nobody is told of it.
 */
async function decide(
  db: Db,
  actor: Actor,
  timesheetId: number,
  decision: Decision,
  options: { note?: string | null; sentVersion?: number },
): Promise<Timesheet> {
  const policyActor = policyActorOf(actor);
  const loaded = await loadVisibleTimesheet(db, policyActor, timesheetId);
  authorize(policyActor, decision, timesheetRecord(loaded));
  const lead = leadActing(actor, loaded.owner.teamLeadId);
  const written = await transitionTimesheet(db, actor, loaded.stored, {
    fromStatuses: leadActionStatuses[decision],
    toStatus: decidedStatus[decision],
    sentVersion: options.sentVersion,
    note: options.note,
    actingForId: lead.actingForId,
    notifications: [stepNotification(decision, lead, loaded, options.note)],
  });
  if (decision === 'approve' && loaded.rows.some((row) => row.budget !== null)) {
    await alertBudgetThresholds(db, { timesheetIds: [written.id], periodStarts: [loaded.period.startDate] });
  }
  return presentTimesheet(afterStatusChange(loaded, written), policyActor);
}

/** PATCH /api/team/timesheets/{id}/approve: a pending or unapproved timesheet becomes approved. */
export function approveTimesheet(db: Db, actor: Actor, timesheetId: number, sentVersion?: number) {
  return decide(db, actor, timesheetId, 'approve', { sentVersion });
}

/** PATCH /api/team/timesheets/{id}/reject?note=: back to the employee with the reason, shown in Comments. */
export function rejectTimesheet(
  db: Db,
  actor: Actor,
  timesheetId: number,
  note: string,
  sentVersion?: number,
) {
  return decide(db, actor, timesheetId, 'reject', { note, sentVersion });
}

/** PATCH /api/team/timesheets/{id}/unapprove: an approved timesheet is opened again for the employee. */
export function unapproveTimesheet(
  db: Db,
  actor: Actor,
  timesheetId: number,
  note: string | undefined,
  sentVersion?: number,
) {
  return decide(db, actor, timesheetId, 'unapprove', { note: note || null, sentVersion });
}
