import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshTimesheetsAfterTimeOff } from '../../../lib/time-off-shown-in-timesheets';
import { timeOffKeys } from './query-keys';

/** DELETE /api/ptos/{id}; answers 204. */
export async function deleteTimeOffRequest(id: number): Promise<void> {
  await apiRequest(`/api/ptos/${id}`, { method: 'DELETE' });
}

export function useDeleteTimeOffRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTimeOffRequest,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: timeOffKeys.all }),
        refreshTimesheetsAfterTimeOff(queryClient),
      ]),
  });
}
