export { biReportRoutes } from './powerbi.routes';
