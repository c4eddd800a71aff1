import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { people, relatedManagers, standIns } from '../../db/schema';
import type { TeamScope } from './team-scope';

/**
 * Whether the person of the row in `people` leads a team (someone has them as team lead): the `manager` flag.
 * Counted rather than asked with EXISTS: for EXISTS the planner expects a match a few dozen rows into a scan
 * of everyone and picks that scan, which for the many who lead no one reads all of `people` (1,000 rows on
 * the session lookup of every request); a count reads the team-lead index.
 */
export const leadsTeamColumn = sql<boolean>`(SELECT count(*) FROM ${people} AS team_member
  WHERE team_member.team_lead_id = ${people.id}) > 0`.mapWith(Boolean);

/**
 * The leads whose teams a person may view as (related managers, one direction), as an array column: the
 * session query reads it with the person, so knowing someone's scope costs no statement of its own.
 */
export const viewableLeadIdsColumn = sql<number[]>`coalesce((
  SELECT array_agg(${relatedManagers.relatedManagerId} ORDER BY ${relatedManagers.relatedManagerId})
  FROM ${relatedManagers} WHERE ${relatedManagers.managerId} = ${people.id}), '{}'::int[])`;

/**
 * The leads the person of the row in `people` stands in for on the UTC day of `at` (an SQL timestamp: the
 * app's clock or a statement's parameter), as a JSON array of `{ id, firstName, lastName }`: read with the
 * session, so a stand-in's scope costs no statement of its own and ends with the range's last day. (The
 * person's id is named with its table: the subquery's own tables have ids too.)
 */
export function actingForColumn(at: SQL) {
  return sql<{ id: number; firstName: string; lastName: string }[]>`coalesce((
  SELECT json_agg(json_build_object('id', lead.id, 'firstName', lead.first_name, 'lastName', lead.last_name)
    ORDER BY lead.last_name, lead.first_name, lead.id)
  FROM ${standIns} AS stand_in JOIN ${people} AS lead ON lead.id = stand_in.lead_id
  WHERE stand_in.stand_in_id = ${people}.id AND stand_in.ended_early_at IS NULL AND lead.enabled
    AND (${at}::timestamptz AT TIME ZONE 'UTC')::date BETWEEN stand_in.start_date AND stand_in.end_date), '[]'::json)`;
}

/**
 * The SQL condition "this person row is in the scope" (their lead is one of the scope's leads). A scope of no
 * leads needs no case of its own: Drizzle's `inArray` of an empty list is `false`.
 */
export function inScope(scope: TeamScope) {
  if (scope.everyone) return undefined;
  return inArray(people.teamLeadId, [...scope.leadIds]);
}

/** A lead's team: the enabled people who report to them, by last and first name. */
export function listTeamOf(executor: Executor, leadId: number) {
  return executor
    .select({
      id: people.id,
      firstName: people.firstName,
      lastName: people.lastName,
      teamLeadId: people.teamLeadId,
    })
    .from(people)
    .where(and(eq(people.teamLeadId, leadId), eq(people.enabled, true)))
    .orderBy(asc(people.lastName), asc(people.firstName), asc(people.id));
}

/** The people behind ids (leads a person may view as), by last and first name. */
export function listPeopleByIds(executor: Executor, personIds: readonly number[]) {
  if (personIds.length === 0) return Promise.resolve([]);
  return executor
    .select({ id: people.id, firstName: people.firstName, lastName: people.lastName })
    .from(people)
    .where(inArray(people.id, [...personIds]))
    .orderBy(asc(people.lastName), asc(people.firstName), asc(people.id));
}
