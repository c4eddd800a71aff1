import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { getUpcomingTimeOff } from './get-upcoming-time-off';
import { timeOffKeys } from './query-keys';

/**
 * The person's upcoming time-off requests still waiting for approval, soonest first; contractors have none
 * (403).
 */
export async function getPendingTimeOff(): Promise<TimeOffRequest[]> {
  try {
    const { ptos } = await getUpcomingTimeOff();
    return ptos
      .filter((request) => request.mostRecentDetail.status === 'pending')
      .sort((a, b) => a.mostRecentDetail.startDate.localeCompare(b.mostRecentDetail.startDate));
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return [];
    throw error;
  }
}

export const pendingTimeOffQueryOptions = queryOptions({
  queryKey: timeOffKeys.pending(),
  queryFn: getPendingTimeOff,
  // Asked at a moment (just before a timesheet is submitted), so always the server's answer of that moment.
  staleTime: 0,
});

/** Asks the server which time-off requests still wait for approval, for a check made before an action. */
export function useCheckPendingTimeOff(): () => Promise<TimeOffRequest[]> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.fetchQuery(pendingTimeOffQueryOptions), [queryClient]);
}
