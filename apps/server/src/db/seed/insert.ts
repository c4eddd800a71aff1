import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../client';

/** Rows per statement: one statement per row is slow, and a statement has at most 65535 parameters. */
const CHUNK_SIZE = 1000;

function chunks<T>(rows: T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK_SIZE) result.push(rows.slice(i, i + CHUNK_SIZE));
  return result;
}

export async function insertRows<TTable extends PgTable>(
  db: Executor,
  table: TTable,
  rows: PgInsertValue<TTable>[],
): Promise<void> {
  for (const chunk of chunks(rows)) await db.insert(table).values(chunk);
}

/**
 * Inserts the rows and gives back their new ids in the same order: PostgreSQL returns the rows of a
 * multi-row VALUES insert in the order they were given.
 */
export async function insertReturningIds<TTable extends PgTable & { id: PgColumn }>(
  db: Executor,
  table: TTable,
  rows: PgInsertValue<TTable>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunks(rows)) {
    const inserted = (await db.insert(table).values(chunk).returning({ id: table.id })) as { id: number }[];
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}
