import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CodeAlert, codeAlertResponseSchema } from '@timekeep/shared/schemas/timesheets';
import { apiCall } from '../../../lib/api-client';
import { timesheetKeys } from './query-keys';

/** PATCH /api/code_alerts/{id} with code_viewed: the person has seen the new time code. */
export async function dismissCodeAlert(alert: CodeAlert): Promise<CodeAlert> {
  const response = await apiCall<typeof codeAlertResponseSchema>(`/api/code_alerts/${alert.id}`, {
    method: 'PATCH',
    body: { code_viewed: true, spud_user_id: alert.spudUserId },
  });
  return response.codeAlert;
}

/** Dismisses the alerts given (the strip shows them as one), then reloads the strip once. */
export function useDismissCodeAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alerts: readonly CodeAlert[]) => Promise.all(alerts.map(dismissCodeAlert)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timesheetKeys.codeAlerts() }),
  });
}
