export { authRoutes } from './auth.routes';
export { createRelyingParty } from './oidc-client';
export { resolveSession } from './resolve-session';
