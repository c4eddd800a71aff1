export { systemRoutes } from './system.routes';
