import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';
import {
  type NamedRecordAnswerSchema,
  type NamedRecordKind,
  namedRecordKinds,
  recordOfAnswer,
} from './named-record-kinds';

/** PATCH /api/admin/clients/{id} or /api/admin/departments/{id}: a new name. */
export async function renameNamedRecord(kind: NamedRecordKind, id: number, name: string) {
  const answer = await apiCall<NamedRecordAnswerSchema>(`/api/admin/${kind}/${id}`, {
    method: 'PATCH',
    body: { name },
  });
  return recordOfAnswer(answer);
}

export const useRenameNamedRecord = (kind: NamedRecordKind) =>
  useCompanyDataWrite(
    ({ id, name }: { id: number; name: string }) => renameNamedRecord(kind, id, name),
    [namedRecordKinds[kind].lookup],
  );
