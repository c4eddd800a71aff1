import type { ReportExport } from '@timekeep/shared/schemas/report-exports';
import type { ReportExportRow } from './report-exports.queries';

export function presentReportExport(row: ReportExportRow): ReportExport {
  return {
    id: row.id,
    report: row.report,
    status: row.status,
    fileName: row.fileName,
    estimatedRows: row.estimatedRows,
    rowCount: row.rowCount,
    byteSize: row.byteSize,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
