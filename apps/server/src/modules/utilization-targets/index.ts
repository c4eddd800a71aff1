export { utilizationTargetRoutes } from './utilization-targets.routes';
