import type { Executor } from './client';

/**
 * A hot statement built once per database instead of on every request: drizzle skips rebuilding its SQL, and
 * on PostgreSQL the statement is prepared by name once per connection, so the server skips parsing and
 * planning it too (on PGlite, `pglite-prepared-reads.ts` keeps its reads planned the same way). Inside a
 * transaction it is built for that transaction (prepared statements belong to the session that made them).
 */
export function preparedPerDatabase<Prepared>(
  build: (executor: Executor) => Prepared,
): (executor: Executor) => Prepared {
  const built = new WeakMap<Executor, Prepared>();
  return (executor) => {
    let prepared = built.get(executor);
    if (!prepared) {
      prepared = build(executor);
      built.set(executor, prepared);
    }
    return prepared;
  };
}
