import type { TimesheetStatus } from '@timekeep/shared/schemas/timesheets';
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/access';
import { explainRefusal } from './timesheet-guards';
import { advanceTimesheet, insertStatusRevision, type RowToStore, replaceRows } from './timesheets.queries';

export interface Transition {
  /** The statuses the change may start from. */
  fromStatuses: readonly TimesheetStatus[];
  toStatus: TimesheetStatus;
  /** The version the caller saw, when they sent one; otherwise the version read as the request began. */
  sentVersion?: number;
  /** The note recorded with the change (a rejection's reason). */
  note?: string | null;
}

/**
 * One status change in one transaction: moves the timesheet on only from the statuses the change starts
 * from and at the version the caller saw, saves rows sent along, and records the revision with its actor.
 * A concurrent change makes it match nothing: then nothing is written and the caller learns why.
 */
export function transitionTimesheet(
  db: Db,
  actor: Actor,
  stored: { id: number; version: number },
  transition: Transition,
  rows?: RowToStore[],
) {
  return db.transaction(async (tx) => {
    const advanced = await advanceTimesheet(tx, stored.id, {
      fromStatuses: transition.fromStatuses,
      expectedVersion: transition.sentVersion ?? stored.version,
      toStatus: transition.toStatus,
    });
    if (!advanced) throw await explainRefusal(tx, stored.id, transition.sentVersion);
    if (rows) await replaceRows(tx, stored.id, rows);
    await insertStatusRevision(tx, {
      timesheetId: stored.id,
      status: transition.toStatus,
      note: transition.note ?? null,
      actorId: actor.id,
    });
    return advanced;
  });
}
