import type { ReportExportQueued } from '@timekeep/shared/schemas/report-exports';
import { ApiError, FALLBACK_MESSAGE, toApiError } from '../../../lib/api-client';

/** What asking for an export came to: the workbook, saved as a download, or an export queued for later. */
export type ExportAnswer = { kind: 'saved' } | { kind: 'queued'; queued: ReportExportQueued };

/** The file name a download's Content-Disposition gives it. */
function fileNameOf(response: Response): string | null {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
}

/** Hands a file to the browser as a download of that name. */
function save(file: Blob, fileName: string) {
  const address = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy by the time the click returns; the address is let go a little later.
  setTimeout(() => URL.revokeObjectURL(address), 60_000);
}

/**
 * GET /api/{report}/export (issue 42): an export small enough comes back as the workbook, saved as a
 * download; one the database estimates too big is queued instead (202) and prepared in the background.
 */
export async function requestReportExport(url: string): Promise<ExportAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, null, FALLBACK_MESSAGE);
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 202)
    return { kind: 'queued', queued: (await response.json()) as ReportExportQueued };
  save(await response.blob(), fileNameOf(response) ?? 'report.xlsx');
  return { kind: 'saved' };
}
