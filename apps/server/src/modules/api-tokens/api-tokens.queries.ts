import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { apiTokens, people } from '../../db/schema';

type ListedKind = 'personal' | 'service';

const listedColumns = {
  id: apiTokens.id,
  kind: sql<ListedKind>`${apiTokens.kind}`,
  name: apiTokens.name,
  scopes: apiTokens.scopes,
  prefix: apiTokens.prefix,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  ownerFirstName: people.firstName,
  ownerLastName: people.lastName,
};

export type ListedApiToken = Awaited<ReturnType<typeof listLiveTokens>>[number];

/** The tokens of a kind not revoked and not expired, oldest first: a person's own, or every service token. */
export async function listLiveTokens(
  executor: Executor,
  filter: { kind: 'personal'; ownerId: number } | { kind: 'service' },
  now: Date,
) {
  return executor
    .select(listedColumns)
    .from(apiTokens)
    .innerJoin(people, eq(people.id, apiTokens.ownerId))
    .where(
      and(
        eq(apiTokens.kind, filter.kind),
        filter.kind === 'personal' ? eq(apiTokens.ownerId, filter.ownerId) : undefined,
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, now),
      ),
    )
    .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));
}

export async function insertApiToken(executor: Executor, token: typeof apiTokens.$inferInsert) {
  const [made] = await executor.insert(apiTokens).values(token).returning({ id: apiTokens.id });
  const [listed] = await executor
    .select(listedColumns)
    .from(apiTokens)
    .innerJoin(people, eq(people.id, apiTokens.ownerId))
    .where(eq(apiTokens.id, made!.id));
  return listed!;
}

/** A token that is not revoked yet, of a kind these routes manage (never the SCIM token). */
export async function findRevocableToken(executor: Executor, id: number) {
  const [token] = await executor
    .select({
      id: apiTokens.id,
      kind: sql<ListedKind>`${apiTokens.kind}`,
      ownerId: apiTokens.ownerId,
      name: apiTokens.name,
    })
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.id, id),
        isNull(apiTokens.revokedAt),
        sql`${apiTokens.kind} IN ('personal', 'service')`,
      ),
    )
    .for('update');
  return token;
}

export async function markTokenRevoked(executor: Executor, id: number, now: Date) {
  await executor.update(apiTokens).set({ revokedAt: now }).where(eq(apiTokens.id, id));
}
