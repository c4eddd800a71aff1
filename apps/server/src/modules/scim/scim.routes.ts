import {
  scimGroupMappingSchema,
  scimGroupParamsSchema,
  scimGroupResponseSchema,
  scimGroupsResponseSchema,
  scimSettingsResponseSchema,
  scimTokenCreatedResponseSchema,
} from '@timekeep/shared/schemas/scim';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { generateScimToken } from './generate-scim-token';
import { getScimSettings } from './get-scim-settings';
import { listGroupMappings } from './list-group-mappings';
import { revokeScimToken } from './revoke-scim-token';
import { scimV2Routes } from './scim-v2.routes';
import { setGroupMapping } from './set-group-mapping';

/**
 * SCIM provisioning (issue 41): the identity provider's /scim/v2, and the admins' settings for it (the token,
 * the group mapping table) under /api/admin/scim.
 */
export const scimRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string; rateLimit: number }> = async (
  app,
  { db, publicUrl, rateLimit },
) => {
  const baseUrl = `${publicUrl.replace(/\/+$/, '')}/scim/v2`;
  await app.register(scimV2Routes, { prefix: '/scim/v2', db, baseUrl, rateLimit });

  tagRoutes(app, 'SCIM provisioning');
  const config = { access: access.admin };

  app.get(
    '/api/admin/scim',
    {
      schema: {
        summary: 'The SCIM base URL and whether a SCIM token exists',
        response: { 200: scimSettingsResponseSchema },
      },
      config,
    },
    async (request) => getScimSettings(db, requireActor(request), baseUrl),
  );

  app.post(
    '/api/admin/scim/token',
    {
      schema: {
        summary: 'Generate the SCIM token (shown once; revokes the one before)',
        response: { 201: scimTokenCreatedResponseSchema },
      },
      config,
    },
    async (request, reply) => {
      reply.code(201);
      return generateScimToken(db, requireActor(request));
    },
  );

  app.delete(
    '/api/admin/scim/token',
    { schema: { summary: 'Revoke the SCIM token' }, config },
    async (request, reply) => {
      await revokeScimToken(db, requireActor(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/admin/scim/groups',
    {
      schema: {
        summary: 'The groups the identity provider pushed, with their role and team lead',
        response: { 200: scimGroupsResponseSchema },
      },
      config,
    },
    async (request) => ({ groups: await listGroupMappings(db, requireActor(request)) }),
  );

  app.put(
    '/api/admin/scim/groups/:id',
    {
      schema: {
        summary: "Set a group's role and team lead (applied to its members)",
        params: scimGroupParamsSchema,
        body: scimGroupMappingSchema,
        response: { 200: scimGroupResponseSchema },
      },
      config,
    },
    async (request) => ({
      group: await setGroupMapping(db, requireActor(request), request.params.id, request.body),
    }),
  );
};
