import type { Timesheet } from '@timekeep/shared/schemas/timesheets';
import type { Actor } from '../../core/actor';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { presentTimesheet, timesheetRecord } from './present-timesheet';
import { afterStatusChange } from './timesheet-loader';
import { loadVisibleTimesheet } from './timesheet-lookups';
import { stepNotification, transitionTimesheet } from './timesheet-transition';
import { authorize } from './timesheets.policy';

/**
 * PATCH /api/timesheet/{id}/rescind: the owner takes a pending timesheet back to unsubmitted ('UNDO SUBMISSION'),
 * and their team lead is told it no longer waits for them.
 */
export async function rescindTimesheet(
  db: Db,
  actor: Actor,
  timesheetId: number,
  sentVersion: number | undefined,
): Promise<Timesheet> {
  const policyActor = policyActorOf(actor);
  const loaded = await loadVisibleTimesheet(db, policyActor, timesheetId);
  authorize(policyActor, 'rescind', timesheetRecord(loaded));
  const written = await transitionTimesheet(db, actor, loaded.stored, {
    fromStatuses: ['pending'],
    toStatus: 'unsubmitted',
    sentVersion,
    notifications: [stepNotification('undoSubmission', actor, loaded)],
  });
  return presentTimesheet(afterStatusChange(loaded, written), policyActor);
}
