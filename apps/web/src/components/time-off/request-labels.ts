import { formatDateRange } from '@timekeep/shared/domain/time-off-dates';
import { formatHours } from '@timekeep/shared/domain/time-off-duration';
import { timeOffReasonLabels } from '@timekeep/shared/domain/time-off-reasons';
import type { TimeOffRequest } from '@timekeep/shared/schemas/time-off';

export function hoursLabel(hours: number): string {
  return `${formatHours(hours)} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** 'PTO: Mar 2, 2026 - Mar 6, 2026', how a request is named in menus and confirmations. */
export function describeRequest(request: TimeOffRequest): string {
  const detail = request.mostRecentDetail;
  return `${timeOffReasonLabels[detail.reason]}: ${formatDateRange(detail.startDate, detail.endDate)}`;
}
