import type { Timesheet } from '@timekeep/shared/schemas/timesheets';
import type { Actor } from '../../core/actor';
import { findPeriodContaining } from '../../core/calendar-lookups';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { presentTimesheet, timesheetRecord } from './present-timesheet';
import { loadTimesheetOfPerson } from './timesheet-loader';
import { loadVisibleTimesheet, timesheetNotFound } from './timesheet-lookups';
import { authorize } from './timesheets.policy';

/**
 * GET /api/timesheet: a person's timesheet (the caller's own, or `userId`'s when the caller may read it) for
 * the period holding `startDate` (today by default), stored or not saved yet.
 */
export async function getTimesheet(
  db: Db,
  actor: Actor,
  query: { startDate?: string; userId?: number },
): Promise<Timesheet> {
  const policyActor = policyActorOf(actor);
  const date = query.startDate ?? policyActor.today;
  const loaded = await loadTimesheetOfPerson(db, query.userId ?? actor.id, { containing: date });
  if (!loaded) {
    // Only on a miss: was it the person or the period?
    if (await findPeriodContaining(db, date)) throw timesheetNotFound();
    throw new AppError('not_found', 'There is no timesheet period for that date.');
  }
  authorize(policyActor, 'view', timesheetRecord(loaded));
  return presentTimesheet(loaded, policyActor);
}

/** GET /api/team/timesheets/{id}: a stored timesheet the caller may read (a lead's team member's, say). */
export async function visibleTimesheetById(db: Db, actor: Actor, timesheetId: number): Promise<Timesheet> {
  const policyActor = policyActorOf(actor);
  return presentTimesheet(await loadVisibleTimesheet(db, policyActor, timesheetId), policyActor);
}
