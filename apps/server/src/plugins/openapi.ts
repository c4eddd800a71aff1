import swagger from '@fastify/swagger';
import { type ErrorCode, errorStatus } from '@timekeep/shared/errors';
import { errorResponseSchema } from '@timekeep/shared/schemas/error-response';
import { APP_VERSION } from '@timekeep/shared/version';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from './access';
import { routeScope } from './token-scopes';

/** Tags every route a routes plugin declares from here on with its area, for the OpenAPI document. */
export function tagRoutes(app: FastifyInstance, tag: string) {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, tags: [tag] };
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Where a route that answers with a redirect sends the browser, for the OpenAPI document. */
    redirects?: string;
    /** Error codes a route gives besides those its access, input and method imply (an outside service's). */
    alsoAnswers?: ErrorCode[];
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const { $schema: _dialect, ...errorBody } = z.toJSONSchema(errorResponseSchema, { target: 'draft-7' });
/** Where every error answer's body is described once. */
const ERROR_SCHEMA_REF = '#/components/schemas/Error';

function describeError(codes: ErrorCode[]) {
  return {
    description: `Error: ${codes.join(', ')}`,
    content: { 'application/json': { schema: errorBody } },
  };
}

type OpenApiDocument = {
  components?: { schemas?: Record<string, unknown> };
  paths?: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>
  >;
};

/** The error answers, which the route transform writes out in full, made references to one shared schema. */
function shareErrorSchema(document: OpenApiDocument): OpenApiDocument {
  const inline = JSON.stringify(errorBody);
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const response of Object.values(operation.responses ?? {})) {
        const json = response.content?.['application/json'];
        if (json && JSON.stringify(json.schema) === inline) json.schema = { $ref: ERROR_SCHEMA_REF };
      }
    }
  }
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, Error: errorBody },
  };
  return document;
}

/**
 * OpenAPI 3.0.3 allows null in an enum only when the enum lists it, `nullable` or not: a nullable enum (the
 * Timesheets Not Submitted report's status, null for no timesheet) gets its null written out, so a tool
 * that validates answers against the document takes the null the API sends.
 */
function listNullInNullableEnums(node: unknown): void {
  if (node === null || typeof node !== 'object') return;
  for (const value of Object.values(node)) listNullInNullableEnums(value);
  const schema = node as { nullable?: unknown; enum?: unknown[] };
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...schema.enum, null];
  }
}

interface RouteFacts {
  method: string;
  url: string;
  access: Access | undefined;
  validates: boolean;
  takesBody: boolean;
  rateLimited: boolean;
  /** Load shedding passes it by (health answers whatever the load). */
  neverShed: boolean;
  produces: string[] | undefined;
  redirects: string | undefined;
  alsoAnswers: ErrorCode[];
}

/** The error answers a route can give, by what it is: who may call it, what it validates, what it changes. */
function errorResponses(route: RouteFacts) {
  const byStatus = new Map<number, ErrorCode[]>();
  const add = (code: ErrorCode) =>
    byStatus.set(errorStatus[code], [...(byStatus.get(errorStatus[code]) ?? []), code]);
  const takesInput = route.validates || route.takesBody || route.url.includes(':');
  // A change may carry a body even where none is expected, and a malformed one is refused.
  if (takesInput || UNSAFE_METHODS.has(route.method)) add('validation_failed');
  if (route.access?.kind === 'signed-in') {
    add('not_authenticated');
    add('forbidden');
  }
  // A record named in the path, the query or the body may not exist.
  if (takesInput && route.access?.kind === 'signed-in') add('not_found');
  if (UNSAFE_METHODS.has(route.method)) {
    add('csrf_failed');
    add('conflict');
    add('rule_violation');
    add('payload_too_large');
    add('unsupported_media_type');
  }
  if (route.rateLimited) add('rate_limited');
  for (const code of route.alsoAnswers) add(code);
  add('internal_error');
  add('database_unavailable');
  if (!route.neverShed) add('overloaded');
  return Object.fromEntries([...byStatus].map(([status, codes]) => [String(status), describeError(codes)]));
}

/**
 * The success answer of a route that declares none: a deletion's 204, a download, or a redirect. A download
 * that may also answer otherwise (a big export's 202) is still a file when it answers 200.
 */
function successResponses(route: RouteFacts, declared: Record<string, unknown> | undefined) {
  const statuses = Object.keys(declared ?? {});
  if (route.produces && !statuses.includes('200')) {
    return {
      200: {
        description: 'The file, as an attachment.',
        content: Object.fromEntries(
          route.produces.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
        ),
      },
    };
  }
  if (statuses.some((status) => status.startsWith('2') || status.startsWith('3'))) return {};
  if (route.redirects) return { 302: { type: 'null', description: `Redirects ${route.redirects}.` } };
  if (route.method === 'DELETE') return { 204: { type: 'null', description: 'Deleted; no content.' } };
  return {};
}

/** A signed-in route takes the session, and an API token when one may call it; a public route neither. */
function securityOf(access: Access, tokenScope: string | null): Record<string, string[]>[] {
  if (access.kind === 'public') return [];
  return tokenScope ? [{ session: [] }, { bearer: [] }] : [{ session: [] }];
}

/** `GET /api/timesheet/{id}/history` becomes `getTimesheetByIdHistory`. */
function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[/_-]/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .map((word) => (word.startsWith(':') ? `By${word.charAt(1).toUpperCase()}${word.slice(2)}` : word));
  return `${method.toLowerCase()}${words.join('')}`;
}

/**
 * The OpenAPI document of the API, from the same zod schemas that validate it: every operation with its
 * tag, an operationId, the session cookie as its security scheme when it needs one, and the error answers
 * it can give in the shared error shape.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, { sessionCookieName }: { sessionCookieName: string }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Timekeep API',
          version: APP_VERSION,
          // The company's own app, not published under an open-source license (package.json: private).
          // OpenAPI 3.0's License holds a name and a URL only, and SPDX has no identifier for this.
          license: { name: 'Proprietary: internal use only' },
        },
        // The API is served under /api of the app's own origin, wherever it is deployed (PUBLIC_URL).
        servers: [{ url: '/', description: 'The origin that serves the app and this document' }],
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: sessionCookieName },
            bearer: {
              type: 'http',
              scheme: 'bearer',
              description:
                'An API token (personal or service), which acts as its owner within its scopes. The scope an operation needs is its `x-token-scope`; an operation without one takes no token.',
            },
          },
        },
      },
      transformObject: (documentObject) => {
        const document = shareErrorSchema(
          ('openapiObject' in documentObject ? documentObject.openapiObject : {}) as OpenApiDocument,
        );
        listNullInNullableEnums(document.paths);
        return document;
      },
      transform(input) {
        const transformed = jsonSchemaTransform(input);
        const { route, url } = input;
        const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
        const access = route.config?.access as Access | undefined;
        const schema = (transformed.schema ?? {}) as Record<string, unknown> & {
          response?: Record<string, unknown>;
        };
        const tokenScope = routeScope(method, route.url);
        const facts: RouteFacts = {
          method,
          url: route.url,
          access,
          validates: Boolean(route.schema?.params || route.schema?.querystring),
          takesBody: Boolean(route.schema?.body),
          rateLimited: Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit),
          neverShed: Boolean((route.config as { pressureHandler?: unknown } | undefined)?.pressureHandler),
          produces: route.schema?.produces as string[] | undefined,
          redirects: route.config?.redirects,
          alsoAnswers: route.config?.alsoAnswers ?? [],
        };
        return {
          url,
          schema: {
            ...schema,
            operationId: operationIdOf(method, route.url),
            // A public route says so with an empty list. A route that declares no access (refused at run
            // time) gets no security at all, which the OpenAPI lint of `npm test` reports.
            ...(access ? { security: securityOf(access, tokenScope) } : {}),
            ...(access?.kind === 'signed-in' && tokenScope ? { 'x-token-scope': tokenScope } : {}),
            response: {
              ...errorResponses(facts),
              ...successResponses(facts, schema.response),
              ...schema.response,
            },
          },
        };
      },
    });
  },
);
