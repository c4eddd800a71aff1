import type { Timesheet } from '@timekeep/shared/schemas/timesheets';
import type { Actor } from '../../core/actor';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { presentTimesheet } from './present-timesheet';
import { loadVisibleTimesheet, requireAction } from './timesheet-guards';
import { afterStatusChange } from './timesheet-loader';
import { stepNotification, transitionTimesheet } from './timesheet-transition';

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
  requireAction(policyActor, 'rescind', loaded);
  const written = await transitionTimesheet(db, actor, loaded.stored, {
    fromStatuses: ['pending'],
    toStatus: 'unsubmitted',
    sentVersion,
    notifications: [stepNotification('undoSubmission', actor, loaded)],
  });
  return presentTimesheet(afterStatusChange(loaded, written), policyActor);
}
