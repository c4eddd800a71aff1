export { officeRoutes } from './offices.routes';
