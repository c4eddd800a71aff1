import type { TimeOffStatus } from '../schemas/time-off';
import { datesBetween } from './periods';

export const DUPLICATE_REQUEST_MESSAGE =
  'There is a time off request that already contains the selected date(s). Please edit the existing request instead.';

export interface DateRange {
  startDate: string;
  endDate: string;
}

export interface ExistingRequestRange extends DateRange {
  id: number;
  status: TimeOffStatus;
}

export function rangesOverlap(a: DateRange, b: DateRange): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

/** A rejected request holds no dates; every other status does. */
export function holdsItsDates(status: TimeOffStatus): boolean {
  return status !== 'rejected';
}

/** The first other request (not rejected, not the one being edited) whose dates overlap the range. */
export function findDuplicateRequest(
  range: DateRange,
  existing: readonly ExistingRequestRange[],
  editingId?: number,
): ExistingRequestRange | undefined {
  return existing.find(
    (request) => request.id !== editingId && holdsItsDates(request.status) && rangesOverlap(range, request),
  );
}

/** Every date held by the person's other requests: the date pickers exclude these. */
export function datesTakenByOtherRequests(
  existing: readonly ExistingRequestRange[],
  editingId?: number,
): Set<string> {
  const taken = new Set<string>();
  for (const request of existing) {
    if (request.id === editingId || !holdsItsDates(request.status)) continue;
    for (const date of datesBetween(request.startDate, request.endDate)) taken.add(date);
  }
  return taken;
}
