export { insightRoutes } from './insights.routes';
