export { authRoutes } from './auth.routes';
export { createRelyingParty } from './oidc-client';
export { resolveApiToken } from './resolve-api-token';
export { resolveSession } from './resolve-session';
