import { toHundredths } from '@timekeep/shared/domain/hour-entry';
import { rowKey } from '../timesheets';

/** A row as a timesheet's audit entry keeps it (`storedOpenRowsJson` and `sentRowsJson` of the timesheets). */
interface AuditedRow {
  resourceId: number | null;
  additionalProjectId: number | null;
  entries: { date: string; hours: number | string; note: string | null }[];
}

interface Cell {
  hundredths: number;
  note: string | null;
}

/** A changed cell before its project is named: the project as `rowKey` writes it (`resource:12`, `project:3`). */
export interface KeyedCellChange {
  date: string;
  projectKey: string;
  before: { hours: number; note: string | null } | null;
  after: { hours: number; note: string | null } | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rows an audit entry's record holds, or null when the write did not replace them. */
function rowsOf(record: unknown): AuditedRow[] | null {
  return isRecord(record) && Array.isArray(record.rows) ? (record.rows as AuditedRow[]) : null;
}

/** Each project's day, over the rows given: two rows of one project add up, their notes joined. */
function cellsOf(rows: readonly AuditedRow[]): Map<string, Cell & { date: string; projectKey: string }> {
  const cells = new Map<string, Cell & { date: string; projectKey: string }>();
  for (const row of rows) {
    const projectKey = rowKey(row);
    for (const entry of row.entries) {
      const at = `${projectKey}|${entry.date}`;
      const cell = cells.get(at) ?? { date: entry.date, projectKey, hundredths: 0, note: null };
      cell.hundredths += toHundredths(Number(entry.hours));
      if (entry.note !== null && entry.note !== '')
        cell.note = cell.note === null ? entry.note : `${cell.note}; ${entry.note}`;
      cells.set(at, cell);
    }
  }
  return cells;
}

const shown = (cell: Cell | undefined) =>
  cell === undefined || (cell.hundredths === 0 && cell.note === null)
    ? null
    : { hours: cell.hundredths / 100, note: cell.note };

/**
 * The cells a timesheet write changed, from the rows its audit entry kept before and after (a first save has
 * none before): the days whose hours or note differ, whichever row holds them. Null when the write did not
 * replace the rows (a status change alone), so there is nothing to compare.
 */
export function timesheetCellChanges(before: unknown, after: unknown): KeyedCellChange[] | null {
  const afterRows = rowsOf(after);
  if (afterRows === null) return null;
  const was = cellsOf(rowsOf(before) ?? []);
  const is = cellsOf(afterRows);
  const changes: KeyedCellChange[] = [];
  for (const at of new Set([...was.keys(), ...is.keys()])) {
    const from = shown(was.get(at));
    const to = shown(is.get(at));
    if (from?.hours === to?.hours && from?.note === to?.note) continue;
    const { date, projectKey } = (was.get(at) ?? is.get(at))!;
    changes.push({ date, projectKey, before: from, after: to });
  }
  return changes;
}

/** The projects the changes name, as the ids `findRowLabels` takes. */
export function projectIdsOfChanges(changes: readonly KeyedCellChange[]) {
  const ids = (prefix: string) => [
    ...new Set(
      changes
        .filter((change) => change.projectKey.startsWith(prefix))
        .map((change) => Number(change.projectKey.slice(prefix.length))),
    ),
  ];
  return { resourceIds: ids('resource:'), additionalProjectIds: ids('project:') };
}
