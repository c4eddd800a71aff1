import type {
  JobTitleTargetInput,
  jobTitleTargetResponseSchema,
} from '@timekeep/shared/schemas/utilization-targets';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** PUT /api/admin/utilization_targets/job_titles: a job title's default, or none (target null). */
export async function setJobTitleTarget(input: JobTitleTargetInput) {
  return (
    await apiCall<typeof jobTitleTargetResponseSchema>('/api/admin/utilization_targets/job_titles', {
      method: 'PUT',
      body: input,
    })
  ).jobTitle;
}

export const useSetJobTitleTarget = () => useCompanyDataWrite(setJobTitleTarget);
