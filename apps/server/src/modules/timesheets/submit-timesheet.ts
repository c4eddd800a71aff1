import { editableStatuses } from '@timekeep/shared/domain/timesheet-rules';
import type { SubmitTimesheetBody, Timesheet } from '@timekeep/shared/schemas/timesheets';
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/access';
import { policyActorOf } from '../team-scope/team-scope';
import { timesheetById } from './get-timesheet';
import { loadVisibleTimesheet, requireAction } from './timesheet-guards';
import { rowsToStore } from './timesheet-rows';
import { transitionTimesheet } from './timesheet-transition';

/** PATCH /api/timesheet/{id}/submit: the owner's unsubmitted (or rejected, unapproved) timesheet to pending, saving rows sent along. */
export async function submitTimesheet(
  db: Db,
  actor: Actor,
  timesheetId: number,
  body: SubmitTimesheetBody,
): Promise<Timesheet> {
  const policyActor = policyActorOf(actor);
  const loaded = await loadVisibleTimesheet(db, policyActor, timesheetId);
  requireAction(policyActor, 'submit', loaded);
  const rows = body.timesheetRows && (await rowsToStore(db, loaded, body.timesheetRows));
  await transitionTimesheet(
    db,
    actor,
    loaded.stored,
    { fromStatuses: editableStatuses, toStatus: 'pending', sentVersion: body.version },
    rows,
  );
  return timesheetById(db, policyActor, timesheetId);
}
