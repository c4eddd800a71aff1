import { eq } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/** A table whose rows have a serial `id`: what the admin areas create, lock, change and delete one by one. */
type TableWithId = PgTable & { id: PgColumn };

/** Inserts one row and answers it as stored. */
export async function insertRow<T extends TableWithId>(
  executor: Executor,
  table: T,
  values: PgInsertValue<T>,
): Promise<T['$inferSelect']> {
  const rows = (await executor.insert(table).values(values).returning()) as T['$inferSelect'][];
  return rows[0]!;
}

/** The row, locked for the rest of the transaction (two changes of one record run one after the other). */
export async function lockRowById<T extends TableWithId>(
  executor: Executor,
  table: T,
  id: number,
): Promise<T['$inferSelect'] | undefined> {
  const rows = (await executor
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update')) as T['$inferSelect'][];
  return rows[0];
}

/** Changes one row and answers it as stored. */
export async function updateRowById<T extends TableWithId>(
  executor: Executor,
  table: T,
  id: number,
  values: PgUpdateSetSource<T>,
): Promise<T['$inferSelect']> {
  const rows = (await executor
    .update(table)
    .set(values)
    .where(eq(table.id, id))
    .returning()) as T['$inferSelect'][];
  return rows[0]!;
}

export async function deleteRowById(executor: Executor, table: TableWithId, id: number): Promise<void> {
  await executor.delete(table).where(eq(table.id, id));
}
