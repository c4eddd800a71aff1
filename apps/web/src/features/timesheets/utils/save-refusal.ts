import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import { type DraftRow, toRowInputs } from './timesheet-draft';

/** Where a refused save's message shows: beside the row it names, and the day of the entry when it names one. */
export interface RefusedPlace {
  rowKey: string;
  /** The refused entry's day, or null when the server names the row itself (its id or its project). */
  date: string | null;
  message: string;
}

/** `timesheetRows.2.timesheetEntries.0.date` from a service, `body.timesheetRows.2...` from the body schema. */
const ROW_FIELD = /^(?:body\.)?timesheetRows\.(\d+)(?:\.timesheetEntries\.(\d+))?/;
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/g;

/**
 * The row and day a refusal's field points at in the rows as they were sent, with the message worded for the
 * person (the field path left out, dates as the grid shows them); null when the field names no row.
 */
export function refusedPlace(
  sent: readonly DraftRow[],
  field: string | undefined,
  message: string,
): RefusedPlace | null {
  const match = field ? ROW_FIELD.exec(field) : null;
  const row = match ? sent[Number(match[1])] : undefined;
  if (!match || !row) return null;
  const entryIndex = match[2];
  const entry =
    entryIndex === undefined ? undefined : toRowInputs([row])[0]!.timesheetEntries[Number(entryIndex)];
  const reason = message.startsWith(`${field}: `) ? message.slice(field!.length + 2) : message;
  return {
    rowKey: row.key,
    date: entry?.date ?? null,
    message: `Not saved: ${reason.replace(ISO_DATE, (date) => formatDisplayDate(date))}`,
  };
}
