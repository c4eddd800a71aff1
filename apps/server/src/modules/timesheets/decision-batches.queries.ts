import { DECISION_BATCH_UNDO_MINUTES, type TimesheetStatus } from '@timekeep/shared/schemas/timesheets';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { notificationCtes } from '../../core/notifications/record-notifications';
import type { NotificationDraft } from '../../core/notifications/workflow-notifications';
import { closedForPerson, nowParameter } from '../../core/period-close';
import type { Executor } from '../../db/client';
import {
  auditLog,
  engagementBudgets,
  engagementRoles,
  notifications,
  people,
  resources,
  timesheetDecisionBatches,
  timesheetDecisionBatchItems,
  timesheetPeriods,
  timesheetRows,
  timesheetStatusRevisions,
  timesheets,
} from '../../db/schema';
import { periodOpenToWrite, sendsBack, sentBackRowsJson } from './timesheets.queries';

/** What a decision in bulk needs of a timesheet: the policy's record, its version, and what its message names. */
export interface TimesheetToDecide {
  id: number;
  status: TimesheetStatus;
  version: number;
  changedOnBehalfBy: number | null;
  periodClosed: boolean;
  ownerId: number;
  ownerFirstName: string;
  ownerLastName: string;
  ownerTeamLeadId: number | null;
  periodStartDate: string;
  periodEndDate: string;
  /** Whether it logs to an engagement with a budget (issue 40: its approval then looks at the thresholds). */
  loggedToBudget?: boolean;
}

const toDecideColumns = {
  id: timesheets.id,
  status: timesheets.status,
  version: timesheets.version,
  changedOnBehalfBy: timesheets.changedOnBehalfBy,
  periodClosed: closedForPerson(sql`${timesheets.periodId}`, sql`${timesheets.personId}`, nowParameter()),
  ownerId: people.id,
  ownerFirstName: people.firstName,
  ownerLastName: people.lastName,
  ownerTeamLeadId: people.teamLeadId,
  periodStartDate: timesheetPeriods.startDate,
  periodEndDate: timesheetPeriods.endDate,
  loggedToBudget: sql<boolean>`EXISTS (SELECT 1 FROM ${timesheetRows} AS budget_row
    JOIN ${resources} AS budget_resource ON budget_resource.id = budget_row.resource_id
    JOIN ${engagementRoles} AS budget_role ON budget_role.id = budget_resource.engagement_role_id
    JOIN ${engagementBudgets} AS budget ON budget.engagement_id = budget_role.engagement_id
    WHERE budget_row.timesheet_id = ${timesheets.id})`,
};

/** Timesheets by id with what a decision in bulk needs of each (no rows): one statement for any number. */
export function listTimesheetsToDecide(
  executor: Executor,
  timesheetIds: readonly number[],
): Promise<TimesheetToDecide[]> {
  return executor
    .select(toDecideColumns)
    .from(timesheets)
    .innerJoin(people, eq(people.id, timesheets.personId))
    .innerJoin(timesheetPeriods, eq(timesheetPeriods.id, timesheets.periodId))
    .where(inArray(timesheets.id, [...timesheetIds]));
}

/** One timesheet a batch moves: at the version and status the lead saw, to `toStatus`, by whom. */
export interface BatchMove {
  id: number;
  version: number;
  fromStatus: TimesheetStatus;
  toStatus: TimesheetStatus;
  /** Who changed it on the owner's behalf before it moves (a decision clears it, and its undoing gives it back). */
  changedOnBehalfByBefore: number | null;
  changedOnBehalfBy: number | null;
  /** The lead the actor stands in for on this owner, recorded with the revision and the audit entry. */
  actingForId: number | null;
}

/**
 * The timesheets moved, as the CTE `target`: each only at the version and in the status given, while its
 * period is open for its owner (the guards of every single write), so of two writes at once exactly one
 * moves it. Answers id, person, period, new status and version, and what the input said of it.
 */
function moveStatement(moves: readonly BatchMove[], onlyIf: SQL = sql`TRUE`): SQL {
  return sql`input AS (SELECT * FROM unnest(
      ${sql.param(moves.map((move) => move.id))}::int[],
      ${sql.param(moves.map((move) => move.version))}::int[],
      ${sql.param(moves.map((move) => move.fromStatus))}::text[],
      ${sql.param(moves.map((move) => move.toStatus))}::text[],
      ${sql.param(moves.map((move) => move.changedOnBehalfByBefore))}::int[],
      ${sql.param(moves.map((move) => move.changedOnBehalfBy))}::int[],
      ${sql.param(moves.map((move) => move.actingForId))}::int[]
    ) AS input(id, version, from_status, to_status, changed_on_behalf_by_before, changed_on_behalf_by, acting_for_id)),
    target AS (
      UPDATE ${timesheets} SET version = ${timesheets.version} + 1, updated_at = now(), status = input.to_status,
        changed_on_behalf_by = input.changed_on_behalf_by, time_off_changed_at = NULL
      FROM input
      WHERE ${timesheets.id} = input.id AND ${timesheets.version} = input.version
        AND ${timesheets.status} = input.from_status AND ${periodOpenToWrite()} AND (${onlyIf})
      RETURNING ${timesheets.id} AS id, ${timesheets.periodId} AS period_id, ${timesheets.status} AS status,
        ${timesheets.version} AS version, ${timesheets.changedOnBehalfBy} AS changed_on_behalf_by,
        input.version AS from_version, input.from_status, input.changed_on_behalf_by_before, input.acting_for_id)`;
}

/**
 * Each moved timesheet's status revision, with its actor and the lead they stood in for; sent back, with its
 * rows as they stand (what the review of the next submission compares with).
 */
function revisionsStatement(actorId: number, note: string | null, toStatus: TimesheetStatus | null): SQL {
  return sql`revision AS (
      INSERT INTO ${timesheetStatusRevisions} (timesheet_id, status, note, actor_id, acting_for_id, rows)
      SELECT target.id, target.status, ${note}::text, ${actorId}::int, target.acting_for_id,
        ${toStatus && sendsBack(toStatus) ? sentBackRowsJson : sql`NULL::jsonb`} FROM target)`;
}

/**
 * Each moved timesheet's audit entry, as a single write's (before and after), with the batch in `detail` and
 * marked when its period was closed and reopened; `before` keeps who changed it on the owner's behalf, which
 * an approval clears and its undoing gives back.
 */
function timesheetAuditsStatement(actorId: number, action: string, note: string | null): SQL {
  return sql`audit AS (
      INSERT INTO ${auditLog} (actor_id, acting_for_id, action, entity_type, entity_id, before, after, detail)
      SELECT ${actorId}::int, target.acting_for_id, ${action}, 'timesheet', target.id::text,
        jsonb_strip_nulls(jsonb_build_object('status', target.from_status, 'version', target.from_version,
          'changedOnBehalfBy', target.changed_on_behalf_by_before)),
        jsonb_strip_nulls(jsonb_build_object('status', target.status, 'version', target.version, 'note', ${note}::text,
          'changedOnBehalfBy', target.changed_on_behalf_by)),
        jsonb_strip_nulls(jsonb_build_object('batchId', batch.id,
          'whileReopened', CASE WHEN period.closed_at IS NOT NULL THEN true END))
      FROM target CROSS JOIN batch JOIN ${timesheetPeriods} AS period ON period.id = target.period_id)`;
}

/** The messages to the owners, each written only when its timesheet moved. */
async function ownerNotices(drafts: readonly NotificationDraft[]): Promise<SQL> {
  if (drafts.length === 0) return sql``;
  return sql`,
    ${await notificationCtes(drafts, sql`EXISTS (SELECT 1 FROM target WHERE target.id = (draft.detail::jsonb->>'timesheetId')::int)`)}`;
}

export interface DecidedRow {
  id: number;
  status: TimesheetStatus;
  version: number;
  batchId: number;
}

/**
 * A decision in bulk as ONE statement whatever the number of timesheets (atomic without a transaction): moves
 * each at the version the lead saw, records each one's revision and audit entry, the batch with its items
 * (what Undo reads) and its own audit entry, tells each owner whose timesheet moved, and writes the lead's
 * own message with the batch (the bell's Undo; `insertNotifications` never writes to the actor, so it is
 * written here). Nothing moved, nothing written. Answers the timesheets moved.
 */
export async function writeDecisionBatch(
  executor: Executor,
  batch: {
    actorId: number;
    decision: 'approve' | 'reject';
    note: string | null;
    moves: readonly BatchMove[];
    refused: readonly { id: number; code: string }[];
    /** The lead's own message: the verb ('approved') its subject uses, and where it opens. */
    leadNotice: { verb: string; link: string };
  },
  drafts: readonly NotificationDraft[],
): Promise<DecidedRow[]> {
  const toStatus = batch.moves[0]?.toStatus;
  if (!toStatus) return [];
  const { actorId, note } = batch;
  const count = sql`(SELECT count(*) FROM target)`;
  const result = await executor.execute(sql`WITH ${moveStatement(batch.moves)},
    batch AS (
      INSERT INTO ${timesheetDecisionBatches} (actor_id, decision, note)
      SELECT ${actorId}::int, ${batch.decision}, ${note}::text WHERE EXISTS (SELECT 1 FROM target)
      RETURNING id),
    items AS (
      INSERT INTO ${timesheetDecisionBatchItems} (batch_id, timesheet_id, from_status, decided_version)
      SELECT batch.id, target.id, target.from_status, target.version FROM target CROSS JOIN batch),
    ${revisionsStatement(actorId, note, toStatus)},
    ${timesheetAuditsStatement(actorId, `timesheet_${toStatus}`, note)},
    batch_audit AS (
      INSERT INTO ${auditLog} (actor_id, action, entity_type, entity_id, after, detail)
      SELECT ${actorId}::int, 'timesheets_decided_in_bulk', 'timesheet_decision_batch', batch.id::text,
        jsonb_strip_nulls(jsonb_build_object('decision', ${batch.decision}::text, 'note', ${note}::text,
          'timesheetIds', (SELECT jsonb_agg(target.id ORDER BY target.id) FROM target))),
        jsonb_build_object('refused', ${JSON.stringify(batch.refused)}::jsonb)
      FROM batch),
    lead_notice AS (
      INSERT INTO ${notifications} (recipient_id, kind, actor_id, subject, body, link, detail)
      SELECT ${actorId}::int, 'timesheet_batch_decided', ${actorId}::int,
        'You ' || ${batch.leadNotice.verb}::text || ' ' || ${count} || CASE WHEN ${count} = 1 THEN ' timesheet' ELSE ' timesheets' END
          || ' together. Undo is offered here for ' || ${DECISION_BATCH_UNDO_MINUTES}::int || ' minutes.',
        ${note}::text, ${batch.leadNotice.link}, jsonb_build_object('batchId', batch.id)
      FROM batch)${await ownerNotices(drafts)}
    SELECT target.id, target.status, target.version, batch.id AS "batchId" FROM target CROSS JOIN batch`);
  return (result as unknown as { rows: DecidedRow[] }).rows;
}

/** A batch with each of its timesheets as it stands now: what its undoing decides on. */
export interface BatchToUndo {
  id: number;
  actorId: number;
  decision: 'approve' | 'reject';
  /** Whether its ten minutes are over, by the app's clock. */
  expired: boolean;
  undone: boolean;
  items: (TimesheetToDecide & {
    fromStatus: TimesheetStatus;
    decidedVersion: number;
    /** Who had changed it on the owner's behalf before the decision (its audit entry's `before`). */
    changedOnBehalfByBefore: number | null;
  })[];
}

/** One batch and its timesheets now, in one statement; none when there is no such batch. */
export async function findBatchToUndo(executor: Executor, batchId: number): Promise<BatchToUndo | undefined> {
  const now = nowParameter();
  const result = await executor.execute(sql`
    SELECT batch.id, batch.actor_id AS "actorId", batch.decision,
      batch.created_at + make_interval(mins => ${DECISION_BATCH_UNDO_MINUTES}::int) <= ${now} AS expired,
      batch.undone_at IS NOT NULL AS undone,
      coalesce((SELECT json_agg(json_build_object(
          'id', t.id, 'status', t.status, 'version', t.version, 'changedOnBehalfBy', t.changed_on_behalf_by,
          'periodClosed', ${closedForPerson(sql`t.period_id`, sql`t.person_id`, now)},
          'ownerId', owner.id, 'ownerFirstName', owner.first_name, 'ownerLastName', owner.last_name,
          'ownerTeamLeadId', owner.team_lead_id, 'periodStartDate', period.start_date::text,
          'periodEndDate', period.end_date::text, 'fromStatus', item.from_status,
          'decidedVersion', item.decided_version,
          'changedOnBehalfByBefore', (SELECT (entry.before->>'changedOnBehalfBy')::int FROM ${auditLog} AS entry
            WHERE entry.entity_type = 'timesheet' AND entry.entity_id = t.id::text
              AND entry.detail->>'batchId' = batch.id::text
              AND entry.action IN ('timesheet_approved', 'timesheet_rejected') LIMIT 1)) ORDER BY t.id)
        FROM ${timesheetDecisionBatchItems} AS item
        JOIN ${timesheets} AS t ON t.id = item.timesheet_id
        JOIN ${people} AS owner ON owner.id = t.person_id
        JOIN ${timesheetPeriods} AS period ON period.id = t.period_id
        WHERE item.batch_id = batch.id), '[]'::json) AS items
    FROM ${timesheetDecisionBatches} AS batch WHERE batch.id = ${batchId}::int`);
  return (result as unknown as { rows: BatchToUndo[] }).rows[0];
}

/**
 * A batch's undoing as ONE statement: marks it undone (only if nobody did meanwhile: the first of two undoings
 * wins, the other moves nothing), moves each timesheet given back to where it was under the same guards as any
 * write, records each one's revision and audit entry, the batch's own audit entry, and tells each owner.
 * Answers the timesheets moved, and whether the batch was still to undo.
 */
export async function writeBatchUndoing(
  executor: Executor,
  undoing: {
    batchId: number;
    actorId: number;
    moves: readonly BatchMove[];
    refused: readonly { id: number; code: string }[];
  },
  drafts: readonly NotificationDraft[],
): Promise<{ marked: boolean; returned: Omit<DecidedRow, 'batchId'>[] }> {
  const { actorId, batchId } = undoing;
  const result = await executor.execute(sql`WITH batch AS (
      UPDATE ${timesheetDecisionBatches} SET undone_at = now()
      WHERE id = ${batchId}::int AND actor_id = ${actorId}::int AND undone_at IS NULL
      RETURNING id),
    ${moveStatement(undoing.moves, sql`EXISTS (SELECT 1 FROM batch)`)},
    ${revisionsStatement(actorId, null, null)},
    ${timesheetAuditsStatement(actorId, 'timesheet_decision_undone', null)},
    batch_audit AS (
      INSERT INTO ${auditLog} (actor_id, action, entity_type, entity_id, after, detail)
      SELECT ${actorId}::int, 'timesheet_decision_batch_undone', 'timesheet_decision_batch', batch.id::text,
        jsonb_build_object('timesheetIds', coalesce((SELECT jsonb_agg(target.id ORDER BY target.id) FROM target), '[]'::jsonb)),
        jsonb_build_object('refused', ${JSON.stringify(undoing.refused)}::jsonb)
      FROM batch)${await ownerNotices(drafts)}
    SELECT (SELECT count(*) FROM batch)::int AS marked,
      coalesce((SELECT json_agg(json_build_object('id', target.id, 'status', target.status, 'version', target.version)
        ORDER BY target.id) FROM target), '[]'::json) AS returned`);
  const row = (result as unknown as { rows: { marked: number; returned: Omit<DecidedRow, 'batchId'>[] }[] })
    .rows[0]!;
  return { marked: row.marked > 0, returned: row.returned };
}
