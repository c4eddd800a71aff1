import { apiCall } from '../../../lib/api-client';
import { type NamedRecordKind, namedRecordKinds } from './named-record-kinds';
import { useMasterDataWrite } from './use-master-data-write';

/** PATCH /api/admin/clients/{id} or /api/admin/departments/{id}: a new name. */
export function renameNamedRecord(kind: NamedRecordKind, id: number, name: string) {
  return apiCall(`/api/admin/${kind}/${id}`, namedRecordKinds[kind].answer, {
    method: 'PATCH',
    body: { name },
  });
}

export const useRenameNamedRecord = (kind: NamedRecordKind) =>
  useMasterDataWrite(
    ({ id, name }: { id: number; name: string }) => renameNamedRecord(kind, id, name),
    [namedRecordKinds[kind].lookup],
  );
