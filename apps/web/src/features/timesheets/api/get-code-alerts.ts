import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CodeAlert, codeAlertsResponseSchema } from '@timekeep/shared/schemas/timesheets';
import { apiCall } from '../../../lib/api-client';
import { timesheetKeys } from './query-keys';

/** GET /api/code_alerts: new time codes the person has not viewed yet. */
export async function getCodeAlerts(): Promise<CodeAlert[]> {
  return (await apiCall<typeof codeAlertsResponseSchema>('/api/code_alerts')).codeAlerts;
}

export function useCodeAlerts() {
  return useQuery(queryOptions({ queryKey: timesheetKeys.codeAlerts(), queryFn: getCodeAlerts }));
}
