import { toHundredths } from '@timekeep/shared/domain/hour-entry';
import type { SentBackChanges, TimesheetChange } from '@timekeep/shared/schemas/timesheets';
import type { SentBackRow } from '../../db/schema';
import { rowKey } from './on-behalf-changes';
import type { StoredRow, StoredSentBack } from './timesheets.queries';

/** Rows as a lead sends them back, named as the grid names them (the SQL twin is `sentBackRowsJson`). */
export function sentBackRowsOf(rows: readonly StoredRow[]): SentBackRow[] {
  return rows.map((row) => ({
    resourceId: row.resourceId,
    additionalProjectId: row.additionalProjectId,
    label:
      row.projectCode !== null && row.roleName !== null
        ? `${row.projectCode} ${row.roleName}`
        : (row.additionalProjectName ?? ''),
    entries: row.entries.map((entry) => ({ date: entry.date, hours: Number(entry.hours), note: entry.note })),
  }));
}

interface Logged {
  hundredths: number;
  note: string | null;
}

/** Each project's entries by date (two rows of one project count together; notes joined). */
function loggedByProjectAndDate(rows: readonly SentBackRow[]) {
  const logged = new Map<string, { row: SentBackRow; days: Map<string, Logged> }>();
  for (const row of rows) {
    const key = rowKey(row);
    const project = logged.get(key) ?? { row, days: new Map<string, Logged>() };
    for (const entry of row.entries) {
      const day = project.days.get(entry.date);
      const note = [day?.note, entry.note].filter((text) => text).join(' ') || null;
      project.days.set(entry.date, { hundredths: (day?.hundredths ?? 0) + toHundredths(entry.hours), note });
    }
    logged.set(key, project);
  }
  return logged;
}

/**
 * What differs between the rows a lead sent back and the rows now, one item per project and day whose hours
 * or note changed (an entry added or removed included), in the order of the rows now, then of the rows gone.
 */
export function changesBetween(
  before: readonly SentBackRow[],
  after: readonly SentBackRow[],
): TimesheetChange[] {
  const then = loggedByProjectAndDate(before);
  const now = loggedByProjectAndDate(after);
  const changes: TimesheetChange[] = [];
  for (const key of new Set([...now.keys(), ...then.keys()])) {
    const { row } = now.get(key) ?? then.get(key)!;
    const daysThen = then.get(key)?.days ?? new Map<string, Logged>();
    const daysNow = now.get(key)?.days ?? new Map<string, Logged>();
    for (const date of [...new Set([...daysThen.keys(), ...daysNow.keys()])].sort()) {
      const was = daysThen.get(date);
      const is = daysNow.get(date);
      if (was?.hundredths === is?.hundredths && (was?.note ?? null) === (is?.note ?? null)) continue;
      changes.push({
        resourceId: row.resourceId,
        additionalProjectId: row.additionalProjectId,
        label: row.label,
        date,
        hoursBefore: was ? was.hundredths / 100 : null,
        hoursAfter: is ? is.hundredths / 100 : null,
        noteBefore: was?.note ?? null,
        noteAfter: is?.note ?? null,
      });
    }
  }
  return changes;
}

/** What changed since the timesheet was last sent back, as the API answers it; null when it never was. */
export function changesSinceSentBack(
  sentBack: StoredSentBack | null,
  rows: readonly StoredRow[],
): SentBackChanges | null {
  if (sentBack === null || (sentBack.status !== 'rejected' && sentBack.status !== 'unapproved')) return null;
  return {
    status: sentBack.status,
    at: sentBack.at,
    changes: changesBetween(sentBack.rows, sentBackRowsOf(rows)),
  };
}
