import { editableStatuses } from '@timekeep/shared/domain/timesheet-rules';
import type { SubmitTimesheetBody, Timesheet } from '@timekeep/shared/schemas/timesheets';
import type { Actor } from '../../core/actor';
import { leadActing, type PolicyActor, policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { describeOnBehalfChanges, onBehalfChanges, projectIdsOf } from './on-behalf-changes';
import { presentTimesheet, timesheetRecord } from './present-timesheet';
import { afterStatusChange, type LoadedTimesheet, reloadAfterWrite } from './timesheet-loader';
import { loadVisibleTimesheet } from './timesheet-lookups';
import { rowsToStore } from './timesheet-rows';
import { stepNotification, transitionTimesheet } from './timesheet-transition';
import { authorize, leadActionStatuses } from './timesheets.policy';
import { findRowLabels, type RowToStore } from './timesheets.queries';

export const ON_BEHALF_NOTE = 'Submitted on the employee’s behalf.';

interface Submission {
  /** The rows sent along, as checked for storing. */
  rows: RowToStore[] | undefined;
  note: string | null;
  /** The lead who changed the owner's saved rows submitting on their behalf, when one did. */
  changedOnBehalfBy?: number;
  /** The lead the submitter stands in for, when they do ('D for L'). */
  actingForId?: number | null;
  notifications: ReturnType<typeof stepNotification>[];
}

/**
 * A timesheet to pending: rows sent along (checked against the owner's assignments) are saved in the same
 * statement as the change of status, which records who submitted it and writes its messages.
 */
async function submit(
  db: Db,
  actor: Actor,
  policyActor: PolicyActor,
  loaded: LoadedTimesheet & { stored: NonNullable<LoadedTimesheet['stored']> },
  sentVersion: number | undefined,
  fromStatuses: readonly Timesheet['status'][],
  submission: Submission,
): Promise<Timesheet> {
  const { rows } = submission;
  const written = await transitionTimesheet(
    db,
    actor,
    loaded.stored,
    {
      fromStatuses,
      toStatus: 'pending',
      sentVersion,
      note: submission.note,
      notifications: submission.notifications,
      changedOnBehalfBy: submission.changedOnBehalfBy,
      actingForId: submission.actingForId,
    },
    rows,
  );
  return presentTimesheet(
    rows ? await reloadAfterWrite(db, loaded, written) : afterStatusChange(loaded, written),
    policyActor,
  );
}

/** PATCH /api/timesheet/{id}/submit: the owner's unsubmitted (or rejected, unapproved) timesheet to pending. */
export async function submitTimesheet(db: Db, actor: Actor, timesheetId: number, body: SubmitTimesheetBody) {
  const policyActor = policyActorOf(actor);
  const loaded = await loadVisibleTimesheet(db, policyActor, timesheetId);
  authorize(policyActor, 'submit', timesheetRecord(loaded));
  return submit(db, actor, policyActor, loaded, body.version, editableStatuses, {
    rows: body.timesheetRows && (await rowsToStore(db, loaded, body.timesheetRows)),
    note: null,
    notifications: [stepNotification('submit', actor, loaded)],
  });
}

/**
 * PATCH /api/team/timesheets/{id}/submit: a lead submits an unsubmitted or rejected timesheet for the
 * employee, with rows sent as a save sends them. Whatever the lead changed of the rows the employee saved is
 * written in the History note and told to the employee, in the app and by email; and a lead who changed them
 * may not approve this submission themselves (`approvesOwnChanges`).
 */
export async function submitTimesheetOnBehalf(
  db: Db,
  actor: Actor,
  timesheetId: number,
  body: SubmitTimesheetBody,
) {
  const policyActor = policyActorOf(actor);
  const loaded = await loadVisibleTimesheet(db, policyActor, timesheetId);
  authorize(policyActor, 'submitOnBehalf', timesheetRecord(loaded));
  const rows = body.timesheetRows && (await rowsToStore(db, loaded, body.timesheetRows));
  const changes = rows ? await changesOnBehalf(db, loaded, rows) : null;
  const toOwner = `${changes ?? 'Nothing was changed: it went as you saved it.'} You can take it back while it waits for approval.`;
  const lead = leadActing(actor, loaded.owner.teamLeadId);
  return submit(db, actor, policyActor, loaded, body.version, leadActionStatuses.submitOnBehalf, {
    rows,
    note: changes ? `${ON_BEHALF_NOTE} ${changes}` : ON_BEHALF_NOTE,
    changedOnBehalfBy: changes ? actor.id : undefined,
    actingForId: lead.actingForId,
    notifications: [
      stepNotification('submitOnBehalf', lead, loaded, changes),
      stepNotification('submitForOwner', lead, loaded, toOwner),
    ],
  });
}

/** What the lead changed of the saved rows, in words (projects by name, one statement), or null. */
async function changesOnBehalf(db: Db, loaded: LoadedTimesheet, rows: readonly RowToStore[]) {
  const changes = onBehalfChanges(loaded.rows, rows);
  if (changes.length === 0) return null;
  const { resourceIds, additionalProjectIds } = projectIdsOf([...loaded.rows, ...rows]);
  const labels = await findRowLabels(db, resourceIds, additionalProjectIds);
  return describeOnBehalfChanges(changes, (key) => labels.get(key) ?? 'A project');
}
