import { z } from 'zod';

/**
 * Issue 42: an export too big to answer in its request (more rows than the database estimates
 * REPORT_EXPORT_BACKGROUND_ROWS) is prepared in the background. `queued` and `running` while it is prepared
 * (the person may cancel it then), `ready` to download for a day, then `expired` once its file is removed;
 * `failed` or `cancelled` otherwise.
 */
export const reportExportStatusSchema = z.enum([
  'queued',
  'running',
  'ready',
  'failed',
  'cancelled',
  'expired',
]);
export type ReportExportStatus = z.infer<typeof reportExportStatusSchema>;

/** The statuses of an export still being prepared: the ones a person may cancel. */
export const PENDING_EXPORT_STATUSES: readonly ReportExportStatus[] = ['queued', 'running'];

/** One background export, as its owner sees it. */
export const reportExportSchema = z.object({
  id: z.uuid(),
  /** The report's path without `/api/`: `accounting_report`, `allocation_report`... */
  report: z.string(),
  status: reportExportStatusSchema,
  /** The workbook's name, as the direct download names it: `Accounting-Report-2026-11-28.xlsx`. */
  fileName: z.string(),
  /** The rows the database estimated when the export was asked for. */
  estimatedRows: z.number().int(),
  /** The rows written (the header and the total row left out); null until it is ready. */
  rowCount: z.number().int().nullable(),
  /** The workbook's size in bytes; null until it is ready. */
  byteSize: z.number().int().nullable(),
  /** ISO timestamps, UTC. */
  createdAt: z.string(),
  /** When it was ready, failed or was cancelled; null before. */
  finishedAt: z.string().nullable(),
  /** When its file is removed (a day after it was ready); null until it is ready. */
  expiresAt: z.string().nullable(),
});
export type ReportExport = z.infer<typeof reportExportSchema>;

/** What the person reads the moment a background export is queued. */
export const REPORT_EXPORT_QUEUED_MESSAGE = 'Your export is being prepared';

/** GET /api/{report}/export answers 202 with this when the export is prepared in the background. */
export const reportExportQueuedSchema = z.object({
  export: reportExportSchema,
  message: z.literal(REPORT_EXPORT_QUEUED_MESSAGE),
});
export type ReportExportQueued = z.infer<typeof reportExportQueuedSchema>;

/** How far back GET /api/report_exports lists the caller's exports. */
export const REPORT_EXPORTS_LISTED_DAYS = 7;

/** GET /api/report_exports: the caller's own exports of the last `REPORT_EXPORTS_LISTED_DAYS` days, newest first. */
export const reportExportListSchema = z.object({ exports: z.array(reportExportSchema) });
export type ReportExportList = z.infer<typeof reportExportListSchema>;

/** GET and DELETE /api/report_exports/{id}, GET /api/report_exports/{id}/download. */
export const reportExportParamsSchema = z.object({ id: z.uuid().max(36) });
