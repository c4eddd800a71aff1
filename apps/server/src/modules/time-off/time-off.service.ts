import { yearOf } from '@timekeep/shared/domain/time-off-dates';
import { DUPLICATE_REQUEST_MESSAGE, findDuplicateRequest } from '@timekeep/shared/domain/time-off-duplicates';
import { holidaySet, hoursTakenBy, officeClosureDays } from '@timekeep/shared/domain/time-off-duration';
import {
  originalHoursInSameBalance,
  reasonBalanceFrom,
  timeOffLimitProblem,
} from '@timekeep/shared/domain/time-off-limits';
import {
  type CheckedTimeOffDetails,
  checkTimeOffDetails,
  type RuleProblem,
  timeOffChangeRefusal,
  timeOffEditProblem,
} from '@timekeep/shared/domain/time-off-request-rules';
import type {
  OfficeClosureBalance,
  TimeOffBalance,
  TimeOffBalancesResponse,
  TimeOffDetailsInput,
  TimeOffReason,
  TimeOffRequest,
  TimeOffStats,
} from '@timekeep/shared/schemas/time-off';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { listHolidayDatesBetween } from '../../core/calendar-lookups';
import { recordNotifications } from '../../core/notifications/record-notifications';
import { timeOffRequestNotification } from '../../core/notifications/workflow-notifications';
import { type PolicyActor, policyActorOf } from '../../core/team-scope/team-scope';
import { lockPersonForTimeOff } from '../../core/time-off-details';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { presentTimeOffRequest } from './present-time-off-request';
import { can } from './time-off.policy';
import {
  deleteRequest,
  findBalances,
  findPastRequests,
  findRequestById,
  findRequestsOfYear,
  findRequestsOverlapping,
  findUpcomingRequests,
  insertRequest,
  lockRequests,
  sumRequestedHours,
  type TimeOffRequestRow,
  writeNewDetailVersion,
} from './time-off.queries';
import { timeOffAuditView, writtenTimeOffAuditView } from './time-off-audit';

const NOT_FOUND_MESSAGE = 'Time off request not found.';

export async function listUpcomingRequests(db: Db, actor: Actor, today: string): Promise<TimeOffRequest[]> {
  const policyActor = policyActorOf(actor, today);
  return (await findUpcomingRequests(db, actor.id, today)).map((row) =>
    presentTimeOffRequest(row, policyActor),
  );
}

export async function listPastRequests(
  db: Db,
  actor: Actor,
  year: number,
  today: string,
): Promise<TimeOffRequest[]> {
  const policyActor = policyActorOf(actor, today);
  return (await findPastRequests(db, actor.id, year, today)).map((row) =>
    presentTimeOffRequest(row, policyActor),
  );
}

interface YearTotals {
  accumulated: Map<number, number>;
  requested: Map<number, number>;
  approved: Map<number, number>;
}

/** Accumulated, requested (not rejected) and approved hours per leave type and year. */
async function loadYearTotals(executor: Executor, personId: number): Promise<Map<TimeOffReason, YearTotals>> {
  const [balances, requested] = await Promise.all([
    findBalances(executor, personId),
    sumRequestedHours(executor, personId),
  ]);
  const totals = new Map<TimeOffReason, YearTotals>();
  const totalsOf = (reason: TimeOffReason) => {
    let entry = totals.get(reason);
    if (!entry) {
      entry = { accumulated: new Map(), requested: new Map(), approved: new Map() };
      totals.set(reason, entry);
    }
    return entry;
  };
  const add = (map: Map<number, number>, year: number, hours: number) =>
    map.set(year, (map.get(year) ?? 0) + hours);
  for (const balance of balances)
    add(totalsOf(balance.reason).accumulated, balance.year, Number(balance.accumulatedHours));
  for (const row of requested) {
    const entry = totalsOf(row.reason);
    add(entry.requested, row.year, Number(row.hours));
    if (row.status === 'approved') add(entry.approved, row.year, Number(row.hours));
  }
  return totals;
}

const byYear = (map: Map<number, number>) =>
  Object.fromEntries([...map].sort(([a], [b]) => a - b).map(([year, hours]) => [String(year), hours]));

function toBalances(totals: Map<TimeOffReason, YearTotals>): TimeOffBalance[] {
  return [...totals]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, entry]) => ({
      type,
      accumulatedAmount: byYear(entry.accumulated),
      ptoRequested: byYear(entry.requested),
    }));
}

function officeClosureOf(totals: Map<TimeOffReason, YearTotals>, year: number): OfficeClosureBalance {
  const closures = totals.get('office_closure');
  return {
    year,
    totalRequested: officeClosureDays(closures?.requested.get(year) ?? 0),
    totalBalance: officeClosureDays(closures?.accumulated.get(year) ?? 0),
  };
}

/** A person's balances by leave type, hours keyed by year, as the balances call and the limit check read them. */
export async function balancesOfPerson(executor: Executor, personId: number): Promise<TimeOffBalance[]> {
  return toBalances(await loadYearTotals(executor, personId));
}

/** GET /api/ptos/balances; the limit checks and the stats read the same totals. */
export async function getBalances(db: Db, actor: Actor, today: string): Promise<TimeOffBalancesResponse> {
  const totals = await loadYearTotals(db, actor.id);
  return { balances: toBalances(totals), officeClosure: officeClosureOf(totals, yearOf(today)) };
}

/** The three cards: approved hours of the year, approved hours taken up to today, and office closures. */
export async function getStats(db: Db, actor: Actor, year: number, today: string): Promise<TimeOffStats> {
  const [totals, approved, holidayDates] = await Promise.all([
    loadYearTotals(db, actor.id),
    findRequestsOfYear(db, actor.id, year, 'approved'),
    listHolidayDatesBetween(db, `${year}-01-01`, `${year}-12-31`),
  ]);
  const holidays = holidaySet(holidayDates.map((date) => ({ date })));
  const totalApproved = [...totals.values()].reduce((sum, entry) => sum + (entry.approved.get(year) ?? 0), 0);
  const takenYtd = approved.reduce(
    (sum, row) => sum + hoursTakenBy({ ...row, hours: Number(row.hours) }, today, holidays),
    0,
  );
  return { year, totalApproved, takenYtd, officeClosure: officeClosureOf(totals, year) };
}

function refuseInvalid(
  problem: RuleProblem,
  code: 'validation_failed' | 'rule_violation' = 'validation_failed',
) {
  return new AppError(code, problem.message, `pto_details.${problem.field}`);
}

/** Checks the details against every rule, the person's other requests and their balance; answers them as stored. */
async function checkedDetailsFor(
  tx: Executor,
  personId: number,
  input: TimeOffDetailsInput,
  today: string,
  original?: TimeOffRequestRow,
): Promise<CheckedTimeOffDetails> {
  const thisYear = yearOf(today);
  const holidayDates = await listHolidayDatesBetween(tx, `${thisYear - 1}-01-01`, `${thisYear + 1}-12-31`);
  const checked = checkTimeOffDetails(input, {
    today,
    holidays: holidaySet(holidayDates.map((date) => ({ date }))),
  });
  if (!checked.ok) throw refuseInvalid(checked.problem);
  const details = checked.details;

  const overlapping = await findRequestsOverlapping(tx, personId, details);
  if (findDuplicateRequest(details, overlapping, original?.id)) {
    throw new AppError('duplicate_request', DUPLICATE_REQUEST_MESSAGE, 'pto_details.startDate');
  }

  const year = yearOf(details.startDate);
  const balances = toBalances(await loadYearTotals(tx, personId));
  const originalHours = original
    ? originalHoursInSameBalance({ ...original, hours: Number(original.hours) }, details.reason, year)
    : 0;
  const limitProblem = timeOffLimitProblem({
    reason: details.reason,
    year,
    requestedHours: details.hours,
    balance: reasonBalanceFrom(balances, details.reason, year),
    originalHours,
  });
  if (limitProblem) throw new AppError('limit_exceeded', limitProblem, 'pto_details.hours');
  return details;
}

export async function createRequest(
  db: Db,
  actor: Actor,
  input: TimeOffDetailsInput,
  today: string,
): Promise<TimeOffRequest> {
  const requestId = await db.transaction(async (tx) => {
    await lockPersonForTimeOff(tx, actor.id);
    const details = await checkedDetailsFor(tx, actor.id, input, today);
    const id = await insertRequest(tx, actor.id, details);
    await writeNewDetailVersion(tx, id, actor.id, details);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'time_off_requested',
      entityType: 'time_off_request',
      entityId: id,
      after: writtenTimeOffAuditView(actor.id, 1, details),
    });
    await recordNotifications(tx, [
      timeOffRequestNotification('requested', actor, { id, personId: actor.id, ...details }, details.comment),
    ]);
    return id;
  });
  return presentTimeOffRequest((await findRequestById(db, requestId))!, policyActorOf(actor, today));
}

/**
 * The request an edit or delete is about, locked with the actor's person row, once the policy allows the
 * action: a missing request is not found, someone else's forbidden, and one in a state that allows no
 * change (rejected, started, an office closure to edit) refused with the reason.
 */
async function requestToChange(
  tx: Executor,
  actor: PolicyActor,
  requestId: number,
  action: 'edit' | 'delete',
) {
  await lockPersonForTimeOff(tx, actor.id);
  // The request too: an approver's answer to it and this change happen one after the other.
  await lockRequests(tx, [requestId]);
  const request = await findRequestById(tx, requestId);
  if (!request) throw new AppError('not_found', NOT_FOUND_MESSAGE);
  if (can(actor, action, request)) return request;
  if (request.personId !== actor.id) {
    throw new AppError('forbidden', 'Only the person who requested time off may change or delete it.');
  }
  throw new AppError(
    'invalid_state',
    timeOffChangeRefusal(request, action, actor.today) ?? 'This request cannot be changed.',
  );
}

/**
 * A new detail version; an approved request goes back to pending for the team lead to approve again, and the
 * lead is told.
 */
export async function updateRequest(
  db: Db,
  actor: Actor,
  requestId: number,
  input: TimeOffDetailsInput,
  today: string,
): Promise<TimeOffRequest> {
  const policyActor = policyActorOf(actor, today);
  await db.transaction(async (tx) => {
    const original = await requestToChange(tx, policyActor, requestId, 'edit');
    const editProblem = timeOffEditProblem(input.reason);
    if (editProblem) throw refuseInvalid(editProblem, 'rule_violation');
    const details = await checkedDetailsFor(tx, actor.id, input, today, original);
    await writeNewDetailVersion(tx, requestId, actor.id, details);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'time_off_updated',
      entityType: 'time_off_request',
      entityId: requestId,
      before: timeOffAuditView(original),
      after: writtenTimeOffAuditView(original.personId, original.version + 1, details),
    });
    await recordNotifications(tx, [
      timeOffRequestNotification(
        'updated',
        actor,
        { id: requestId, personId: original.personId, ...details },
        details.comment,
      ),
    ]);
  });
  return presentTimeOffRequest((await findRequestById(db, requestId))!, policyActor);
}

export async function removeRequest(db: Db, actor: Actor, requestId: number, today: string): Promise<void> {
  const policyActor = policyActorOf(actor, today);
  await db.transaction(async (tx) => {
    const request = await requestToChange(tx, policyActor, requestId, 'delete');
    await deleteRequest(tx, requestId);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'time_off_deleted',
      entityType: 'time_off_request',
      entityId: requestId,
      before: timeOffAuditView(request),
    });
    await recordNotifications(tx, [timeOffRequestNotification('withdrawn', actor, request, null)]);
  });
}
