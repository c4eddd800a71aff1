import swagger from '@fastify/swagger';
import { type ErrorCode, errorStatus } from '@timekeep/shared/errors';
import { errorResponseSchema } from '@timekeep/shared/schemas/error-response';
import { APP_VERSION } from '@timekeep/shared/version';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from './access';

/** Tags every route a routes plugin declares from here on with its area, for the OpenAPI document. */
export function tagRoutes(app: FastifyInstance, tag: string) {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, tags: [tag] };
  });
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const errorBody = z.toJSONSchema(errorResponseSchema, { target: 'draft-7' });

function describeError(codes: ErrorCode[]) {
  return {
    description: `Error: ${codes.join(', ')}`,
    content: { 'application/json': { schema: errorBody } },
  };
}

interface RouteFacts {
  method: string;
  url: string;
  access: Access | undefined;
  validates: boolean;
  takesBody: boolean;
  rateLimited: boolean;
}

/** The error answers a route can give, by what it is: who may call it, what it validates, what it changes. */
function errorResponses(route: RouteFacts) {
  const byStatus = new Map<number, ErrorCode[]>();
  const add = (code: ErrorCode) =>
    byStatus.set(errorStatus[code], [...(byStatus.get(errorStatus[code]) ?? []), code]);
  if (route.validates || route.takesBody) add('validation_failed');
  if (route.access?.kind === 'signed-in') {
    add('not_authenticated');
    add('forbidden');
  }
  if (route.url.includes(':')) add('not_found');
  if (UNSAFE_METHODS.has(route.method)) {
    add('csrf_failed');
    add('conflict');
    add('rule_violation');
  }
  if (route.takesBody) add('unsupported_media_type');
  if (route.rateLimited) add('rate_limited');
  add('internal_error');
  add('database_unavailable');
  return Object.fromEntries([...byStatus].map(([status, codes]) => [String(status), describeError(codes)]));
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
        info: { title: 'Timekeep API', version: APP_VERSION },
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: sessionCookieName } },
        },
      },
      transform(input) {
        const transformed = jsonSchemaTransform(input);
        const { route, url } = input;
        const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
        const access = route.config?.access as Access | undefined;
        const schema = (transformed.schema ?? {}) as Record<string, unknown> & {
          response?: Record<string, unknown>;
        };
        const facts: RouteFacts = {
          method,
          url: route.url,
          access,
          validates: Boolean(route.schema?.params || route.schema?.querystring),
          takesBody: Boolean(route.schema?.body),
          rateLimited: Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit),
        };
        return {
          url,
          schema: {
            ...schema,
            operationId: operationIdOf(method, route.url),
            ...(access?.kind === 'signed-in' ? { security: [{ session: [] }] } : {}),
            response: { ...errorResponses(facts), ...schema.response },
          },
        };
      },
    });
  },
);
