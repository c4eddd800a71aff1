export { authRoutes } from './auth.routes';
export { resolveSession } from './auth.service';
export { createRelyingParty } from './oidc-client';
