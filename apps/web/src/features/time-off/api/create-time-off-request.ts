import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeOffDetailsInput, timeOffRequestResponseSchema } from '@timekeep/shared/schemas/time-off';
import { apiCall } from '../../../lib/api-client';
import { timeOffKeys } from './query-keys';

/** POST /api/ptos. */
export function createTimeOffRequest(details: TimeOffDetailsInput) {
  return apiCall<typeof timeOffRequestResponseSchema>('/api/ptos', {
    method: 'POST',
    body: { pto_details: details },
  });
}

export function useCreateTimeOffRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTimeOffRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeOffKeys.all }),
  });
}
