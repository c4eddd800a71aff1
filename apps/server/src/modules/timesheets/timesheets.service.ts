import { toHundredths } from '@timekeep/shared/domain/hour-entry';
import { todayIso } from '@timekeep/shared/domain/periods';
import {
  editableStatuses,
  firstDayOverLimit,
  isDateInsideRow,
  sortReadOnlyLast,
  type TimesheetStatusName,
} from '@timekeep/shared/domain/timesheet-rules';
import type {
  RowInput,
  SaveTimesheetBody,
  SubmitTimesheetBody,
  Timesheet,
  TimesheetRow,
  TimesheetStatus,
  TimesheetStatusRevision,
} from '@timekeep/shared/schemas/timesheets';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/access';
import {
  findPeriodById,
  findPeriodContaining,
  listAssignedAdditionalProjects,
  listAssignedRoles,
} from '../master-data/master-data.queries';
import { loadTimesheetMetrics } from './timesheet-metrics';
import { can, type TimesheetAction, type TimesheetSubject, type TimesheetViewer } from './timesheets.policy';
import {
  advanceTimesheet,
  findTimesheetById,
  findTimesheetOfPeriod,
  findTimesheetOwner,
  insertStatusRevision,
  insertTimesheet,
  listEntries,
  listManagersViewableAs,
  listRows,
  listStatusRevisions,
  type RowToStore,
  replaceRows,
  type StoredTimesheet,
} from './timesheets.queries';

type Owner = NonNullable<Awaited<ReturnType<typeof findTimesheetOwner>>>;
type Period = NonNullable<Awaited<ReturnType<typeof findPeriodById>>>;

const STALE_MESSAGE =
  'This timesheet was changed elsewhere (another tab or device) since you loaded it. Reload it to get the newer version, then apply your changes again.';
const MISSING_START_DATE_MESSAGE =
  'Your employment start date is missing. Please contact HR to have it added before creating a timesheet.';
const UNIQUE_VIOLATION = '23505';

async function viewerOf(db: Executor, actor: Actor): Promise<TimesheetViewer> {
  return { ...actor, managerIdsViewableAs: actor.manager ? await listManagersViewableAs(db, actor.id) : [] };
}

function subjectOf(owner: Owner, status: string): TimesheetSubject {
  return { ownerId: owner.id, ownerTeamLeadId: owner.teamLeadId, status: status as TimesheetStatusName };
}

async function ownerOrNotFound(db: Executor, personId: number): Promise<Owner> {
  const owner = await findTimesheetOwner(db, personId);
  if (!owner) throw new AppError('not_found', 'Timesheet not found.');
  return owner;
}

function requireView(viewer: TimesheetViewer, subject: TimesheetSubject) {
  if (!can(viewer, 'view', subject)) {
    throw new AppError('forbidden', "You may not view this person's timesheet.");
  }
}

/** Refuses an action with the reason: someone else's timesheet, or one in the wrong status. */
function requireAction(
  viewer: TimesheetViewer,
  action: Exclude<TimesheetAction, 'view'>,
  subject: TimesheetSubject,
) {
  if (can(viewer, action, subject)) return;
  if (viewer.id !== subject.ownerId) {
    throw new AppError('forbidden', 'Only the owner of a timesheet may change, submit or rescind it.');
  }
  const reason =
    action === 'rescind'
      ? 'Only a timesheet pending approval can be unsubmitted.'
      : `A timesheet that is ${subject.status} cannot be changed.`;
  throw new AppError('invalid_state', reason);
}

async function presentTimesheet(
  db: Executor,
  viewer: TimesheetViewer,
  owner: Owner,
  period: Period,
  stored: StoredTimesheet | undefined,
): Promise<Timesheet> {
  const status = (stored?.status ?? 'unsubmitted') as TimesheetStatus;
  const storedRows = stored ? await listRows(db, stored.id, owner.id) : [];
  const entries = await listEntries(
    db,
    storedRows.map((row) => row.id),
  );
  const rows: (TimesheetRow & { billable: boolean })[] = storedRows.map((row) => ({
    id: row.id,
    engagementId: row.engagementId,
    additionalProjectId: row.additionalProjectId,
    projectId: row.projectCode,
    resourceId: row.resourceId,
    role: row.roleName,
    name: row.engagementName ?? row.additionalProjectName ?? '',
    clientName: row.clientName,
    startDate: row.startDate ?? period.startDate,
    endDate: row.endDate,
    state: row.state === 'closed' ? 'closed' : 'open',
    readOnly: row.state === 'closed',
    billable: row.billable ?? false,
    timesheetEntries: entries
      .filter((entry) => entry.rowId === row.id)
      .map((entry) => ({ id: entry.id, date: entry.date, hours: Number(entry.hours), note: entry.note })),
  }));
  const metrics = await loadTimesheetMetrics(db, period, owner.employmentStartDate, rows);
  const subject = subjectOf(owner, status);
  return {
    id: stored?.id ?? null,
    spudUserId: owner.id,
    employee: owner.name,
    employmentStartDate: owner.employmentStartDate,
    status,
    version: stored?.version ?? 0,
    timesheetPeriodId: period.id,
    timesheetPeriod: { startDate: period.startDate, endDate: period.endDate },
    timesheetRows: sortReadOnlyLast(rows.map(({ billable: _billable, ...row }) => row)),
    ...metrics,
    permissions: {
      edit: can(viewer, 'edit', subject),
      submit: stored !== undefined && can(viewer, 'submit', subject),
      rescind: stored !== undefined && can(viewer, 'rescind', subject),
    },
  };
}

/** GET /api/timesheet: the person's timesheet for the period holding `startDate`, or an unsaved one. */
export async function getTimesheet(
  db: Db,
  actor: Actor,
  query: { startDate?: string; userId?: number },
): Promise<Timesheet> {
  const viewer = await viewerOf(db, actor);
  const owner = await ownerOrNotFound(db, query.userId ?? actor.id);
  const period = await findPeriodContaining(db, query.startDate ?? todayIso());
  if (!period) throw new AppError('not_found', 'There is no timesheet period for that date.');
  const stored = await findTimesheetOfPeriod(db, owner.id, period.id);
  requireView(viewer, subjectOf(owner, stored?.status ?? 'unsubmitted'));
  return presentTimesheet(db, viewer, owner, period, stored);
}

function invalidRow(index: number, field: string, message: string): AppError {
  return new AppError('validation_failed', message, `timesheetRows.${index}${field ? `.${field}` : ''}`);
}

/**
 * Checks rows against everything the server knows, whatever the client sent: only the person's roles and
 * additional projects active in the period, entry dates inside the period and the row's dates, at most 24
 * hours a day across rows (closed rows included), and row ids that belong to this timesheet.
 */
async function rowsToStore(
  db: Executor,
  owner: Owner,
  period: Period,
  stored: StoredTimesheet | undefined,
  rows: RowInput[],
): Promise<RowToStore[]> {
  const [roles, projects, existingRows] = await Promise.all([
    listAssignedRoles(db, owner.id, period.startDate, period.endDate),
    listAssignedAdditionalProjects(db, owner.id, { fromDate: period.startDate, toDate: period.endDate }),
    stored ? listRows(db, stored.id, owner.id) : Promise.resolve([]),
  ]);
  const openRowIds = new Set(existingRows.filter((row) => row.state === 'open').map((row) => row.id));
  const closedRows = existingRows.filter((row) => row.state === 'closed');
  const closedEntries = await listEntries(
    db,
    closedRows.map((row) => row.id),
  );
  const seenIds = new Set<number>();

  const toStore = rows.map((row, index): RowToStore => {
    if (row.id !== undefined) {
      if (!openRowIds.has(row.id) || seenIds.has(row.id)) {
        throw invalidRow(
          index,
          'id',
          `timesheetRows.${index}.id: ${row.id} is not an open row of this timesheet.`,
        );
      }
      seenIds.add(row.id);
    }
    const dates = row.resourceId
      ? roles.find((role) => role.resourceId === row.resourceId)
      : projects.find((project) => project.id === row.additionalProjectId);
    if (!dates) {
      const field = row.resourceId ? 'resourceId' : 'additionalProjectId';
      throw invalidRow(
        index,
        field,
        `timesheetRows.${index}.${field}: not a project assigned to you and active in this period.`,
      );
    }
    const seenDates = new Set<string>();
    const entries = row.timesheetEntries.map((entry, entryIndex) => {
      const at = `timesheetRows.${index}.timesheetEntries.${entryIndex}.date`;
      if (seenDates.has(entry.date))
        throw new AppError('validation_failed', `${at}: the date appears twice.`, at);
      seenDates.add(entry.date);
      if (entry.date < period.startDate || entry.date > period.endDate) {
        throw new AppError('validation_failed', `${at}: ${entry.date} is outside the period.`, at);
      }
      if (!isDateInsideRow(dates, entry.date)) {
        throw new AppError('validation_failed', `${at}: ${entry.date} is outside the project's dates.`, at);
      }
      const note = entry.note?.trim() ? entry.note : null;
      return { date: entry.date, hours: (toHundredths(entry.hours) / 100).toFixed(2), note };
    });
    return {
      id: row.id,
      resourceId: row.resourceId ?? null,
      additionalProjectId: row.additionalProjectId ?? null,
      // An empty entry (no hours, no note) is the same as no entry.
      entries: entries.filter((entry) => Number(entry.hours) > 0 || entry.note !== null),
    };
  });

  const allDays = [
    ...toStore.map((row) => ({
      timesheetEntries: row.entries.map((e) => ({ date: e.date, hours: Number(e.hours) })),
    })),
    { timesheetEntries: closedEntries.map((e) => ({ date: e.date, hours: Number(e.hours) })) },
  ];
  const overLimit = firstDayOverLimit(allDays);
  if (overLimit) {
    throw new AppError(
      'validation_failed',
      `timesheetRows: more than 24 hours on ${overLimit}.`,
      'timesheetRows',
    );
  }
  return toStore;
}

function requireStartDate(owner: Owner) {
  if (!owner.employmentStartDate) throw new AppError('rule_violation', MISSING_START_DATE_MESSAGE);
}

function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  return code === UNIQUE_VIOLATION || cause?.code === UNIQUE_VIOLATION;
}

/** POST /api/timesheet: the first save of a period. Two first saves at once: one wins, the other gets 409. */
export async function createTimesheet(db: Db, actor: Actor, body: SaveTimesheetBody): Promise<Timesheet> {
  const viewer = await viewerOf(db, actor);
  const owner = await ownerOrNotFound(db, actor.id);
  const period = await findPeriodById(db, body.timesheetPeriodId);
  if (!period) {
    throw new AppError('validation_failed', 'timesheetPeriodId: no such period.', 'timesheetPeriodId');
  }
  if (body.version !== undefined && body.version !== 0) throw new AppError('stale_version', STALE_MESSAGE);
  requireAction(viewer, 'edit', subjectOf(owner, 'unsubmitted'));
  requireStartDate(owner);
  if (body.timesheetRows.some((row) => row.id !== undefined)) {
    throw new AppError(
      'validation_failed',
      'timesheetRows: a new timesheet has no saved rows yet.',
      'timesheetRows',
    );
  }
  const rows = await rowsToStore(db, owner, period, undefined, body.timesheetRows);
  try {
    const created = await db.transaction(async (tx) => {
      const timesheet = await insertTimesheet(tx, owner.id, period.id);
      await replaceRows(tx, timesheet.id, rows);
      return timesheet;
    });
    return presentTimesheet(db, viewer, owner, period, created);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('stale_version', STALE_MESSAGE);
    throw error;
  }
}

async function loadOwnTimesheet(db: Db, actor: Actor, timesheetId: number) {
  const viewer = await viewerOf(db, actor);
  const stored = await findTimesheetById(db, timesheetId);
  if (!stored) throw new AppError('not_found', 'Timesheet not found.');
  const owner = await ownerOrNotFound(db, stored.personId);
  const subject = subjectOf(owner, stored.status);
  requireView(viewer, subject);
  const period = (await findPeriodById(db, stored.periodId))!;
  return { viewer, stored, owner, subject, period };
}

/** PUT /api/timesheet/{id}: a later save, refused when based on a stale version. */
export async function updateTimesheet(
  db: Db,
  actor: Actor,
  timesheetId: number,
  body: SaveTimesheetBody,
): Promise<Timesheet> {
  const { viewer, stored, owner, subject, period } = await loadOwnTimesheet(db, actor, timesheetId);
  requireAction(viewer, 'edit', subject);
  if (body.timesheetPeriodId !== stored.periodId) {
    throw new AppError(
      'validation_failed',
      'timesheetPeriodId: not the period of this timesheet.',
      'timesheetPeriodId',
    );
  }
  requireStartDate(owner);
  const rows = await rowsToStore(db, owner, period, stored, body.timesheetRows);
  const saved = await db.transaction(async (tx) => {
    const advanced = await advanceTimesheet(tx, stored.id, {
      fromStatuses: editableStatuses,
      expectedVersion: body.version ?? stored.version,
    });
    if (!advanced) throw await refusalOf(tx, stored.id, body.version);
    await replaceRows(tx, stored.id, rows);
    return advanced;
  });
  return presentTimesheet(db, viewer, owner, period, saved);
}

/**
 * Why a guarded write matched nothing, read after the fact: another write bumped the version the caller
 * sent (stale), or moved the timesheet to a status this write may not start from.
 */
async function refusalOf(tx: Executor, timesheetId: number, sentVersion: number | undefined) {
  const now = await findTimesheetById(tx, timesheetId);
  if (!now) return new AppError('not_found', 'Timesheet not found.');
  if (sentVersion !== undefined && now.version !== sentVersion) {
    return new AppError('stale_version', STALE_MESSAGE);
  }
  return new AppError(
    'invalid_state',
    `This timesheet was just changed and is now ${now.status}. Reload it to see its current state.`,
  );
}

/**
 * One status transition in one transaction: moves the timesheet on only from the statuses the transition
 * starts from and at the version the caller saw (or, without one, the version read as the request began),
 * saves rows sent along, and records the revision with its actor.
 */
async function changeStatus(
  db: Db,
  actor: Actor,
  stored: StoredTimesheet,
  transition: { fromStatuses: readonly string[]; toStatus: 'pending' | 'unsubmitted'; sentVersion?: number },
  rows?: Awaited<ReturnType<typeof rowsToStore>>,
) {
  return db.transaction(async (tx) => {
    const advanced = await advanceTimesheet(tx, stored.id, {
      fromStatuses: transition.fromStatuses,
      expectedVersion: transition.sentVersion ?? stored.version,
      toStatus: transition.toStatus,
    });
    if (!advanced) throw await refusalOf(tx, stored.id, transition.sentVersion);
    if (rows) await replaceRows(tx, stored.id, rows);
    await insertStatusRevision(tx, {
      timesheetId: stored.id,
      status: transition.toStatus,
      note: null,
      actorId: actor.id,
    });
    return advanced;
  });
}

/** PATCH /api/timesheet/{id}/submit: unsubmitted (or rejected, unapproved) to pending, saving rows sent along. */
export async function submitTimesheet(
  db: Db,
  actor: Actor,
  timesheetId: number,
  body: SubmitTimesheetBody,
): Promise<Timesheet> {
  const { viewer, stored, owner, subject, period } = await loadOwnTimesheet(db, actor, timesheetId);
  requireAction(viewer, 'submit', subject);
  const rows = body.timesheetRows && (await rowsToStore(db, owner, period, stored, body.timesheetRows));
  const submitted = await changeStatus(
    db,
    actor,
    stored,
    { fromStatuses: editableStatuses, toStatus: 'pending', sentVersion: body.version },
    rows,
  );
  return presentTimesheet(db, viewer, owner, period, submitted);
}

/** PATCH /api/timesheet/{id}/rescind: the owner takes a pending timesheet back to unsubmitted. */
export async function rescindTimesheet(
  db: Db,
  actor: Actor,
  timesheetId: number,
  expectedVersion: number | undefined,
): Promise<Timesheet> {
  const { viewer, stored, owner, subject, period } = await loadOwnTimesheet(db, actor, timesheetId);
  requireAction(viewer, 'rescind', subject);
  const rescinded = await changeStatus(db, actor, stored, {
    fromStatuses: ['pending'],
    toStatus: 'unsubmitted',
    sentVersion: expectedVersion,
  });
  return presentTimesheet(db, viewer, owner, period, rescinded);
}

/** GET /api/timesheet/{id}/history: every status change, oldest first. */
export async function getTimesheetHistory(
  db: Db,
  actor: Actor,
  timesheetId: number,
  userId: number | undefined,
): Promise<TimesheetStatusRevision[]> {
  const { stored } = await loadOwnTimesheet(db, actor, timesheetId);
  if (userId !== undefined && userId !== stored.personId)
    throw new AppError('not_found', 'Timesheet not found.');
  const revisions = await listStatusRevisions(db, stored.id);
  return revisions.map((revision) => ({
    id: revision.id,
    createdAt: revision.createdAt.toISOString(),
    status: revision.status as TimesheetStatus,
    note: revision.note,
    spudUser: { name: revision.actorName },
  }));
}
