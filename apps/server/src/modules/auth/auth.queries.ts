import { and, count, desc, eq, gt, inArray, isNull, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import { nowParameter } from '../../core/period-close';
import {
  actingForColumn,
  leadsTeamColumn,
  viewableLeadIdsColumn,
} from '../../core/team-scope/team-scope.queries';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { apiTokens, loginAttempts, people, sessions } from '../../db/schema';

/** A person as their session sees them at `at` (the leads they stand in for depend on the day). */
const personColumnsAt = (at: SQL) => ({
  id: people.id,
  firstName: people.firstName,
  lastName: people.lastName,
  email: people.email,
  roles: people.roles,
  contractor: people.contractor,
  enabled: people.enabled,
  employmentStartDate: people.employmentStartDate,
  oidcIssuer: people.oidcIssuer,
  oidcSubject: people.oidcSubject,
  manager: leadsTeamColumn,
  viewableLeadIds: viewableLeadIdsColumn,
  actingFor: actingForColumn(at),
});

export type PersonForSignIn = Awaited<ReturnType<typeof findPersonByIdentity>>;

export async function findPersonByIdentity(executor: Executor, issuer: string, subject: string) {
  const [person] = await executor
    .select(personColumnsAt(nowParameter()))
    .from(people)
    .where(and(eq(people.oidcIssuer, issuer), eq(people.oidcSubject, subject)));
  return person;
}

export async function findPersonByEmail(executor: Executor, email: string) {
  const [person] = await executor
    .select(personColumnsAt(nowParameter()))
    .from(people)
    .where(eq(people.email, email.toLowerCase()));
  return person;
}

/**
 * A person as their session would see them at `now`, if they may still sign in (enabled, with a role): what a
 * job acting for them (issue 42's background exports) acts as.
 */
export async function findPersonWhoMaySignIn(executor: Executor, personId: number, now: Date) {
  const [person] = await executor
    .select(personColumnsAt(sql`${now.toISOString()}::timestamptz`))
    .from(people)
    .where(and(eq(people.id, personId), eq(people.enabled, true), sql`cardinality(${people.roles}) > 0`));
  return person;
}

export async function linkIdentity(executor: Executor, personId: number, issuer: string, subject: string) {
  await executor
    .update(people)
    .set({ oidcIssuer: issuer, oidcSubject: subject })
    .where(eq(people.id, personId));
}

export async function insertLoginAttempt(executor: Executor, attempt: typeof loginAttempts.$inferInsert) {
  await executor.insert(loginAttempts).values(attempt);
}

/** Takes a login attempt out (it can be used once) if it has not expired and this browser started it. */
export async function takeLoginAttempt(executor: Executor, state: string, browserKey: string, now: Date) {
  const [attempt] = await executor
    .delete(loginAttempts)
    .where(
      and(
        eq(loginAttempts.state, state),
        eq(loginAttempts.browserKey, browserKey),
        gt(loginAttempts.expiresAt, now),
      ),
    )
    .returning();
  return attempt;
}

/** Drops a browser's open sign-ins but its newest `keep` (all expire alike, so the newest end last). */
export async function keepNewestLoginAttempts(executor: Executor, browserKey: string, keep: number) {
  const newest = executor
    .select({ state: loginAttempts.state })
    .from(loginAttempts)
    .where(eq(loginAttempts.browserKey, browserKey))
    .orderBy(desc(loginAttempts.expiresAt))
    .limit(keep);
  await executor
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.browserKey, browserKey), notInArray(loginAttempts.state, newest)));
}

export async function countOpenLoginAttempts(executor: Executor, clientAddress: string) {
  const [row] = await executor
    .select({ open: count() })
    .from(loginAttempts)
    .where(eq(loginAttempts.clientAddress, clientAddress));
  return row?.open ?? 0;
}

export async function deleteExpiredLoginAttempts(executor: Executor, now: Date) {
  await executor.delete(loginAttempts).where(lt(loginAttempts.expiresAt, now));
}

export async function insertSession(executor: Executor, session: typeof sessions.$inferInsert) {
  await executor.insert(sessions).values(session);
}

export async function deleteSession(executor: Executor, sessionId: string) {
  await executor.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of the person; answers how many there were. */
export async function deleteSessionsOfPerson(executor: Executor, personId: number) {
  const ended = await executor
    .delete(sessions)
    .where(eq(sessions.personId, personId))
    .returning({ id: sessions.id });
  return ended.length;
}

export async function deleteExpiredSessions(executor: Executor, now: Date) {
  await executor.delete(sessions).where(lt(sessions.expiresAt, now));
}

const activeSession = preparedPerDatabase((executor) =>
  executor
    .select({
      ...personColumnsAt(sql`${sql.placeholder('now')}`),
      sessionLastSeenAt: sessions.lastSeenAt,
      sessionCreatedAt: sessions.createdAt,
    })
    .from(sessions)
    .innerJoin(people, eq(people.id, sessions.personId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.createdAt, sql.placeholder('createdAfter')),
        eq(people.enabled, true),
        sql`cardinality(${people.roles}) > 0`,
      ),
    )
    .prepare('find_active_session'),
);

/**
 * The live session and its person, if the person may still sign in and it began after `createdAfter`. Every
 * request runs it, so it is prepared once.
 */
export async function findActiveSession(
  executor: Executor,
  sessionId: string,
  now: Date,
  createdAfter: Date,
) {
  const [row] = await activeSession(executor).execute({ sessionId, now, createdAfter });
  return row;
}

export async function touchSession(executor: Executor, sessionId: string, now: Date, expiresAt: Date) {
  await executor.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, sessionId));
}

const activeApiToken = preparedPerDatabase((executor) =>
  executor
    .select({
      ...personColumnsAt(sql`${sql.placeholder('now')}`),
      tokenId: apiTokens.id,
      tokenScopes: apiTokens.scopes,
      tokenLastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .innerJoin(people, eq(people.id, apiTokens.ownerId))
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder('tokenHash')),
        inArray(apiTokens.kind, ['personal', 'service']),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, sql.placeholder('now')),
        eq(people.enabled, true),
        sql`cardinality(${people.roles}) > 0`,
      ),
    )
    .prepare('find_active_api_token'),
);

/**
 * The live API token (personal or service: the SCIM token is for /scim/v2 only) and its owner, if the owner
 * may still sign in. Every token request runs it, so it is prepared once.
 */
export async function findActiveApiToken(executor: Executor, tokenHash: string, now: Date) {
  const [row] = await activeApiToken(executor).execute({ tokenHash, now });
  return row;
}

export async function touchApiToken(executor: Executor, tokenId: number, now: Date) {
  await executor.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, tokenId));
}
