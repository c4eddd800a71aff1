import type { CsvKind, csvImportResponseSchema } from '@timekeep/shared/schemas/csv';
import { apiCall, apiUrl } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';
import { lookupKeys } from '../../../lib/lookups/query-keys';

/** POST /api/admin/csv/{kind}: the whole file in one transaction, or nothing when any line is bad (400). */
export function importCsv({ kind, csv }: { kind: CsvKind; csv: string }) {
  return apiCall<typeof csvImportResponseSchema>(`/api/admin/csv/${kind}`, { method: 'POST', body: { csv } });
}

/** An import can add people, clients and holidays that other screens list. */
export const useImportCsv = () =>
  useCompanyDataWrite(importCsv, [lookupKeys.employees(), lookupKeys.clients, lookupKeys.holidays]);

/** GET /api/admin/csv/{kind}: every record of the kind as a CSV download, in the columns its import reads. */
export function csvExportUrl(kind: CsvKind): string {
  return apiUrl(`/api/admin/csv/${kind}`);
}
