import type { EngagementUpdate, engagementDetailResponseSchema } from '@timekeep/shared/schemas/engagements';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** PATCH /api/admin/engagements/{id}: the fields that changed. */
export async function updateEngagement({ id, changes }: { id: number; changes: EngagementUpdate }) {
  const response = await apiCall<typeof engagementDetailResponseSchema>(`/api/admin/engagements/${id}`, {
    method: 'PATCH',
    body: changes,
  });
  return response.engagement;
}

export const useUpdateEngagement = () => useCompanyDataWrite(updateEngagement);
