import { parseHoursInput, sanitizeHoursInput } from '@timekeep/shared/domain/hour-entry';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import { dropEntriesAfter, isDateInsideRow, isTimesheetValid } from '@timekeep/shared/domain/timesheet-rules';
import type { RowInput, Timesheet, TimesheetRow } from '@timekeep/shared/schemas/timesheets';

/** An entry as the grid holds it: the hours as typed, and the note. */
export interface DraftEntry {
  hours: string;
  note: string;
}

/** What choosing a project in the picker sets on a row. */
export interface ProjectChoice {
  resourceId: number | null;
  additionalProjectId: number | null;
  engagementId: number | null;
  projectId: string | null;
  role: string | null;
  name: string;
  clientName: string | null;
  startDate: string;
  endDate: string | null;
  /** Whether the row's hours bill: its engagement is billable (additional projects never are). */
  billable: boolean;
}

/** A row being edited; `key` stays the same while the row lives on the page (new rows get a temporary one). */
export interface DraftRow extends Omit<ProjectChoice, 'startDate'> {
  key: string;
  id: number | null;
  /** Null until a project is chosen. */
  startDate: string | null;
  readOnly: boolean;
  isNew: boolean;
  entries: Record<string, DraftEntry>;
}

export function rowFromServer(row: TimesheetRow): DraftRow {
  return {
    key: `row-${row.id}`,
    id: row.id,
    resourceId: row.resourceId,
    additionalProjectId: row.additionalProjectId,
    engagementId: row.engagementId,
    projectId: row.projectId,
    role: row.role,
    name: row.name,
    clientName: row.clientName,
    startDate: row.startDate,
    endDate: row.endDate,
    billable: row.billable,
    readOnly: row.readOnly,
    isNew: false,
    entries: Object.fromEntries(
      row.timesheetEntries.map((entry) => [
        entry.date,
        { hours: String(entry.hours), note: entry.note ?? '' },
      ]),
    ),
  };
}

export function rowsFromServer(timesheet: Timesheet): DraftRow[] {
  return timesheet.timesheetRows.map(rowFromServer);
}

let newRowCount = 0;

/** A new row has no project, role or name and is marked isNew. */
export function newRow(): DraftRow {
  newRowCount += 1;
  return {
    key: `new-${newRowCount}`,
    id: null,
    resourceId: null,
    additionalProjectId: null,
    engagementId: null,
    projectId: null,
    role: null,
    name: '',
    clientName: null,
    startDate: null,
    endDate: null,
    billable: false,
    readOnly: false,
    isNew: true,
    entries: {},
  };
}

export function hasProject(row: DraftRow): boolean {
  return row.resourceId !== null || row.additionalProjectId !== null;
}

export function hasEntries(row: DraftRow): boolean {
  return Object.values(row.entries).some(
    (entry) => parseHoursInput(entry.hours) > 0 || entry.note.trim() !== '',
  );
}

/**
 * Each row as the API takes it, worked out once per row: an edit replaces only the row it changes, so a
 * keystroke recomputes one row however often the grid's totals, summary and edited flag ask.
 */
const rowInputs = new WeakMap<DraftRow, RowInput>();

function rowInputOf(row: DraftRow): RowInput {
  let input = rowInputs.get(row);
  if (input === undefined) {
    input = {
      ...(row.id === null ? {} : { id: row.id }),
      resourceId: row.resourceId,
      additionalProjectId: row.additionalProjectId,
      timesheetEntries: Object.entries(row.entries)
        .map(([date, entry]) => ({
          date,
          hours: parseHoursInput(entry.hours),
          note: entry.note.trim() || null,
        }))
        .filter((entry) => entry.hours > 0 || entry.note !== null)
        .sort((a, b) => a.date.localeCompare(b.date)),
    };
    rowInputs.set(row, input);
  }
  return input;
}

/** The rows as the API takes them: in order, new rows without id, empty entries left out. */
export function toRowInputs(rows: readonly DraftRow[]): RowInput[] {
  return rows.map(rowInputOf);
}

/** The saved copy as the API would take it back, worked out once per copy (each keystroke compares with it). */
const savedInputs = new WeakMap<Timesheet, string>();

/** Edited when the local copy differs from the last saved copy. */
export function isDraftEdited(saved: Timesheet, rows: readonly DraftRow[]): boolean {
  let stored = savedInputs.get(saved);
  if (stored === undefined) {
    stored = JSON.stringify(toRowInputs(rowsFromServer(saved)));
    savedInputs.set(saved, stored);
  }
  return JSON.stringify(toRowInputs(rows)) !== stored;
}

export function isDraftValid(rows: readonly DraftRow[]): boolean {
  return isTimesheetValid(rows);
}

export function setEntryHours(row: DraftRow, date: string, text: string): DraftRow {
  const current = row.entries[date] ?? { hours: '', note: '' };
  return { ...row, entries: { ...row.entries, [date]: { ...current, hours: sanitizeHoursInput(text) } } };
}

export function setEntryNote(row: DraftRow, date: string, note: string): DraftRow {
  const current = row.entries[date] ?? { hours: '', note: '' };
  return { ...row, entries: { ...row.entries, [date]: { ...current, note } } };
}

/**
 * Choosing a project sets the row's client, project and role, and drops entries after the new role's end date
 * (and before its start, which the server would refuse too).
 */
export function chooseProject(row: DraftRow, choice: ProjectChoice): DraftRow {
  const kept = dropEntriesAfter(
    Object.entries(row.entries).map(([date, entry]) => ({ date, entry })),
    choice.endDate,
  ).filter(({ date }) => date >= choice.startDate);
  return {
    ...row,
    ...choice,
    entries: Object.fromEntries(kept.map(({ date, entry }) => [date, entry])),
  };
}

/** Whether the day cell of a row may be typed in: a project chosen and the date inside the row's dates. */
export function isDayEnabled(row: DraftRow, date: string): boolean {
  if (row.readOnly) return false;
  if (row.startDate === null) return true;
  return isDateInsideRow({ startDate: row.startDate, endDate: row.endDate }, date);
}

function sameEntry(first: DraftEntry | undefined, second: DraftEntry | undefined): boolean {
  return (
    parseHoursInput(first?.hours ?? '') === parseHoursInput(second?.hours ?? '') &&
    (first?.note ?? '').trim() === (second?.note ?? '').trim()
  );
}

/** Another copy's entries with the days the person changed (from `before` to `mine`) taken from theirs. */
function withChangedEntries(
  entries: Record<string, DraftEntry>,
  mine: DraftRow,
  before: DraftRow,
): Record<string, DraftEntry> {
  const merged = { ...entries };
  for (const date of new Set([...Object.keys(mine.entries), ...Object.keys(before.entries)])) {
    if (sameEntry(mine.entries[date], before.entries[date])) continue;
    const entry = mine.entries[date];
    if (entry) merged[date] = entry;
    else delete merged[date];
  }
  return merged;
}

const projectFields = [
  'resourceId',
  'additionalProjectId',
  'engagementId',
  'projectId',
  'role',
  'name',
  'clientName',
  'startDate',
  'endDate',
  'billable',
] as const;

/** Whether two copies of a row show the same project, role and dates (their hours and notes aside). */
export function hasSameProject(first: DraftRow, second: DraftRow): boolean {
  return projectFields.every((field) => first[field] === second[field]);
}

/**
 * After a stale save (409), puts the person's unsaved changes onto the newer version (a three-way merge against
 * the version they started from): the newer version's entries stay unless the person changed that same day of
 * that row; their order, new rows and deletions are kept; rows the other save added are kept after theirs;
 * rows the other save deleted stay deleted unless the person changed them (then they are sent as new rows).
 */
export function rebaseRows(rows: readonly DraftRow[], startedFrom: Timesheet, newer: Timesheet): DraftRow[] {
  const baseById = new Map(rowsFromServer(startedFrom).map((row) => [row.id, row]));
  const newerRows = rowsFromServer(newer);
  const newerById = new Map(newerRows.map((row) => [row.id, row]));
  const merged = rows
    .filter((row) => !row.readOnly)
    .flatMap((mine): DraftRow[] => {
      const theirs = mine.id === null ? undefined : newerById.get(mine.id);
      const base = mine.id === null ? undefined : baseById.get(mine.id);
      if (!theirs || theirs.readOnly) {
        // Deleted elsewhere: gone unless the person changed it here.
        if (base && isRowUnchanged(mine, base)) return [];
        return [{ ...mine, id: null, isNew: true }];
      }
      if (!base) return [mine];
      const entries = withChangedEntries(theirs.entries, mine, base);
      const projectChanged = !hasSameProject(mine, base);
      return [{ ...(projectChanged ? mine : { ...mine, ...pickProject(theirs) }), entries }];
    });
  const addedElsewhere = newerRows.filter((row) => !row.readOnly && !baseById.has(row.id));
  return [...merged, ...addedElsewhere, ...newerRows.filter((row) => row.readOnly)];
}

function isRowUnchanged(mine: DraftRow, base: DraftRow): boolean {
  return JSON.stringify(toRowInputs([mine])) === JSON.stringify(toRowInputs([base]));
}

function pickProject(row: DraftRow): Pick<DraftRow, (typeof projectFields)[number]> {
  return Object.fromEntries(projectFields.map((field) => [field, row[field]])) as Pick<
    DraftRow,
    (typeof projectFields)[number]
  >;
}

export function moveRow(rows: readonly DraftRow[], fromKey: string, toKey: string): DraftRow[] {
  const from = rows.findIndex((row) => row.key === fromKey);
  const to = rows.findIndex((row) => row.key === toKey);
  if (from === -1 || to === -1 || rows[to]!.readOnly) return [...rows];
  const moved = [...rows];
  const [row] = moved.splice(from, 1);
  moved.splice(to, 0, row!);
  return moved;
}

/** Whether another row already holds the role or additional project of a choice. */
export function isChosenElsewhere(rows: readonly DraftRow[], rowKey: string, choice: ProjectChoice): boolean {
  return rows.some(
    (row) =>
      row.key !== rowKey &&
      ((choice.resourceId !== null && row.resourceId === choice.resourceId) ||
        (choice.additionalProjectId !== null && row.additionalProjectId === choice.additionalProjectId)),
  );
}

/** The dates with hours or a note that choosing a project would drop, being outside its dates. */
export function datesDroppedByChoice(row: DraftRow, choice: ProjectChoice): string[] {
  const kept = chooseProject(row, choice).entries;
  return Object.entries(row.entries)
    .filter(
      ([date, entry]) => !(date in kept) && (parseHoursInput(entry.hours) > 0 || entry.note.trim() !== ''),
    )
    .map(([date]) => date)
    .sort();
}

/** The index of the first workday a row may hold that has no hours yet: where typing goes on. */
export function firstEmptyWorkday(
  row: DraftRow,
  days: readonly { date: string; isWeekend: boolean; isHoliday: boolean }[],
): number {
  const index = days.findIndex(
    (day) =>
      !day.isWeekend &&
      !day.isHoliday &&
      isDayEnabled(row, day.date) &&
      parseHoursInput(row.entries[day.date]?.hours ?? '') === 0,
  );
  return index === -1 ? days.findIndex((day) => isDayEnabled(row, day.date)) : index;
}

/**
 * After a save answered: the saved rows, with the edits the person made while the save was in flight put
 * back on top (the sent rows are matched to the saved ones by their order, as the server keeps it).
 */
export function keepEditsMadeDuringSave(
  sent: readonly DraftRow[],
  current: readonly DraftRow[],
  saved: Timesheet,
): DraftRow[] {
  const savedRows = rowsFromServer(saved);
  const editable = savedRows.filter((row) => !row.readOnly);
  const savedByKey = new Map(
    sent.filter((row) => !row.readOnly).map((row, index) => [row.key, editable[index]] as const),
  );
  const sentByKey = new Map(sent.map((row) => [row.key, row]));
  const merged = current
    .filter((row) => !row.readOnly)
    .map((mine) => {
      const stored = savedByKey.get(mine.key);
      const before = sentByKey.get(mine.key);
      if (!stored || !before) return mine;
      // The row keeps its key, so the cell being typed in stays mounted and focused.
      if (mine === before) return { ...stored, key: mine.key };
      return {
        ...stored,
        ...pickProject(mine),
        key: mine.key,
        entries: withChangedEntries(stored.entries, mine, before),
      };
    });
  return [...merged, ...savedRows.filter((row) => row.readOnly)];
}

/** Why a day of a row cannot be typed in (shown on hover and focus), or null when it can. */
export function lockedDayReason(row: DraftRow, date: string): string | null {
  if (row.readOnly) return 'Locked: this role is closed';
  if (isDayEnabled(row, date)) return null;
  const from = row.startDate ? ` from ${formatDisplayDate(row.startDate)}` : '';
  const until = row.endDate ? ` until ${formatDisplayDate(row.endDate)}` : '';
  return `Locked: this project and role run${from}${until}`;
}
