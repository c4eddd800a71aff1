export { scimRoutes } from './scim.routes';
