import { PERIOD_CLOSED_MESSAGE } from '@timekeep/shared/domain/timesheet-rules';
import {
  DECISION_BATCH_UNDO_MINUTES,
  type RefusedTimesheet,
  type TimesheetStatus,
  type UndoDecisionBatchResponse,
} from '@timekeep/shared/schemas/timesheets';
import type { Actor } from '../../core/actor';
import { timesheetNotification } from '../../core/notifications/workflow-notifications';
import { leadActing, policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { noticeOf, recordOf } from './decide-timesheets';
import { type BatchMove, findBatchToUndo, writeBatchUndoing } from './decision-batches.queries';
import { refusal } from './timesheets.policy';

const decidedStatus = { approve: 'approved', reject: 'rejected' } as const satisfies Record<
  string,
  TimesheetStatus
>;

const ALREADY_UNDONE_MESSAGE = 'This decision was already undone.';
const CHANGED_SINCE_MESSAGE =
  'This timesheet was changed after your decision, so it stays as it is now. Open it to see its current state.';

/**
 * POST /api/team/timesheet_decision_batches/{id}/undo: the lead who decided a batch returns it to where it was,
 * within ten minutes, once. Each timesheet still as the decision left it (its status and the version it wrote)
 * goes back to the status it came from, with its revision, audit entry and a message to its owner; one that
 * changed since (or whose period was closed, or that is no longer the lead's to decide) is listed and left as
 * it is. Two statements and the session whatever the batch's size: the batch read with its timesheets as they
 * are, and one that writes it all (and marks the batch undone only if nobody did meanwhile).
 */
export async function undoTimesheetDecisions(
  db: Db,
  actor: Actor,
  batchId: number,
): Promise<UndoDecisionBatchResponse> {
  const policyActor = policyActorOf(actor);
  const batch = await findBatchToUndo(db, batchId);
  if (!batch) throw new AppError('not_found', 'There is no such decision to undo.');
  if (batch.actorId !== actor.id) {
    throw new AppError('forbidden', 'Only the lead who decided these timesheets may undo the decision.');
  }
  if (batch.undone) throw new AppError('already_undone', ALREADY_UNDONE_MESSAGE);
  if (batch.expired) {
    throw new AppError(
      'undo_expired',
      `A decision is undone within ${DECISION_BATCH_UNDO_MINUTES} minutes: this one is older. Open each timesheet to change it.`,
    );
  }
  const decided = decidedStatus[batch.decision];
  const refused: RefusedTimesheet[] = [];
  const moves: BatchMove[] = [];
  const drafts = [];
  for (const item of batch.items) {
    const stillDecided = item.status === decided && item.version === item.decidedVersion;
    const why = !stillDecided
      ? { code: 'stale_version', message: CHANGED_SINCE_MESSAGE }
      : (refusal(policyActor, 'view', recordOf(item)) ??
        (item.periodClosed ? { code: 'period_closed', message: PERIOD_CLOSED_MESSAGE } : null));
    if (why) {
      refused.push({ id: item.id, code: why.code, message: why.message });
      continue;
    }
    const lead = leadActing(actor, item.ownerTeamLeadId);
    moves.push({
      id: item.id,
      version: item.version,
      fromStatus: decided,
      toStatus: item.fromStatus,
      changedOnBehalfByBefore: null,
      changedOnBehalfBy: item.changedOnBehalfByBefore,
      actingForId: lead.actingForId,
    });
    drafts.push(timesheetNotification('undoDecision', lead, noticeOf(item, null)));
  }
  const written = await writeBatchUndoing(
    db,
    { batchId, actorId: actor.id, moves, refused: refused.map(({ id, code }) => ({ id, code })) },
    drafts,
  );
  if (!written.marked) throw new AppError('already_undone', ALREADY_UNDONE_MESSAGE);
  const returned = new Set(written.returned.map((row) => row.id));
  for (const move of moves) {
    if (!returned.has(move.id))
      refused.push({ id: move.id, code: 'stale_version', message: CHANGED_SINCE_MESSAGE });
  }
  return { returned: written.returned, refused: refused.sort((a, b) => a.id - b.id) };
}
