import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { getUpcomingTimeOff } from './get-upcoming-time-off';
import { timeOffKeys } from './query-keys';

/** Whether the person has upcoming time-off requests waiting for approval; contractors have none (403). */
export async function hasPendingTimeOff(): Promise<boolean> {
  try {
    const { ptos } = await getUpcomingTimeOff();
    return ptos.some((request) => request.mostRecentDetail.status === 'pending');
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return false;
    throw error;
  }
}

export const pendingTimeOffQueryOptions = queryOptions({
  queryKey: timeOffKeys.pending(),
  queryFn: hasPendingTimeOff,
  // Asked at a moment (just before a timesheet is submitted), so always the server's answer of that moment.
  staleTime: 0,
});

/** Asks the server whether time off still waits for approval, for a check made before an action. */
export function useCheckPendingTimeOff(): () => Promise<boolean> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.fetchQuery(pendingTimeOffQueryOptions), [queryClient]);
}
