import { editableStatuses } from '@timekeep/shared/domain/timesheet-rules';
import type { SaveTimesheetBody, Timesheet } from '@timekeep/shared/schemas/timesheets';
import type { Actor } from '../../core/actor';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { presentTimesheet, timesheetRecord } from './present-timesheet';
import { loadTimesheetOfPerson, reloadAfterWrite } from './timesheet-loader';
import { explainRefusal, loadVisibleTimesheet, STALE_MESSAGE } from './timesheet-lookups';
import { requireEmploymentStartDate, rowsToStore } from './timesheet-rows';
import { authorize } from './timesheets.policy';
import { writeTimesheet } from './timesheets.queries';

/** POST /api/timesheet: the first save of a period. Two first saves at once: one wins, the other gets 409. */
export async function createTimesheet(db: Db, actor: Actor, body: SaveTimesheetBody): Promise<Timesheet> {
  const policyActor = policyActorOf(actor);
  const loaded = await loadTimesheetOfPerson(db, actor.id, { id: body.timesheetPeriodId });
  if (!loaded) {
    throw new AppError('validation_failed', 'timesheetPeriodId: No such period.', 'timesheetPeriodId');
  }
  if (loaded.stored || (body.version !== undefined && body.version !== 0)) {
    throw new AppError('stale_version', STALE_MESSAGE);
  }
  authorize(policyActor, 'edit', timesheetRecord(loaded));
  requireEmploymentStartDate(loaded);
  if (body.timesheetRows.some((row) => row.id !== undefined)) {
    throw new AppError(
      'validation_failed',
      'timesheetRows: A new timesheet has no saved rows yet.',
      'timesheetRows',
    );
  }
  const rows = await rowsToStore(db, loaded, body.timesheetRows);
  const written = await writeTimesheet(
    db,
    { kind: 'create', personId: actor.id, periodId: loaded.period.id },
    rows,
    actor.id,
  ).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw new AppError('stale_version', STALE_MESSAGE);
    throw error;
  });
  return presentTimesheet(await reloadAfterWrite(db, loaded, written!), policyActor);
}

/**
 * PUT /api/timesheet/{id}: a later save, only while the timesheet is editable and at the version the edits
 * were based on (checked by the statement that writes, so a concurrent submit always wins or loses whole).
 */
export async function updateTimesheet(
  db: Db,
  actor: Actor,
  timesheetId: number,
  body: SaveTimesheetBody,
): Promise<Timesheet> {
  const policyActor = policyActorOf(actor);
  const loaded = await loadVisibleTimesheet(db, policyActor, timesheetId);
  authorize(policyActor, 'edit', timesheetRecord(loaded));
  if (body.timesheetPeriodId !== loaded.period.id) {
    throw new AppError(
      'validation_failed',
      'timesheetPeriodId: Not the period of this timesheet.',
      'timesheetPeriodId',
    );
  }
  requireEmploymentStartDate(loaded);
  const rows = await rowsToStore(db, loaded, body.timesheetRows);
  const written = await writeTimesheet(
    db,
    {
      kind: 'advance',
      timesheetId,
      expectedVersion: body.version ?? loaded.stored.version,
      fromStatuses: editableStatuses,
    },
    rows,
    actor.id,
  );
  if (!written) throw await explainRefusal(db, timesheetId, body.version);
  return presentTimesheet(await reloadAfterWrite(db, loaded, written), policyActor);
}
