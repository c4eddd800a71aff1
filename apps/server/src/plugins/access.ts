import { scopesInclude } from '@timekeep/shared/domain/api-scopes';
import { type RoleRule, roleFlags, roleRules } from '@timekeep/shared/domain/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../core/actor';
import { AppError } from '../lib/app-error';
import { routedPath } from '../lib/request-path';
import { routeScope } from './token-scopes';

/**
 * Who may call a route. Every route declares one in `config.access`; a route that declares nothing is
 * refused at run time, and a test lists every route and fails when one is missing.
 */
export type Access =
  | { kind: 'public'; why: string }
  | { kind: 'signed-in'; allow: (actor: Actor) => boolean; description: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export const publicAccess = (why: string): Access => ({ kind: 'public', why });

const signedIn = (description: string, allow: (actor: Actor) => boolean): Access => ({
  kind: 'signed-in',
  allow,
  description,
});

/** Route access by a rule of the person's role flags. */
export const byRole = (description: string, rule: RoleRule) =>
  signedIn(description, (actor) => rule(roleFlags(actor)));

/** Route-level policies, from the shared role rules; record-level rules live in each module's policy file. */
export const access = {
  public: publicAccess,
  anySignedIn: signedIn('any signed-in person', () => true),
  employee: byRole('people with the employee role', roleRules.keepTimesheets),
  timeOff: byRole('employees who are not contractors', roleRules.requestTimeOff),
  manager: byRole('managers (team leads)', roleRules.leadTeam),
  managerOrAdmin: byRole('managers and admins', roleRules.actOnTeams),
  anyRole: byRole('people with any role', roleRules.runReports),
  admin: byRole('admins', roleRules.administer),
} as const;

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('not_authenticated', 'Please sign in.');
  return request.actor;
}

/** A token request's refusal, before the owner's role is asked: the route is closed to tokens, or beyond its scopes. */
function refuseBeyondTokenScopes(scopes: readonly string[], method: string, url: string) {
  const needed = routeScope(method, url);
  if (needed === null) {
    throw new AppError('forbidden', 'API tokens cannot do this: sign in to Timekeep instead.');
  }
  if (!scopesInclude(scopes, needed)) {
    throw new AppError('forbidden', `This API token does not hold the ${needed} scope.`);
  }
}

export const accessPlugin = fp(async (app: FastifyInstance) => {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Read lazily: a plugin's own onRoute hook (it runs after this one) may still declare the access.
      routes.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
      });
    }
  });
  // The first check of a request, before its body is even parsed: a caller without a session gets 401 and
  // a caller without the role 403, never a 400 about a payload they may not send. Registered after the
  // sessions plugin, whose own first hook finds the actor.
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const declared = request.routeOptions.config.access;
    if (!declared) {
      request.log.error({ url: request.routeOptions.url }, 'route declares no access policy');
      throw new AppError('forbidden', 'This route is not available.');
    }
    if (declared.kind === 'public') return;
    const actor = requireActor(request);
    if (request.apiToken)
      refuseBeyondTokenScopes(request.apiToken.scopes, request.method, routedPath(request));
    if (!declared.allow(actor)) {
      throw new AppError('forbidden', `Only ${declared.description} may do this.`);
    }
  });
});

/** A route's URL pattern as a regular expression: `:name` is one path segment, a final `*` anything. */
function routePattern(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? '[^/]+'
        : segment === '*'
          ? '.*'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

/** How closely a route's URL pattern names a path, segment by segment: static 2, a parameter 1, `*` 0. */
function specificity(url: string): number[] {
  return url.split('/').map((segment) => (segment.startsWith(':') ? 1 : segment === '*' ? 0 : 2));
}

/** The pattern that names a path more closely, comparing from the left, as the router picks between them. */
function compareSpecificity(a: number[], b: number[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const difference = (a[index] ?? -1) - (b[index] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The methods the API route of this path answers: for a 405 with `Allow` instead of a 404. Only the most
 * specific matching pattern names the path: `/api/ptos/balances` is a resource of its own, not the time-off
 * request `/api/ptos/:id` with the id "balances", so that sibling's DELETE and PUT are not offered there.
 */
export function allowedMethods(routes: readonly RegisteredRoute[], path: string): string[] {
  const matching = routes
    .filter((route) => route.url.startsWith('/api/') && routePattern(route.url).test(path))
    .map((route) => ({ method: route.method, rank: specificity(route.url) }));
  const closest = matching.reduce<number[]>(
    (best, { rank }) => (compareSpecificity(rank, best) > 0 ? rank : best),
    [],
  );
  const methods = matching
    .filter(({ rank }) => compareSpecificity(rank, closest) === 0)
    .map(({ method }) => method);
  return [...new Set(methods)].sort();
}
