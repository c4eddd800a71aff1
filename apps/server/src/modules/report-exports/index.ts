export { queueReportExport } from './queue-report-export';
export { startReportExportWorkers } from './report-export-worker';
export { reportExportRoutes } from './report-exports.routes';
