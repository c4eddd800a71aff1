import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/**
 * What a request may write even when it is refused, so a fingerprint leaves it out: a signed-in request
 * slides its own session forward (`last_seen_at`, `expires_at`, at most once a minute), a token request marks
 * when its token was last used (`last_used_at`), and every sign-in attempt and token request counts towards
 * a rate limit, valid or not (`rate_limit_counters`).
 */
const MAY_CHANGE_WHEN_REFUSED: Record<string, string | null> = {
  sessions: 'SELECT id, person_id, created_at FROM sessions',
  api_tokens:
    'SELECT id, owner_id, kind, name, scopes, token_hash, prefix, created_at, expires_at, revoked_at FROM api_tokens',
  rate_limit_counters: null,
};

/**
 * Every row of every table of the database, as one digest per table: equal fingerprints before and after a
 * call show it changed nothing (but what `MAY_CHANGE_WHEN_REFUSED` names).
 */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

export async function fingerprintDatabase(db: Db): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    ),
  )
    .map(({ name }) => name)
    .filter((name) => MAY_CHANGE_WHEN_REFUSED[name] !== null);
  const digests = tables.map((table) => {
    const rows = MAY_CHANGE_WHEN_REFUSED[table] ?? `SELECT * FROM "${table}"`;
    return `SELECT '${table}' AS name, count(*)::text || ' ' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS digest FROM (${rows}) t`;
  });
  const result = rowsOf<{ name: string; digest: string }>(
    await db.execute(sql.raw(digests.join(' UNION ALL '))),
  );
  return Object.fromEntries(result.map((row) => [row.name, row.digest]));
}
