import { useMutation } from '@tanstack/react-query';
import type { CsvKind, csvPreviewResponseSchema } from '@timekeep/shared/schemas/csv';
import { apiCall } from '../../../lib/api-client';

/** POST /api/admin/csv/{kind}/preview: what the file would create and change, and every bad line; writes nothing. */
export function previewCsvImport({ kind, csv }: { kind: CsvKind; csv: string }) {
  return apiCall<typeof csvPreviewResponseSchema>(`/api/admin/csv/${kind}/preview`, {
    method: 'POST',
    body: { csv },
  });
}

export function usePreviewCsvImport() {
  return useMutation({ mutationFn: previewCsvImport });
}
