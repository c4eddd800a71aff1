import { apiRequest } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';

/** DELETE /api/admin/accrual_policies/{id}: refused (409, `policy_in_use`) once it has posted accruals. */
export async function deleteAccrualPolicy(id: number): Promise<void> {
  await apiRequest(`/api/admin/accrual_policies/${id}`, { method: 'DELETE' });
}

export const useDeleteAccrualPolicy = () => useCompanyDataWrite(deleteAccrualPolicy);
