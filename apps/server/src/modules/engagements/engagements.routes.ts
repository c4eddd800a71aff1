import { idParamsSchema } from '@timekeep/shared/schemas/common';
import {
  adminEngagementsQuerySchema,
  adminEngagementsResponseSchema,
  allResourcesResponseSchema,
  engagementDetailResponseSchema,
  engagementInputSchema,
  engagementRoleInputSchema,
  engagementRoleResponseSchema,
  engagementRoleUpdateSchema,
  engagementsResponseSchema,
  engagementUpdateSchema,
  projectsQuerySchema,
  projectsResponseSchema,
  resourceInputSchema,
  resourceResponseSchema,
  resourceUpdateSchema,
} from '@timekeep/shared/schemas/engagements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { addEngagementRole } from './add-engagement-role';
import { assignResource } from './assign-resource';
import { createEngagement } from './create-engagement';
import { deleteEngagementRole } from './delete-engagement-role';
import { getEngagement, listAdminEngagements } from './get-engagement';
import { listEmployeeProjects } from './list-employee-projects';
import { listEngagementOptions } from './list-engagement-options';
import { listResourceOptions } from './list-resource-options';
import { removeResource } from './remove-resource';
import { updateEngagement } from './update-engagement';
import { updateEngagementRole } from './update-engagement-role';
import { updateResource } from './update-resource';

/** The admin's engagements: the engagement, its roles with rates and dates, and who holds each role. */
export const engagementRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  tagRoutes(app, 'Engagements');
  const config = { access: access.admin };
  const engagementAnswer = { response: { 200: engagementDetailResponseSchema } };

  app.get(
    '/api/admin/engagements',
    {
      schema: {
        summary: 'Engagements, searched by name, code or client',
        querystring: adminEngagementsQuerySchema,
        response: { 200: adminEngagementsResponseSchema },
      },
      config,
    },
    async (request) => ({
      engagements: await listAdminEngagements(db, requireActor(request), request.query.query),
    }),
  );

  app.get(
    '/api/admin/engagements/:id',
    {
      schema: {
        summary: 'An engagement with its roles and who holds them',
        params: idParamsSchema,
        ...engagementAnswer,
      },
      config,
    },
    async (request) => ({ engagement: await getEngagement(db, requireActor(request), request.params.id) }),
  );

  app.post(
    '/api/admin/engagements',
    { schema: { summary: 'Add an engagement', body: engagementInputSchema, ...engagementAnswer }, config },
    async (request) => ({ engagement: await createEngagement(db, requireActor(request), request.body) }),
  );

  app.patch(
    '/api/admin/engagements/:id',
    {
      schema: {
        summary: 'Change an engagement',
        params: idParamsSchema,
        body: engagementUpdateSchema,
        ...engagementAnswer,
      },
      config,
    },
    async (request) => ({
      engagement: await updateEngagement(db, requireActor(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/admin/engagements/:id/roles',
    {
      schema: {
        summary: 'Add a role to an engagement',
        params: idParamsSchema,
        body: engagementRoleInputSchema,
        response: { 200: engagementRoleResponseSchema },
      },
      config,
    },
    async (request) => ({
      role: await addEngagementRole(db, requireActor(request), request.params.id, request.body),
    }),
  );

  app.patch(
    '/api/admin/engagement_roles/:id',
    {
      schema: {
        summary: 'Change an engagement role',
        params: idParamsSchema,
        body: engagementRoleUpdateSchema,
        response: { 200: engagementRoleResponseSchema },
      },
      config,
    },
    async (request) => ({
      role: await updateEngagementRole(db, requireActor(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/engagement_roles/:id',
    { schema: { summary: 'Delete an engagement role nobody logged to', params: idParamsSchema }, config },
    async (request, reply) => {
      await deleteEngagementRole(db, requireActor(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // The spec's resource paths (PATCH /api/resources/{id}); GET /api/resources/all_resources is master data's.
  app.post(
    '/api/resources',
    {
      schema: {
        summary: 'Assign a person to an engagement role',
        body: resourceInputSchema,
        response: { 200: resourceResponseSchema },
      },
      config,
    },
    async (request) => ({ resource: await assignResource(db, requireActor(request), request.body) }),
  );

  app.patch(
    '/api/resources/:id',
    {
      schema: {
        summary: "Change an assignment's dates",
        params: idParamsSchema,
        body: resourceUpdateSchema,
        response: { 200: resourceResponseSchema },
      },
      config,
    },
    async (request) => ({
      resource: await updateResource(db, requireActor(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/resources/:id',
    { schema: { summary: 'Remove an assignment nobody logged to', params: idParamsSchema }, config },
    async (request, reply) => {
      await removeResource(db, requireActor(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/projects',
    {
      schema: {
        summary: "The caller's engagements and roles they may log time to",
        querystring: projectsQuerySchema,
        response: { 200: projectsResponseSchema },
      },
      config: { access: access.employee },
    },
    async (request) => ({
      projects: await listEmployeeProjects(db, requireActor(request).id, request.query.start_date),
    }),
  );

  // The report filters' options, for anyone with a role (spec: reports are for any role). Engagements are
  // company reference data; the people assigned to engagements are scoped like the reports' rows.
  app.get(
    '/api/engagements',
    {
      schema: {
        summary: 'Engagements, as report filters offer them',
        response: { 200: engagementsResponseSchema },
      },
      config: { access: access.anyRole },
    },
    async () => ({ engagements: await listEngagementOptions(db) }),
  );

  app.get(
    '/api/resources/all_resources',
    {
      schema: {
        summary: 'Who is assigned to each engagement, for the Employee filter',
        response: { 200: allResourcesResponseSchema },
      },
      config: { access: access.anyRole },
    },
    async (request) => ({ resources: await listResourceOptions(db, requireActor(request)) }),
  );
};
