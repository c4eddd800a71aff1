import { apiCall } from '../../../lib/api-client';
import {
  type NamedRecordAnswerSchema,
  type NamedRecordKind,
  namedRecordKinds,
  recordOfAnswer,
} from './named-record-kinds';
import { useMasterDataWrite } from './use-master-data-write';

/** POST /api/admin/clients or /api/admin/departments: a new name (unique). */
export async function createNamedRecord(kind: NamedRecordKind, name: string) {
  const answer = await apiCall<NamedRecordAnswerSchema>(`/api/admin/${kind}`, {
    method: 'POST',
    body: { name },
  });
  return recordOfAnswer(answer);
}

export const useCreateNamedRecord = (kind: NamedRecordKind) =>
  useMasterDataWrite((name: string) => createNamedRecord(kind, name), [namedRecordKinds[kind].lookup]);
