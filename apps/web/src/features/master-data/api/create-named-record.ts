import { apiCall } from '../../../lib/api-client';
import { type NamedRecordKind, namedRecordKinds } from './named-record-kinds';
import { useMasterDataWrite } from './use-master-data-write';

/** POST /api/admin/clients or /api/admin/departments: a new name (unique). */
export function createNamedRecord(kind: NamedRecordKind, name: string) {
  return apiCall(`/api/admin/${kind}`, namedRecordKinds[kind].answer, { method: 'POST', body: { name } });
}

export const useCreateNamedRecord = (kind: NamedRecordKind) =>
  useMasterDataWrite((name: string) => createNamedRecord(kind, name), [namedRecordKinds[kind].lookup]);
