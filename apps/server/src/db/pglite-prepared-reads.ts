import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

/**
 * PGlite parses and plans every statement it is sent: its `query` has no named statements, so the prepared
 * statements that PostgreSQL keeps per connection (`db/prepared.ts`) are planned again on every call, and
 * planning the hot reads costs more than running them (the timesheet: about 2-4 ms of planning for 1-2 ms of
 * work). This keeps them planned in PGlite's one session with SQL's own PREPARE and EXECUTE.
 *
 * A read (a statement that starts with SELECT or WITH) sent a second time outside a transaction is prepared
 * under a name of its own; from then on it runs as `EXECUTE name(values)`, its values written as string
 * literals, which PostgreSQL reads as it reads text-format parameters (an untyped literal takes the type the
 * statement gave its parameter). A statement whose values are not all strings, finite numbers, bigints or
 * nulls, or that carries options beyond the result's shape, runs as before; so does one PREPARE refuses. A
 * prepared statement that no longer fits its tables (changed by a migration) is dropped and the read runs
 * as before. Queries inside a transaction go to PGlite's transaction object, which is not wrapped.
 */
export function withPreparedReads(client: PGlite, options: { maxStatements?: number } = {}): PGlite {
  const maxStatements = options.maxStatements ?? 200;
  const seen = new Set<string>();
  // By text: the name it was prepared under, or undefined for one PREPARE refused or whose plan went stale.
  // A promise, so that calls arriving while it is being prepared wait for that PREPARE instead of another.
  const prepared = new Map<string, Promise<string | undefined>>();
  let named = 0;

  function nameFor(text: string): Promise<string | undefined> | undefined {
    const known = prepared.get(text);
    if (known) return known;
    if (!seen.has(text)) {
      seen.add(text);
      return undefined;
    }
    if (prepared.size >= maxStatements) return undefined;
    named += 1;
    const name = `timekeep_read_${named}`;
    const preparing = client.exec(`PREPARE ${name} AS ${text}`).then(
      () => name,
      () => undefined,
    );
    prepared.set(text, preparing);
    return preparing;
  }

  async function query<Row>(
    text: string,
    params: unknown[] = [],
    queryOptions?: QueryOptions,
  ): Promise<Results<Row>> {
    const name =
      isPlainRead(text) && onlyShapesResult(queryOptions) && params.every(isLiteralValue)
        ? await nameFor(text)
        : undefined;
    if (!name) return client.query<Row>(text, params, queryOptions);
    const values = params.map(literalOf);
    try {
      return await client.query<Row>(
        `EXECUTE ${name}${values.length ? `(${values.join(', ')})` : ''}`,
        [],
        queryOptions,
      );
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      prepared.set(text, Promise.resolve(undefined));
      await client.exec(`DEALLOCATE ${name}`);
      return client.query<Row>(text, params, queryOptions);
    }
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function isPlainRead(text: string): boolean {
  return /^\s*(select|with)\b/i.test(text) && !text.includes(';');
}

/** Row mode and type parsers shape the result alike for EXECUTE; anything else (a blob, serialisers) does not. */
function onlyShapesResult(queryOptions: QueryOptions | undefined): boolean {
  return Object.keys(queryOptions ?? {}).every((key) => key === 'rowMode' || key === 'parsers');
}

/** The values written as literals: the ones whose text PostgreSQL reads as it reads a text parameter. */
function isLiteralValue(value: unknown): boolean {
  return (
    value === null ||
    (typeof value === 'string' && !value.includes('\0')) ||
    (typeof value === 'number' && Number.isFinite(value)) ||
    typeof value === 'bigint'
  );
}

/** A value as an SQL literal (an escape string, whatever `standard_conforming_strings` says). */
function literalOf(value: unknown): string {
  if (value === null) return 'NULL';
  if (typeof value === 'string') return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  return `'${String(value)}'`;
}

/** The statement was prepared before its tables changed: `cached plan must not change result type`. */
function isStalePlan(error: unknown): boolean {
  return (error as { code?: string }).code === '0A000';
}
