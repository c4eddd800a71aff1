import { formatHours, toHundredths } from '@timekeep/shared/domain/hour-entry';
import type { RowToStore, StoredRow } from './timesheets.queries';

type RowContent = Pick<RowToStore, 'resourceId' | 'additionalProjectId' | 'entries'>;

/** What a row logs to, as a key: `resource:12` or `project:3`. */
export function rowKey(row: Pick<RowContent, 'resourceId' | 'additionalProjectId'>): string {
  return row.resourceId == null ? `project:${row.additionalProjectId}` : `resource:${row.resourceId}`;
}

interface Logged {
  hundredths: number;
  /** The entries by date, as text: equal when the hours and notes of every day are. */
  days: string;
}

/** Each project's hours and entries, over the open rows given (two rows of one project count together). */
function loggedByProject(rows: readonly RowContent[]): Map<string, Logged> {
  const byKey = new Map<string, { date: string; hundredths: number; note: string | null }[]>();
  for (const row of rows) {
    const entries = byKey.get(rowKey(row)) ?? [];
    for (const entry of row.entries) {
      entries.push({ date: entry.date, hundredths: toHundredths(Number(entry.hours)), note: entry.note });
    }
    byKey.set(rowKey(row), entries);
  }
  return new Map(
    [...byKey].map(([key, entries]) => {
      const days = entries
        .filter((entry) => entry.hundredths > 0 || entry.note !== null)
        .map((entry) => `${entry.date} ${entry.hundredths} ${entry.note ?? ''}`)
        .sort();
      const hundredths = entries.reduce((sum, entry) => sum + entry.hundredths, 0);
      return [key, { hundredths, days: days.join('\n') }];
    }),
  );
}

/** One project whose hours or entries a submission on the owner's behalf changed. */
export interface OnBehalfChange {
  key: string;
  /** The project's hours as saved and as submitted, in hundredths; null when it had no entries. */
  before: number | null;
  after: number | null;
}

/**
 * What a lead's submission on the owner's behalf changed of the rows the owner saved, project by project
 * (whatever the rows' ids and order): none when the rows are as the owner saved them.
 */
export function onBehalfChanges(
  saved: readonly StoredRow[],
  submitted: readonly RowContent[],
): OnBehalfChange[] {
  const before = loggedByProject(saved.filter((row) => row.state === 'open'));
  const after = loggedByProject(submitted);
  const logged = (entry: Logged | undefined) => (entry && entry.days !== '' ? entry.hundredths : null);
  return [...new Set([...before.keys(), ...after.keys()])]
    .filter((key) => (before.get(key)?.days ?? '') !== (after.get(key)?.days ?? ''))
    .map((key) => ({ key, before: logged(before.get(key)), after: logged(after.get(key)) }));
}

const hoursText = (hundredths: number) => `${formatHours(hundredths / 100)} h`;

/**
 * The changes in words, for the History note and the owner's message: "Changed by the lead: Acme Portal,
 * Developer: 40.00 h → 72.00 h; Training added (8.00 h)."
 */
export function describeOnBehalfChanges(
  changes: readonly OnBehalfChange[],
  labelOf: (key: string) => string,
): string {
  const described = changes.map(({ key, before, after }) => {
    const label = labelOf(key);
    if (before === null) return `${label} added (${hoursText(after ?? 0)})`;
    if (after === null) return `${label} removed (${hoursText(before)})`;
    if (before === after) return `${label}: notes or days changed`;
    return `${label}: ${hoursText(before)} → ${hoursText(after)}`;
  });
  return `Changed by the lead: ${described.join('; ')}.`;
}

/** The projects a set of rows logs to, as the ids `findRowLabels` takes. */
export function projectIdsOf(rows: readonly RowContent[]) {
  return {
    resourceIds: [...new Set(rows.flatMap((row) => (row.resourceId == null ? [] : [row.resourceId])))],
    additionalProjectIds: [
      ...new Set(rows.flatMap((row) => (row.additionalProjectId == null ? [] : [row.additionalProjectId]))),
    ],
  };
}
