import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { apiTokens, people, scimGroupMembers, scimGroups, scimUsers } from '../../db/schema';

const teamLead = alias(people, 'team_lead');
const creator = alias(people, 'creator');

/** The live SCIM token of this hash and its owner, who must still be enabled; undefined otherwise. */
export async function findLiveScimToken(executor: Executor, tokenHash: string, now: Date) {
  const [row] = await executor
    .select({
      tokenId: apiTokens.id,
      lastUsedAt: apiTokens.lastUsedAt,
      ownerId: people.id,
      firstName: people.firstName,
      lastName: people.lastName,
      email: people.email,
      roles: people.roles,
      contractor: people.contractor,
      employmentStartDate: people.employmentStartDate,
    })
    .from(apiTokens)
    .innerJoin(people, eq(people.id, apiTokens.ownerId))
    .where(
      and(
        eq(apiTokens.tokenHash, tokenHash),
        eq(apiTokens.kind, 'scim'),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, now),
        eq(people.enabled, true),
      ),
    );
  return row;
}

export async function touchScimToken(executor: Executor, tokenId: number, now: Date) {
  await executor.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, tokenId));
}

/** The live SCIM token (there is at most one: making one revokes the others), as the settings show it. */
export async function findCurrentScimToken(executor: Executor, now: Date) {
  const [row] = await executor
    .select({
      id: apiTokens.id,
      prefix: apiTokens.prefix,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
      expiresAt: apiTokens.expiresAt,
      creatorFirstName: creator.firstName,
      creatorLastName: creator.lastName,
    })
    .from(apiTokens)
    .leftJoin(creator, eq(creator.id, apiTokens.createdById))
    .where(and(eq(apiTokens.kind, 'scim'), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, now)))
    .orderBy(sql`${apiTokens.createdAt} DESC`, sql`${apiTokens.id} DESC`)
    .limit(1);
  return row;
}
export type ScimTokenRow = NonNullable<Awaited<ReturnType<typeof findCurrentScimToken>>>;

/** Revokes every SCIM token not revoked yet; answers the ids revoked. */
export async function revokeScimTokens(executor: Executor, now: Date) {
  const rows = await executor
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.kind, 'scim'), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id, prefix: apiTokens.prefix });
  return rows;
}

export async function insertScimToken(executor: Executor, values: typeof apiTokens.$inferInsert) {
  const [row] = await executor.insert(apiTokens).values(values).returning({ id: apiTokens.id });
  return row!.id;
}

/** Columns of a person as a SCIM User shows them. */
const scimUserColumns = {
  id: people.id,
  firstName: people.firstName,
  lastName: people.lastName,
  email: people.email,
  jobTitle: people.jobTitle,
  enabled: people.enabled,
  createdAt: people.createdAt,
  externalId: scimUsers.externalId,
  userName: scimUsers.userName,
  updatedAt: scimUsers.updatedAt,
  groups: sql<{ id: string; displayName: string }[]>`coalesce((
    SELECT json_agg(json_build_object('id', g.id, 'displayName', g.display_name) ORDER BY g.display_name)
    FROM ${scimGroupMembers} AS m JOIN ${scimGroups} AS g ON g.id = m.group_id
    WHERE m.person_id = ${people.id}), '[]'::json)`,
};

export interface ScimUserFilter {
  attribute: 'userName' | 'emails.value' | 'externalId' | 'id';
  value: string;
}

function userCondition(filter: ScimUserFilter | undefined) {
  if (!filter) return undefined;
  switch (filter.attribute) {
    // userName is the email, compared as SCIM compares it: without case.
    case 'userName':
    case 'emails.value':
      return eq(people.email, filter.value.toLowerCase());
    case 'externalId':
      return eq(scimUsers.externalId, filter.value);
    case 'id':
      return /^\d{1,9}$/.test(filter.value) ? eq(people.id, Number(filter.value)) : sql`false`;
  }
}

/** Every person is a SCIM User (the provider matches people an admin added by userName); one page by id. */
export async function listScimUsers(
  executor: Executor,
  filter: ScimUserFilter | undefined,
  page: { offset: number; limit: number },
) {
  const where = userCondition(filter);
  const [total] = await executor
    .select({ count: count() })
    .from(people)
    .leftJoin(scimUsers, eq(scimUsers.personId, people.id))
    .where(where);
  const rows =
    page.limit === 0
      ? []
      : await executor
          .select(scimUserColumns)
          .from(people)
          .leftJoin(scimUsers, eq(scimUsers.personId, people.id))
          .where(where)
          .orderBy(asc(people.id))
          .offset(page.offset)
          .limit(page.limit);
  return { totalResults: total?.count ?? 0, rows };
}

export async function findScimUser(executor: Executor, personId: number) {
  const [row] = await executor
    .select(scimUserColumns)
    .from(people)
    .leftJoin(scimUsers, eq(scimUsers.personId, people.id))
    .where(eq(people.id, personId));
  return row;
}
export type ScimUserRow = NonNullable<Awaited<ReturnType<typeof findScimUser>>>;

/** The provider's own id and userName of a person; written on every change it makes. */
export async function upsertScimUser(
  executor: Executor,
  personId: number,
  values: { externalId?: string | null; userName: string },
) {
  await executor
    .insert(scimUsers)
    .values({ personId, externalId: values.externalId ?? null, userName: values.userName })
    .onConflictDoUpdate({
      target: scimUsers.personId,
      set: {
        userName: values.userName,
        updatedAt: sql`now()`,
        ...(values.externalId === undefined ? {} : { externalId: values.externalId }),
      },
    });
}

/** Which of these ids are people (one statement). */
export async function findExistingPeople(executor: Executor, personIds: readonly number[]) {
  if (personIds.length === 0) return new Set<number>();
  const rows = await executor
    .select({ id: people.id })
    .from(people)
    .where(inArray(people.id, [...personIds]));
  return new Set(rows.map((row) => row.id));
}

const groupColumns = {
  id: scimGroups.id,
  displayName: scimGroups.displayName,
  externalId: scimGroups.externalId,
  role: scimGroups.role,
  teamLeadId: scimGroups.teamLeadId,
  createdAt: scimGroups.createdAt,
};
export type ScimGroupRow = {
  id: string;
  displayName: string;
  externalId: string | null;
  role: string | null;
  teamLeadId: number | null;
  createdAt: Date;
};

export async function findScimGroup(executor: Executor, groupId: string, options: { lock?: boolean } = {}) {
  const query = executor.select(groupColumns).from(scimGroups).where(eq(scimGroups.id, groupId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function listScimGroupsPage(
  executor: Executor,
  filter: { attribute: 'displayName' | 'externalId' | 'id'; value: string } | undefined,
  page: { offset: number; limit: number },
) {
  const where = !filter
    ? undefined
    : filter.attribute === 'displayName'
      ? sql`lower(${scimGroups.displayName}) = lower(${filter.value})`
      : filter.attribute === 'externalId'
        ? eq(scimGroups.externalId, filter.value)
        : /^[0-9a-f-]{36}$/i.test(filter.value)
          ? eq(scimGroups.id, filter.value)
          : sql`false`;
  const [total] = await executor.select({ count: count() }).from(scimGroups).where(where);
  const rows =
    page.limit === 0
      ? []
      : await executor
          .select(groupColumns)
          .from(scimGroups)
          .where(where)
          .orderBy(asc(scimGroups.displayName))
          .offset(page.offset)
          .limit(page.limit);
  return { totalResults: total?.count ?? 0, rows };
}

export async function insertScimGroup(
  executor: Executor,
  values: { displayName: string; externalId: string | null },
) {
  const [row] = await executor.insert(scimGroups).values(values).returning(groupColumns);
  return row!;
}

export async function updateScimGroup(
  executor: Executor,
  groupId: string,
  values: Partial<{
    displayName: string;
    externalId: string | null;
    role: string | null;
    teamLeadId: number | null;
  }>,
) {
  const [row] = await executor
    .update(scimGroups)
    .set(values)
    .where(eq(scimGroups.id, groupId))
    .returning(groupColumns);
  return row!;
}

export async function deleteScimGroup(executor: Executor, groupId: string) {
  await executor.delete(scimGroups).where(eq(scimGroups.id, groupId));
}

/** Members of the groups, with their names, by group. */
export async function listMembersOf(executor: Executor, groupIds: readonly string[]) {
  if (groupIds.length === 0) return [];
  return executor
    .select({
      groupId: scimGroupMembers.groupId,
      personId: people.id,
      firstName: people.firstName,
      lastName: people.lastName,
    })
    .from(scimGroupMembers)
    .innerJoin(people, eq(people.id, scimGroupMembers.personId))
    .where(inArray(scimGroupMembers.groupId, [...groupIds]))
    .orderBy(asc(people.id));
}

export async function memberIdsOf(executor: Executor, groupId: string) {
  const rows = await executor
    .select({ personId: scimGroupMembers.personId })
    .from(scimGroupMembers)
    .where(eq(scimGroupMembers.groupId, groupId));
  return rows.map((row) => row.personId);
}

export async function addMembers(executor: Executor, groupId: string, personIds: readonly number[]) {
  if (personIds.length === 0) return;
  await executor
    .insert(scimGroupMembers)
    .values(personIds.map((personId) => ({ groupId, personId })))
    .onConflictDoNothing();
}

export async function removeMembers(executor: Executor, groupId: string, personIds: readonly number[]) {
  if (personIds.length === 0) return;
  await executor
    .delete(scimGroupMembers)
    .where(and(eq(scimGroupMembers.groupId, groupId), inArray(scimGroupMembers.personId, [...personIds])));
}

/** The mapped groups each person is in now: their roles and team leads. */
export async function groupMappingsOf(executor: Executor, personIds: readonly number[]) {
  if (personIds.length === 0) return [];
  return executor
    .select({
      personId: scimGroupMembers.personId,
      groupId: scimGroups.id,
      role: scimGroups.role,
      teamLeadId: scimGroups.teamLeadId,
    })
    .from(scimGroupMembers)
    .innerJoin(scimGroups, eq(scimGroups.id, scimGroupMembers.groupId))
    .where(inArray(scimGroupMembers.personId, [...personIds]));
}

/** The admin's mapping table: every group, its lead's name and its number of members, by name. */
export async function listGroupMappings(executor: Executor, groupId?: string) {
  return executor
    .select({
      ...groupColumns,
      teamLeadFirstName: teamLead.firstName,
      teamLeadLastName: teamLead.lastName,
      memberCount: sql<number>`(SELECT count(*)::int FROM ${scimGroupMembers} WHERE ${scimGroupMembers.groupId} = ${scimGroups.id})`,
    })
    .from(scimGroups)
    .leftJoin(teamLead, eq(teamLead.id, scimGroups.teamLeadId))
    .where(groupId === undefined ? undefined : eq(scimGroups.id, groupId))
    .orderBy(asc(scimGroups.displayName));
}
export type GroupMappingRow = Awaited<ReturnType<typeof listGroupMappings>>[number];

export async function personExists(executor: Executor, personId: number) {
  const [row] = await executor.select({ id: people.id }).from(people).where(eq(people.id, personId));
  return row !== undefined;
}

/** The roles and team lead of these people, for the group mapping to change. */
export async function findRolesAndLeads(executor: Executor, personIds: readonly number[]) {
  if (personIds.length === 0) return [];
  return executor
    .select({ id: people.id, roles: people.roles, teamLeadId: people.teamLeadId })
    .from(people)
    .where(inArray(people.id, [...personIds]))
    .orderBy(asc(people.id));
}
