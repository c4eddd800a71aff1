import { toHundredths } from '@timekeep/shared/domain/hour-entry';
import type { TimeOffRequest } from '@timekeep/shared/schemas/time-off';

/**
 * The footer's 'Total Time Off' of a year: hours of the requests starting in it that are approved or pending
 * (rejected and unapproved ones are not time off). Upcoming and past requests together, whichever tab is open.
 */
export function yearTotalHours(requests: readonly TimeOffRequest[], year: number): number {
  const seen = new Set<number>();
  let hundredths = 0;
  for (const { id, mostRecentDetail: detail } of requests) {
    if (seen.has(id) || !detail.startDate.startsWith(`${year}-`)) continue;
    seen.add(id);
    if (detail.status === 'approved' || detail.status === 'pending') hundredths += toHundredths(detail.hours);
  }
  return hundredths / 100;
}
