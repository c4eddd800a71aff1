import type { EngagementInput, engagementDetailResponseSchema } from '@timekeep/shared/schemas/engagements';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** POST /api/admin/engagements. */
export async function createEngagement(input: EngagementInput) {
  return (
    await apiCall<typeof engagementDetailResponseSchema>('/api/admin/engagements', {
      method: 'POST',
      body: input,
    })
  ).engagement;
}

export const useCreateEngagement = () => useCompanyDataWrite(createEngagement);
