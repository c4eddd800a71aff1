import type { CsvChange, CsvKind, CsvProblem, CsvRow } from '@timekeep/shared/schemas/csv';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { PolicyActor } from '../../core/team-scope/team-scope';
import type { Executor } from '../../db/client';
import type { CsvCell } from './csv-format';

/** A line that read well, typed by its kind's row schema. */
export interface TypedLine<K extends CsvKind> {
  line: number;
  row: CsvRow<K>;
}

export interface ImportContext {
  actor: PolicyActor;
  today: string;
}

/** What a file will do, and how to do it. */
export interface PlannedImport {
  changes: CsvChange[];
  unchanged: number;
  problems: CsvProblem[];
  /** Writes every planned change with set-based statements and their audit entries (only when no problems). */
  write(tx: Executor, actorId: number): Promise<void>;
}

export interface CsvKindHandler<K extends CsvKind> {
  /** The tables an import writes: locked against other writers while it checks and writes. */
  writes: readonly PgTable[];
  /** Every record of the kind as lines of the file, in a fixed number of statements. */
  exportRows(executor: Executor): Promise<Record<string, CsvCell>[]>;
  /** Checks the lines against the database in a fixed number of statements, and plans the writes. */
  plan(executor: Executor, lines: TypedLine<K>[], context: ImportContext): Promise<PlannedImport>;
}

export const problemAt = (line: number, column: string | null, message: string): CsvProblem => ({
  line,
  column,
  message,
});

/**
 * Lines whose key an earlier line already has are problems (a file says each thing once); answers the
 * lines to keep, in order, and the problems.
 */
export function refuseRepeatedKeys<L extends { line: number }>(
  lines: readonly L[],
  keyOf: (line: L) => string,
  column: string,
): { kept: L[]; problems: CsvProblem[] } {
  const firstLine = new Map<string, number>();
  const kept: L[] = [];
  const problems: CsvProblem[] = [];
  for (const line of lines) {
    const key = keyOf(line);
    const earlier = firstLine.get(key);
    if (earlier === undefined) {
      firstLine.set(key, line.line);
      kept.push(line);
    } else {
      problems.push(problemAt(line.line, column, `Line ${earlier} already has ${key}.`));
    }
  }
  return { kept, problems };
}

const comparable = (value: unknown) => JSON.stringify(value ?? null);

/** The fields whose value differs, each with its value before and after; empty when nothing changes. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  return Object.fromEntries(
    Object.keys(after)
      .filter((field) => comparable(before[field]) !== comparable(after[field]))
      .map((field) => [field, { from: before[field] ?? null, to: after[field] ?? null }]),
  );
}

/** A planned create or update of the line, or nothing when the record would stay as it is. */
export function changeOf(
  line: number,
  key: string,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
): CsvChange | null {
  if (!before) return { line, action: 'create', key, changes: changedFields({}, after) };
  const changes = changedFields(before, after);
  return Object.keys(changes).length === 0 ? null : { line, action: 'update', key, changes };
}

/** Lines sorted as the file has them, problems likewise. */
export const byLine = <T extends { line: number }>(items: T[]) => [...items].sort((a, b) => a.line - b.line);

/** The planned records that change something, with their changes, and how many change nothing. */
export function splitByChange<P extends { change: CsvChange | null }>(planned: readonly P[]) {
  const toWrite = planned.filter((entry) => entry.change !== null);
  return {
    toWrite,
    changes: toWrite.map((entry) => entry.change!),
    unchanged: planned.length - toWrite.length,
  };
}
