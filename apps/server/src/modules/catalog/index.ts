export { catalogRoutes } from './catalog.routes';
