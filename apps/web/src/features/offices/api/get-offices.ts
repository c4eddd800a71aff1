import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Office, officesResponseSchema } from '@timekeep/shared/schemas/offices';
import { apiCall } from '../../../lib/api-client';
import { officeKeys } from './query-keys';

/** GET /api/admin/offices: every office with its people count today. */
export async function getOffices(): Promise<Office[]> {
  return (await apiCall<typeof officesResponseSchema>('/api/admin/offices')).offices;
}

export function officesQueryOptions() {
  return queryOptions({ queryKey: officeKeys.offices(), queryFn: getOffices });
}

export function useOffices() {
  return useQuery(officesQueryOptions());
}
