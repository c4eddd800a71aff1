import type { CheckedTimeOffDetails } from '@timekeep/shared/domain/time-off-request-rules';
import type { TimeOffStatus } from '@timekeep/shared/schemas/time-off';
import { and, asc, desc, eq, gte, inArray, lt, lte, max, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { closedPeriodBetween, nowParameter } from '../../core/period-close';
import { isMostRecentDetail } from '../../core/time-off-details';
import type { Executor } from '../../db/client';
import { people, timeOffRequestDetails, timeOffRequests } from '../../db/schema';

const manager = alias(people, 'manager');

const requestColumns = {
  id: timeOffRequests.id,
  personId: timeOffRequests.personId,
  ownerTeamLeadId: people.teamLeadId,
  employeeFirstName: people.firstName,
  employeeLastName: people.lastName,
  version: timeOffRequestDetails.version,
  reason: timeOffRequestDetails.reason,
  status: timeOffRequests.status,
  timeframeType: timeOffRequestDetails.timeframeType,
  startDate: timeOffRequests.startDate,
  endDate: timeOffRequests.endDate,
  hours: timeOffRequestDetails.hours,
  hoursWorkday: timeOffRequestDetails.hoursWorkday,
  includeWeekends: timeOffRequestDetails.includeWeekends,
  comment: timeOffRequestDetails.comment,
  managerComment: timeOffRequestDetails.managerComment,
  managerFirstName: manager.firstName,
  managerLastName: manager.lastName,
};

export type TimeOffRequestRow = Awaited<ReturnType<typeof findRequests>>[number];

function findRequests(executor: Executor, where: SQL | undefined, order: 'asc' | 'desc') {
  return executor
    .select(requestColumns)
    .from(timeOffRequests)
    .innerJoin(people, eq(people.id, timeOffRequests.personId))
    .innerJoin(timeOffRequestDetails, isMostRecentDetail)
    .leftJoin(manager, eq(manager.id, timeOffRequestDetails.managerId))
    .where(where)
    .orderBy(
      order === 'asc' ? asc(timeOffRequests.startDate) : desc(timeOffRequests.startDate),
      asc(timeOffRequests.id),
    );
}

/** Requests that end today or later, soonest first. */
export function findUpcomingRequests(executor: Executor, personId: number, today: string) {
  return findRequests(
    executor,
    and(eq(timeOffRequests.personId, personId), gte(timeOffRequests.endDate, today)),
    'asc',
  );
}

/** Requests of a year that ended before today, latest first. */
export function findPastRequests(executor: Executor, personId: number, year: number, today: string) {
  return findRequests(
    executor,
    and(
      eq(timeOffRequests.personId, personId),
      gte(timeOffRequests.startDate, `${year}-01-01`),
      lte(timeOffRequests.startDate, `${year}-12-31`),
      lt(timeOffRequests.endDate, today),
    ),
    'desc',
  );
}

/** Every request of a year in one status, whatever its dates. */
export function findRequestsOfYear(
  executor: Executor,
  personId: number,
  year: number,
  status: TimeOffStatus,
) {
  return findRequests(
    executor,
    and(
      eq(timeOffRequests.personId, personId),
      eq(timeOffRequests.status, status),
      gte(timeOffRequests.startDate, `${year}-01-01`),
      lte(timeOffRequests.startDate, `${year}-12-31`),
    ),
    'asc',
  );
}

export async function findRequestById(executor: Executor, requestId: number) {
  const [row] = await findRequests(executor, eq(timeOffRequests.id, requestId), 'asc');
  return row;
}

/** Whether a period closed for the person holds a day of any of the ranges (issue 38): one statement. */
export async function closedPeriodHoldsAny(
  executor: Executor,
  personId: number,
  ranges: readonly { startDate: string; endDate: string }[],
): Promise<boolean> {
  const [row] = await executor
    .select({
      closed: sql<boolean>`bool_or(${closedPeriodBetween(sql`range.start_date`, sql`range.end_date`, sql`${personId}`, nowParameter())})`,
    })
    .from(
      sql`unnest(${sql.param(ranges.map((range) => range.startDate))}::date[],
        ${sql.param(ranges.map((range) => range.endDate))}::date[]) AS range(start_date, end_date)`,
    );
  return row?.closed === true;
}

/** The person's requests whose dates overlap the range, in any status (the rule decides which count). */
export function findRequestsOverlapping(
  executor: Executor,
  personId: number,
  range: { startDate: string; endDate: string },
) {
  return executor
    .select({
      id: timeOffRequests.id,
      status: timeOffRequests.status,
      startDate: timeOffRequests.startDate,
      endDate: timeOffRequests.endDate,
    })
    .from(timeOffRequests)
    .where(
      and(
        eq(timeOffRequests.personId, personId),
        lte(timeOffRequests.startDate, range.endDate),
        gte(timeOffRequests.endDate, range.startDate),
      ),
    );
}

/** Hours per leave type, year and status, from each request's most recent detail. */
export function sumRequestedHours(executor: Executor, personId: number) {
  const year = sql<number>`extract(year from ${timeOffRequests.startDate})::int`;
  return executor
    .select({
      reason: timeOffRequestDetails.reason,
      year,
      status: timeOffRequests.status,
      hours: sql<string>`sum(${timeOffRequestDetails.hours})`,
    })
    .from(timeOffRequests)
    .innerJoin(timeOffRequestDetails, isMostRecentDetail)
    .where(and(eq(timeOffRequests.personId, personId), ne(timeOffRequests.status, 'rejected')))
    .groupBy(timeOffRequestDetails.reason, year, timeOffRequests.status);
}

export async function insertRequest(executor: Executor, personId: number, details: CheckedTimeOffDetails) {
  const [request] = await executor
    .insert(timeOffRequests)
    .values({ personId, status: 'pending', startDate: details.startDate, endDate: details.endDate })
    .returning({ id: timeOffRequests.id });
  return request!.id;
}

/** Makes the details the request's current state: back to pending, with the next detail version. */
export async function writeNewDetailVersion(
  executor: Executor,
  requestId: number,
  authorId: number,
  details: CheckedTimeOffDetails,
) {
  const [latest] = await executor
    .select({ version: max(timeOffRequestDetails.version) })
    .from(timeOffRequestDetails)
    .where(eq(timeOffRequestDetails.requestId, requestId));
  await executor.insert(timeOffRequestDetails).values({
    requestId,
    version: (latest?.version ?? 0) + 1,
    status: 'pending',
    reason: details.reason,
    timeframeType: details.timeframeType,
    startDate: details.startDate,
    endDate: details.endDate,
    hours: details.hours.toFixed(2),
    hoursWorkday: details.hoursWorkday,
    includeWeekends: details.includeWeekends,
    comment: details.comment,
    authorId,
  });
  await executor
    .update(timeOffRequests)
    .set({ status: 'pending', startDate: details.startDate, endDate: details.endDate })
    .where(eq(timeOffRequests.id, requestId));
}

export async function deleteRequest(executor: Executor, requestId: number) {
  await executor.delete(timeOffRequests).where(eq(timeOffRequests.id, requestId));
}

/** Requests by id (any owner), soonest first. */
export function findRequestsByIds(executor: Executor, requestIds: readonly number[]) {
  return findRequests(executor, inArray(timeOffRequests.id, [...requestIds]), 'asc');
}

/**
 * The requests of a team (people reporting to `leadId`), filtered; soonest first. `personId` narrows it to
 * one member, `startDate`/`endDate` to requests starting in that span.
 */
export function findTeamRequests(
  executor: Executor,
  leadId: number,
  filters: { status?: TimeOffStatus; personId?: number; startDate?: string; endDate?: string },
) {
  return findRequests(
    executor,
    and(
      eq(people.teamLeadId, leadId),
      eq(people.enabled, true),
      filters.status ? eq(timeOffRequests.status, filters.status) : undefined,
      filters.personId ? eq(timeOffRequests.personId, filters.personId) : undefined,
      filters.startDate ? gte(timeOffRequests.startDate, filters.startDate) : undefined,
      filters.endDate ? lte(timeOffRequests.startDate, filters.endDate) : undefined,
    ),
    'asc',
  );
}

/**
 * Locks the requests (in id order, so two bulk answers never deadlock) for the rest of the transaction:
 * an answer and the employee's edit or delete of the same request happen one after the other.
 */
export async function lockRequests(executor: Executor, requestIds: readonly number[]) {
  await executor
    .select({ id: timeOffRequests.id })
    .from(timeOffRequests)
    .where(inArray(timeOffRequests.id, [...requestIds]))
    .orderBy(asc(timeOffRequests.id))
    .for('update');
}

/**
 * An approver's answer to many requests at once, set-based: each gets a new detail version (a copy of its
 * current details with the new status, the comment and the approver) and its status.
 */
export async function writeAnswers(
  executor: Executor,
  requestIds: readonly number[],
  answer: { status: TimeOffStatus; managerComment: string | null; managerId: number },
) {
  await executor.execute(sql`
    INSERT INTO ${timeOffRequestDetails} (request_id, version, reason, status, timeframe_type, start_date,
      end_date, hours, hours_workday, include_weekends, comment, manager_comment, manager_id, author_id)
    SELECT d.request_id, d.version + 1, d.reason, ${answer.status}, d.timeframe_type, d.start_date, d.end_date,
      d.hours, d.hours_workday, d.include_weekends, d.comment, ${answer.managerComment}, ${answer.managerId},
      ${answer.managerId}
    FROM ${timeOffRequestDetails} AS d
    WHERE d.request_id IN (${sql.join(
      requestIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      AND NOT EXISTS (SELECT 1 FROM ${timeOffRequestDetails} AS newer
        WHERE newer.request_id = d.request_id AND newer.version > d.version)`);
  await executor
    .update(timeOffRequests)
    .set({ status: answer.status })
    .where(inArray(timeOffRequests.id, [...requestIds]));
}
