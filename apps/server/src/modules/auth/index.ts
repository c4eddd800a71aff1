export { authRoutes } from './auth.routes';
export { createRelyingParty } from './oidc-client';
export { resolveApiToken } from './resolve-api-token';
export { resolvePersonActor } from './resolve-person-actor';
export { resolveSession } from './resolve-session';
