import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';
import {
  type NamedRecordAnswerSchema,
  type NamedRecordKind,
  namedRecordKinds,
  recordOfAnswer,
} from './named-record-kinds';

/** POST /api/admin/clients or /api/admin/departments: a new name (unique). */
export async function createNamedRecord(kind: NamedRecordKind, name: string) {
  const answer = await apiCall<NamedRecordAnswerSchema>(`/api/admin/${kind}`, {
    method: 'POST',
    body: { name },
  });
  return recordOfAnswer(answer);
}

export const useCreateNamedRecord = (kind: NamedRecordKind) =>
  useCompanyDataWrite((name: string) => createNamedRecord(kind, name), [namedRecordKinds[kind].lookup]);
