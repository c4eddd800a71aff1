export type { ReportSettings } from './report-definition';
export { entryFiltersOf, reportRange } from './report-filters';
export { reportRoutes } from './reports.routes';
