/** Timesheet rules shared by the grid and the server. Hours are summed as hundredths, never as floats. */
import type { TimesheetStatus } from '../schemas/timesheets';
import { MAX_HOURS_PER_DAY, toHundredths } from './hour-entry';

/** Statuses in which the owner may change rows and entries (spec: locked while pending or approved). */
export const editableStatuses: readonly TimesheetStatus[] = ['unsubmitted', 'rejected', 'unapproved'];

/** The auto-save fires this long after the last change (spec section 9). */
export const AUTO_SAVE_DELAY_MS = 30_000;

export function isEditableStatus(status: TimesheetStatus): boolean {
  return editableStatuses.includes(status);
}

interface DatedHours {
  date: string;
  hours: number;
}

interface RowWithEntries {
  timesheetEntries: readonly DatedHours[];
}

interface RowWithDates {
  startDate: string;
  endDate: string | null;
}

interface RowWithProject {
  resourceId?: number | null;
  additionalProjectId?: number | null;
}

/** The hours of one row, summed exactly. */
export function rowTotal(row: RowWithEntries): number {
  return row.timesheetEntries.reduce((sum, entry) => sum + toHundredths(entry.hours), 0) / 100;
}

/** Hours per date across rows, summed exactly. */
export function dayTotals(rows: readonly RowWithEntries[]): Map<string, number> {
  const hundredths = new Map<string, number>();
  for (const row of rows) {
    for (const entry of row.timesheetEntries) {
      hundredths.set(entry.date, (hundredths.get(entry.date) ?? 0) + toHundredths(entry.hours));
    }
  }
  return new Map([...hundredths].map(([date, value]) => [date, value / 100]));
}

export function timesheetTotal(rows: readonly RowWithEntries[]): number {
  return rows.reduce((sum, row) => sum + toHundredths(rowTotal(row)), 0) / 100;
}

/** Billable hours over capacity, as a fraction; 0 when there is no capacity. */
export function utilizationOf(hoursBillable: number, capacity: number): number {
  return capacity === 0 ? 0 : hoursBillable / capacity;
}

/** The first date whose hours across rows exceed 24, or null. */
export function firstDayOverLimit(rows: readonly RowWithEntries[]): string | null {
  const over = [...dayTotals(rows)]
    .filter(([, hours]) => hours > MAX_HOURS_PER_DAY)
    .map(([date]) => date)
    .sort();
  return over[0] ?? null;
}

/** Whether a row may hold an entry on a date: inside its start and end dates. */
export function isDateInsideRow(row: RowWithDates, date: string): boolean {
  return date >= row.startDate && (row.endDate === null || date <= row.endDate);
}

/** Valid only if every row has a project or an additional project (spec section 4). */
export function isTimesheetValid(rows: readonly RowWithProject[]): boolean {
  return rows.every((row) => row.resourceId != null || row.additionalProjectId != null);
}

/** Saving is allowed only when edited, not loading and not saving. */
export function isSaveable(state: { edited: boolean; loading: boolean; saving: boolean }): boolean {
  return state.edited && !state.loading && !state.saving;
}

/** Choosing a project whose role ends earlier drops the entries dated after that end. */
export function dropEntriesAfter<Entry extends { date: string }>(
  entries: readonly Entry[],
  endDate: string | null,
): Entry[] {
  return endDate === null ? [...entries] : entries.filter((entry) => entry.date <= endDate);
}

/** Read-only rows sort after editable ones; each group keeps its order. */
export function sortReadOnlyLast<Row extends { readOnly: boolean }>(rows: readonly Row[]): Row[] {
  return [...rows.filter((row) => !row.readOnly), ...rows.filter((row) => row.readOnly)];
}

/** Working days (Monday to Friday, not holidays) of the dates, from the employment start date on. */
export function workingDays(
  dates: readonly string[],
  holidays: ReadonlySet<string>,
  employmentStartDate: string | null,
  isWeekend: (date: string) => boolean,
): string[] {
  if (employmentStartDate === null) return [];
  return dates.filter((date) => date >= employmentStartDate && !isWeekend(date) && !holidays.has(date));
}

/** Why nothing about a timesheet of a closed period changes, and who can change that (issue 38). */
export const PERIOD_CLOSED_MESSAGE =
  'This period is closed, so its timesheets cannot change. An admin can reopen it.';

/**
 * Why a lead may not approve a timesheet they submitted on the employee's behalf with its hours changed: four
 * eyes on what they changed (the server refuses with it, and the manager area says it beside the actions).
 */
export const OWN_CHANGES_ON_BEHALF_MESSAGE =
  'You changed this timesheet’s hours when you submitted it on the employee’s behalf, so another of their leads or an admin approves it (or the employee takes it back).';
