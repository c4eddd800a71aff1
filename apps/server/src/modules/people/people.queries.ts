import { and, asc, eq, exists, ilike, inArray, isNull, min, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { fullNameOf } from '../../db/person-names';
import {
  apiTokens,
  calendarFeeds,
  departments,
  engagements,
  people,
  relatedManagers,
  sessions,
  timesheetEntries,
  timesheetRows,
  timesheets,
} from '../../db/schema';
import { likeLiteral } from '../../lib/like-literal';

const teamLead = alias(people, 'team_lead');

/** The leads a person may view as, with their names, as a JSON column (one statement reads a person). */
const relatedManagersColumn = sql<{ id: number; firstName: string; lastName: string }[]>`coalesce((
  SELECT json_agg(json_build_object('id', lead.id, 'firstName', lead.first_name, 'lastName', lead.last_name)
    ORDER BY lead.last_name, lead.first_name, lead.id)
  FROM ${relatedManagers} JOIN ${people} AS lead ON lead.id = ${relatedManagers.relatedManagerId}
  WHERE ${relatedManagers.managerId} = ${people.id}), '[]'::json)`;

/** A person with everything the admin form shows: department, team lead and related managers by name. */
export async function findPersonForAdmin(executor: Executor, personId: number) {
  const [row] = await executor
    .select({
      id: people.id,
      firstName: people.firstName,
      lastName: people.lastName,
      email: people.email,
      jobTitle: people.jobTitle,
      departmentId: people.departmentId,
      departmentName: departments.name,
      teamLeadId: people.teamLeadId,
      teamLeadFirstName: teamLead.firstName,
      teamLeadLastName: teamLead.lastName,
      employmentStartDate: people.employmentStartDate,
      employmentEndDate: people.employmentEndDate,
      contractor: people.contractor,
      roles: people.roles,
      enabled: people.enabled,
      relatedManagers: relatedManagersColumn,
    })
    .from(people)
    .leftJoin(departments, eq(departments.id, people.departmentId))
    .leftJoin(teamLead, eq(teamLead.id, people.teamLeadId))
    .where(eq(people.id, personId));
  return row;
}
export type AdminPersonRow = NonNullable<Awaited<ReturnType<typeof findPersonForAdmin>>>;

export type PersonRow = typeof people.$inferSelect;

/** Which of these ids are people (one statement). */
export async function findExistingPersonIds(executor: Executor, personIds: readonly number[]) {
  if (personIds.length === 0) return new Set<number>();
  const rows = await executor
    .select({ id: people.id })
    .from(people)
    .where(inArray(people.id, [...personIds]));
  return new Set(rows.map((row) => row.id));
}

export async function departmentExists(executor: Executor, departmentId: number) {
  const [row] = await executor
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.id, departmentId));
  return row !== undefined;
}

/**
 * The chain of team leads above `leadId`, nearest first, `leadId` included: a person may not take as lead
 * anyone on a chain that reaches them. One recursive statement; it stops on a cycle already stored.
 */
export async function leadChainFrom(executor: Executor, leadId: number): Promise<number[]> {
  const result = await executor.execute(sql`
    WITH RECURSIVE chain(id, team_lead_id, depth) AS (
      SELECT id, team_lead_id, 0 FROM ${people} WHERE id = ${leadId}
      UNION
      SELECT person.id, person.team_lead_id, chain.depth + 1
      FROM ${people} AS person JOIN chain ON person.id = chain.team_lead_id
      WHERE chain.depth < 10000)
    SELECT id FROM chain ORDER BY depth`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
}

/** The earliest date the person logged an entry on (any timesheet, any status), or null. */
export async function firstLoggedDateOf(executor: Executor, personId: number): Promise<string | null> {
  const [row] = await executor
    .select({ firstDate: min(timesheetEntries.date) })
    .from(timesheetEntries)
    .innerJoin(timesheetRows, eq(timesheetRows.id, timesheetEntries.rowId))
    .innerJoin(timesheets, eq(timesheets.id, timesheetRows.timesheetId))
    .where(eq(timesheets.personId, personId));
  return row?.firstDate ?? null;
}

/**
 * Ends what the people hold open without asking again: their sessions, their API tokens (revoked: a token
 * made again is a new secret), and the secret addresses of their calendar feeds. Three statements, whatever
 * their number.
 */
export async function endSessionsAndFeedsOf(executor: Executor, personIds: readonly number[]) {
  if (personIds.length === 0) return;
  await executor.delete(sessions).where(inArray(sessions.personId, [...personIds]));
  await executor
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(inArray(apiTokens.ownerId, [...personIds]), isNull(apiTokens.revokedAt)));
  await executor.delete(calendarFeeds).where(inArray(calendarFeeds.personId, [...personIds]));
}

export async function listRelatedManagerIds(executor: Executor, personId: number) {
  const rows = await executor
    .select({ id: relatedManagers.relatedManagerId })
    .from(relatedManagers)
    .where(eq(relatedManagers.managerId, personId));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Replaces whom the person may view as: two statements whatever the number. */
export async function replaceRelatedManagers(
  executor: Executor,
  personId: number,
  relatedManagerIds: readonly number[],
) {
  await executor.delete(relatedManagers).where(and(eq(relatedManagers.managerId, personId)));
  if (relatedManagerIds.length === 0) return;
  await executor
    .insert(relatedManagers)
    .values(relatedManagerIds.map((relatedManagerId) => ({ managerId: personId, relatedManagerId })));
}

/** People who manage at least one engagement, by last and first name. */
export function listEngagementManagers(executor: Executor) {
  return executor
    .select({ id: people.id, firstName: people.firstName, lastName: people.lastName })
    .from(people)
    .where(
      exists(
        executor
          .select({ id: engagements.id })
          .from(engagements)
          .where(eq(engagements.engagementManagerId, people.id)),
      ),
    )
    .orderBy(asc(people.lastName), asc(people.firstName), asc(people.id));
}

/**
 * People by last and first name; `enabled` keeps only enabled or disabled accounts; `nameContains` matches
 * the first name, the last name or the full name ("first last" or "last, first"), ignoring case.
 */
export function listPeople(executor: Executor, filters: { enabled?: boolean; nameContains?: string }) {
  const pattern = filters.nameContains === undefined ? undefined : `%${likeLiteral(filters.nameContains)}%`;
  return executor
    .select({
      id: people.id,
      firstName: people.firstName,
      lastName: people.lastName,
      jobTitle: people.jobTitle,
      email: people.email,
      enabled: people.enabled,
    })
    .from(people)
    .where(
      and(
        filters.enabled === undefined ? undefined : eq(people.enabled, filters.enabled),
        pattern === undefined
          ? undefined
          : or(
              ilike(fullNameOf(sql`${people.firstName}`, sql`${people.lastName}`), pattern),
              ilike(sql`${people.lastName} || ', ' || ${people.firstName}`, pattern),
            ),
      ),
    )
    .orderBy(asc(people.lastName), asc(people.firstName), asc(people.id));
}
