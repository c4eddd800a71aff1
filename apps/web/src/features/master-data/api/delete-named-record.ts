import { apiRequest } from '../../../lib/api-client';
import { type NamedRecordKind, namedRecordKinds } from './named-record-kinds';
import { useMasterDataWrite } from './use-master-data-write';

/** DELETE /api/admin/clients/{id} or /api/admin/departments/{id}: refused (409) while anything names it. */
export async function deleteNamedRecord(kind: NamedRecordKind, id: number): Promise<void> {
  await apiRequest(`/api/admin/${kind}/${id}`, { method: 'DELETE' });
}

export const useDeleteNamedRecord = (kind: NamedRecordKind) =>
  useMasterDataWrite((id: number) => deleteNamedRecord(kind, id), [namedRecordKinds[kind].lookup]);
