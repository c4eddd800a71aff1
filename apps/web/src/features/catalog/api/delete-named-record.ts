import { apiRequest } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';
import { type NamedRecordKind, namedRecordKinds } from './named-record-kinds';

/** DELETE /api/admin/clients/{id} or /api/admin/departments/{id}: refused (409) while anything names it. */
export async function deleteNamedRecord(kind: NamedRecordKind, id: number): Promise<void> {
  await apiRequest(`/api/admin/${kind}/${id}`, { method: 'DELETE' });
}

export const useDeleteNamedRecord = (kind: NamedRecordKind) =>
  useCompanyDataWrite((id: number) => deleteNamedRecord(kind, id), [namedRecordKinds[kind].lookup]);
