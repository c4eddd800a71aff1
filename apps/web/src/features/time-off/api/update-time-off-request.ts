import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeOffDetailsInput, timeOffRequestResponseSchema } from '@timekeep/shared/schemas/time-off';
import { apiCall } from '../../../lib/api-client';
import { refreshTimesheetsAfterTimeOff } from '../../../lib/time-off-shown-in-timesheets';
import { timeOffKeys } from './query-keys';

/** PUT /api/ptos/{id}. */
export function updateTimeOffRequest({ id, details }: { id: number; details: TimeOffDetailsInput }) {
  return apiCall<typeof timeOffRequestResponseSchema>(`/api/ptos/${id}`, {
    method: 'PUT',
    body: { pto_details: details },
  });
}

export function useUpdateTimeOffRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeOffRequest,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: timeOffKeys.all }),
        refreshTimesheetsAfterTimeOff(queryClient),
      ]),
  });
}
