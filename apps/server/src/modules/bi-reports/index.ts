export { biReportRoutes } from './bi-reports.routes';
