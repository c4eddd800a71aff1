import {
  apiTokenListSchema,
  apiTokenParamsSchema,
  createdApiTokenSchema,
  createPersonalTokenSchema,
  createServiceTokenSchema,
} from '@timekeep/shared/schemas/api-tokens';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { createPersonalToken, createServiceToken } from './create-api-token';
import { listPersonalTokens, listServiceTokens } from './list-api-tokens';
import { revokeApiToken } from './revoke-api-token';

/**
 * API tokens (issue 41): each person's own personal tokens, and the admins' service tokens. Made, listed and
 * revoked only signed in: a token never reaches these routes (`plugins/token-scopes.ts`).
 */
export const apiTokenRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  tagRoutes(app, 'API tokens');
  const own = { access: access.anyRole };
  const admins = { access: access.admin };

  app.get(
    '/api/tokens',
    {
      schema: {
        summary: "The caller's personal API tokens that still work",
        response: { 200: apiTokenListSchema },
      },
      config: own,
    },
    async (request) => listPersonalTokens(db, requireActor(request)),
  );

  app.post(
    '/api/tokens',
    {
      schema: {
        summary: 'Make a personal API token (its secret is answered this once)',
        body: createPersonalTokenSchema,
        response: { 200: createdApiTokenSchema },
      },
      config: own,
    },
    async (request) => createPersonalToken(db, requireActor(request), request.body),
  );

  app.delete(
    '/api/tokens/:id',
    {
      schema: { summary: 'Revoke one of the caller’s personal API tokens', params: apiTokenParamsSchema },
      config: own,
    },
    async (request, reply) => {
      await revokeApiToken(db, requireActor(request), 'personal', request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/service_tokens',
    {
      schema: { summary: 'Every service token that still works', response: { 200: apiTokenListSchema } },
      config: admins,
    },
    async () => listServiceTokens(db),
  );

  app.post(
    '/api/admin/service_tokens',
    {
      schema: {
        summary:
          'Make a service token acting as the caller within its scopes (its secret is answered this once)',
        body: createServiceTokenSchema,
        response: { 200: createdApiTokenSchema },
      },
      config: admins,
    },
    async (request) => createServiceToken(db, requireActor(request), request.body),
  );

  app.delete(
    '/api/admin/service_tokens/:id',
    { schema: { summary: 'Revoke a service token', params: apiTokenParamsSchema }, config: admins },
    async (request, reply) => {
      await revokeApiToken(db, requireActor(request), 'service', request.params.id);
      return reply.status(204).send();
    },
  );
};
