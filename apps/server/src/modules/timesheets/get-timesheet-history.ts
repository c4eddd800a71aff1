import { fullName } from '@timekeep/shared/domain/person-names';
import type { TimesheetStatusRevision } from '@timekeep/shared/schemas/timesheets';
import type { Actor } from '../../core/actor';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { timesheetNotFound } from './timesheet-lookups';
import { authorize } from './timesheets.policy';
import { findTimesheetRecord, listStatusRevisions } from './timesheets.queries';

/**
 * GET /api/timesheet/{id}/history: every status change, oldest first, for whoever may read the timesheet.
 * `userId`, when given, must be the owner (the spec's client sends it along).
 */
export async function getTimesheetHistory(
  db: Db,
  actor: Actor,
  timesheetId: number,
  userId: number | undefined,
): Promise<TimesheetStatusRevision[]> {
  const head = await findTimesheetRecord(db, timesheetId);
  if (!head) throw timesheetNotFound();
  authorize(policyActorOf(actor), 'view', head);
  if (userId !== undefined && userId !== head.ownerId) throw timesheetNotFound();
  const revisions = await listStatusRevisions(db, timesheetId);
  return revisions.map((revision) => {
    const actor = fullName({ firstName: revision.actorFirstName, lastName: revision.actorLastName });
    const actingFor =
      revision.actingForFirstName === null || revision.actingForLastName === null
        ? null
        : fullName({ firstName: revision.actingForFirstName, lastName: revision.actingForLastName });
    return {
      id: revision.id,
      createdAt: revision.createdAt.toISOString(),
      status: revision.status,
      note: revision.note,
      // A stand-in's step reads 'D for L' (issue 38).
      spudUser: { name: actingFor ? `${actor} for ${actingFor}` : actor },
    };
  });
}
