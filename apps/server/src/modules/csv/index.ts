export { csvRoutes } from './csv.routes';
