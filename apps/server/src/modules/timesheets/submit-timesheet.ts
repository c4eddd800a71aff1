import { editableStatuses } from '@timekeep/shared/domain/timesheet-rules';
import type { SubmitTimesheetBody, Timesheet } from '@timekeep/shared/schemas/timesheets';
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/access';
import { type PolicyActor, policyActorOf } from '../team-scope/team-scope';
import { presentTimesheet } from './present-timesheet';
import { loadVisibleTimesheet, requireAction, requireLeadAction } from './timesheet-guards';
import { afterStatusChange, type LoadedTimesheet, reloadAfterWrite } from './timesheet-loader';
import { rowsToStore } from './timesheet-rows';
import { stepNotification, transitionTimesheet } from './timesheet-transition';
import { leadActionStatuses } from './timesheets.policy';

export const ON_BEHALF_NOTE = 'Submitted on the employee’s behalf.';

/**
 * A timesheet to pending, by its owner or by a lead for them: rows sent along (new rows without id) are
 * checked against the owner's assignments and saved in the same transaction as the change of status, the
 * revision records who submitted, and the owner's team lead is told.
 */
async function submit(
  db: Db,
  actor: Actor,
  timesheetId: number,
  body: SubmitTimesheetBody,
  by: {
    authorize: (policyActor: PolicyActor, loaded: LoadedTimesheet) => void;
    fromStatuses: typeof editableStatuses;
    /** How the owner's team lead is told of it. */
    step: 'submit' | 'submitOnBehalf';
    /** Recorded with the change, so History and Comments say how it was submitted. */
    note: string | null;
  },
): Promise<Timesheet> {
  const policyActor = policyActorOf(actor);
  const loaded = await loadVisibleTimesheet(db, policyActor, timesheetId);
  by.authorize(policyActor, loaded);
  const rows = body.timesheetRows && (await rowsToStore(db, loaded, body.timesheetRows));
  const written = await transitionTimesheet(
    db,
    actor,
    loaded.stored,
    {
      fromStatuses: by.fromStatuses,
      toStatus: 'pending',
      sentVersion: body.version,
      note: by.note,
      notification: stepNotification(by.step, actor, loaded),
    },
    rows,
  );
  return presentTimesheet(
    rows ? await reloadAfterWrite(db, loaded, written) : afterStatusChange(loaded, written),
    policyActor,
  );
}

/** PATCH /api/timesheet/{id}/submit: the owner's unsubmitted (or rejected, unapproved) timesheet to pending. */
export function submitTimesheet(db: Db, actor: Actor, timesheetId: number, body: SubmitTimesheetBody) {
  return submit(db, actor, timesheetId, body, {
    authorize: (policyActor, loaded) => requireAction(policyActor, 'submit', loaded),
    fromStatuses: editableStatuses,
    note: null,
    step: 'submit',
  });
}

/** PATCH /api/team/timesheets/{id}/submit: a lead submits an unsubmitted or rejected timesheet for the employee. */
export function submitTimesheetOnBehalf(
  db: Db,
  actor: Actor,
  timesheetId: number,
  body: SubmitTimesheetBody,
) {
  return submit(db, actor, timesheetId, body, {
    authorize: (policyActor, loaded) => requireLeadAction(policyActor, 'submitOnBehalf', loaded),
    fromStatuses: leadActionStatuses.submitOnBehalf,
    note: ON_BEHALF_NOTE,
    step: 'submitOnBehalf',
  });
}
