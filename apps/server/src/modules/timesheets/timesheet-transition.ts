import type { TimesheetStatus } from '@timekeep/shared/schemas/timesheets';
import type { Actor } from '../../core/actor';
import {
  type NotificationActor,
  type NotificationDraft,
  type TimesheetNotice,
  type TimesheetStep,
  timesheetNotification,
} from '../../core/notifications/workflow-notifications';
import type { Db } from '../../db/client';
import { explainRefusal } from './timesheet-lookups';
import { type RowToStore, writeTimesheet } from './timesheets.queries';

export interface Transition {
  /** The statuses the change may start from. */
  fromStatuses: readonly TimesheetStatus[];
  toStatus: TimesheetStatus;
  /** The version the caller saw, when they sent one; otherwise the version read as the request began. */
  sentVersion?: number;
  /** The note recorded with the change (a rejection's reason). */
  note?: string | null;
  /** The messages the change sends (to the owner's lead, to the owner), written by the same statement. */
  notifications?: NotificationDraft[];
  /** The lead who changed the saved rows submitting on the owner's behalf: they may not approve it. */
  changedOnBehalfBy?: number;
  /** The lead the actor stands in for, recorded with the revision and the audit entry ('D for L'). */
  actingForId?: number | null;
}

/** The message of a step of a loaded timesheet (with the lead's note, when there is one). */
export function stepNotification(
  step: TimesheetStep,
  actor: NotificationActor,
  loaded: { stored: { id: number }; owner: TimesheetNotice['owner']; period: TimesheetNotice['period'] },
  note?: string | null,
): NotificationDraft {
  return timesheetNotification(step, actor, {
    timesheetId: loaded.stored.id,
    owner: loaded.owner,
    period: loaded.period,
    note,
  });
}

/**
 * One status change, written by one statement: moves the timesheet on only from the statuses the change
 * starts from and at the version the caller saw, saves rows sent along, and records the revision with its
 * actor (and the notification of the step). A concurrent change makes it match nothing: then nothing is
 * written and the caller learns why.
 */
export async function transitionTimesheet(
  db: Db,
  actor: Actor,
  stored: { id: number; version: number },
  transition: Transition,
  rows?: RowToStore[],
) {
  const written = await writeTimesheet(
    db,
    {
      kind: 'advance',
      timesheetId: stored.id,
      expectedVersion: transition.sentVersion ?? stored.version,
      fromStatuses: transition.fromStatuses,
      toStatus: transition.toStatus,
      changedOnBehalfBy: transition.changedOnBehalfBy,
    },
    rows,
    actor.id,
    {
      status: transition.toStatus,
      note: transition.note ?? null,
      actingForId: transition.actingForId ?? null,
    },
    transition.notifications,
  );
  if (!written) throw await explainRefusal(db, stored.id, transition.sentVersion);
  return written;
}
