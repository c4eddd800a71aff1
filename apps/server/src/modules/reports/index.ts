export type { BackgroundExportRequest, BackgroundExports } from './export-or-queue-report';
export { type WorkbookOutput, XLSX_CONTENT_TYPE } from './export-report';
export {
  EXPORTABLE_REPORTS,
  prepareStoredReportExport,
  type StoredReportExport,
} from './export-stored-report';
export type { ReportSettings } from './report-definition';
export { entryFiltersOf, reportRange } from './report-filters';
export type { CursorOptions } from './reports.queries';
export { reportRoutes } from './reports.routes';
