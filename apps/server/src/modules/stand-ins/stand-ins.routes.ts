import { idParamsSchema } from '@timekeep/shared/schemas/common';
import {
  createStandInBodySchema,
  standInCandidatesQuerySchema,
  standInCandidatesResponseSchema,
  standInResponseSchema,
  standInSettingsSchema,
  standInsResponseSchema,
} from '@timekeep/shared/schemas/stand-ins';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { endStandIn } from './end-stand-in';
import { listStandInCandidates, listStandInsOf } from './list-stand-ins';
import { nameStandIn } from './name-stand-in';
import { setStandInSettings } from './stand-in-settings';

/**
 * Stand-ins while a lead is away (issue 38): leads and admins name and end them; who may do what with which
 * range is the stand-ins policy's call.
 */
export const standInRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  tagRoutes(app, 'Stand-ins');
  const config = { access: access.managerOrAdmin };

  app.get(
    '/api/stand_ins',
    {
      schema: {
        summary: 'The stand-ins the caller names or stands in for (everyone’s, for an admin)',
        response: { 200: standInsResponseSchema },
      },
      config,
    },
    async (request) => listStandInsOf(db, requireActor(request)),
  );

  app.get(
    '/api/stand_ins/candidates',
    {
      schema: {
        summary: 'Who may stand in for a lead',
        querystring: standInCandidatesQuerySchema,
        response: { 200: standInCandidatesResponseSchema },
      },
      config,
    },
    async (request) => ({
      candidates: await listStandInCandidates(db, requireActor(request), request.query.lead_id),
    }),
  );

  app.post(
    '/api/stand_ins',
    {
      schema: {
        summary: 'Name a stand-in for some days',
        body: createStandInBodySchema,
        response: { 201: standInResponseSchema },
      },
      config,
    },
    async (request, reply) => {
      reply.code(201);
      return { standIn: await nameStandIn(db, requireActor(request), request.body) };
    },
  );

  app.delete(
    '/api/stand_ins/:id',
    {
      schema: {
        summary: 'End a stand-in before its last day',
        params: idParamsSchema,
        response: { 200: standInResponseSchema },
      },
      config,
    },
    async (request) => ({ standIn: await endStandIn(db, requireActor(request), request.params.id) }),
  );

  app.put(
    '/api/admin/stand_in_settings',
    {
      schema: {
        summary: 'Set whether any employee, not only another lead, may stand in',
        body: standInSettingsSchema,
        response: { 200: standInSettingsSchema },
      },
      config: { access: access.admin },
    },
    async (request) => setStandInSettings(db, requireActor(request), request.body),
  );
};
