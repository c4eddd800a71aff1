import { asc, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { clients, departments, people } from '../../db/schema';

// The statements several CSV kinds share; each kind's own sit beside it in <kind>-csv.queries.ts.

type ArrayType = 'int' | 'text' | 'date' | 'numeric' | 'boolean';

/**
 * `unnest($1::int[], $2::text[], ...) AS input(a, b, ...)`: many rows as one parameter per column, so a
 * statement writes any number of rows (PostgreSQL allows 65535 parameters, not rows × columns of them).
 * Booleans and dates travel as text and are cast by the database, the same on both drivers.
 */
export function unnestRows(columns: Record<string, { type: ArrayType; values: readonly unknown[] }>): SQL {
  const entries = Object.entries(columns);
  const arrays = entries.map(([, { type, values }]) => {
    const text = type === 'boolean' || type === 'date';
    const param = sql.param(
      text ? values.map((value) => (value === null ? null : String(value))) : [...values],
    );
    return text ? sql`${param}::text[]` : sql`${param}::${sql.raw(type)}[]`;
  });
  return sql`unnest(${sql.join(arrays, sql`, `)}) AS input(${sql.raw(entries.map(([name]) => name).join(', '))})`;
}

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Locks the tables an import writes for the rest of its transaction (others still read them): what it
 * checked still holds when it writes, and two imports of a kind run one after the other.
 */
export async function lockTablesForImport(executor: Executor, tables: readonly PgTable[]) {
  for (const table of tables) {
    await executor.execute(sql`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
  }
}

// People

/** Everyone as stored (team leads are checked company-wide). */
export function loadAllPeople(executor: Executor) {
  return executor.select().from(people).orderBy(asc(people.id));
}

export function loadDepartments(executor: Executor) {
  return executor.select({ id: departments.id, name: departments.name }).from(departments);
}

export function loadClients(executor: Executor) {
  return executor.select({ id: clients.id, name: clients.name }).from(clients).orderBy(asc(clients.name));
}
