import { useQueries } from '@tanstack/react-query';
import { todayIso } from '@timekeep/shared/domain/periods';
import type { TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import { pastTimeOffQueryOptions } from '../api/get-past-time-off';
import { upcomingTimeOffQueryOptions } from '../api/get-upcoming-time-off';

/**
 * Every request a date picker can reach (from the start of last year on): the upcoming ones plus those of
 * last year and this year that have ended. The pickers exclude their dates and the calendar shows them.
 */
export function useKnownRequests(): { requests: TimeOffRequest[]; isPending: boolean } {
  const thisYear = Number(todayIso().slice(0, 4));
  const results = useQueries({
    queries: [
      upcomingTimeOffQueryOptions,
      pastTimeOffQueryOptions(thisYear - 1),
      pastTimeOffQueryOptions(thisYear),
    ],
  });
  return {
    requests: results.flatMap((result) => result.data?.ptos ?? []),
    isPending: results.some((result) => result.isPending),
  };
}
