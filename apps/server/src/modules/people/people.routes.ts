import { idParamsSchema } from '@timekeep/shared/schemas/common';
import {
  adminPersonResponseSchema,
  employeesQuerySchema,
  employeesResponseSchema,
  engagementManagersResponseSchema,
  personInputSchema,
  personUpdateSchema,
  relatedManagersBodySchema,
} from '@timekeep/shared/schemas/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { createPerson } from './create-person';
import { getPerson } from './get-person';
import { listEmployees } from './list-employees';
import { listEngagementManagerOptions } from './list-engagement-manager-options';
import { setPersonEnabled } from './set-person-enabled';
import { setRelatedManagers } from './set-related-managers';
import { updatePerson } from './update-person';

/** The admin's people: create, edit, deactivate and reactivate, and whom each may view as. */
export const peopleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  tagRoutes(app, 'People');
  const answer = { response: { 200: adminPersonResponseSchema } };

  app.get(
    '/api/admin/people/:id',
    {
      schema: { summary: 'A person, as the admin screens edit them', params: idParamsSchema, ...answer },
      config: { access: access.admin },
    },
    async (request) => ({ person: await getPerson(db, requireActor(request), request.params.id) }),
  );

  app.post(
    '/api/admin/people',
    {
      schema: { summary: 'Add a person', body: personInputSchema, ...answer },
      config: { access: access.admin },
    },
    async (request) => ({ person: await createPerson(db, requireActor(request), request.body) }),
  );

  app.patch(
    '/api/admin/people/:id',
    {
      schema: { summary: 'Change a person', params: idParamsSchema, body: personUpdateSchema, ...answer },
      config: { access: access.admin },
    },
    async (request) => ({
      person: await updatePerson(db, requireActor(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/admin/people/:id/deactivate',
    {
      schema: {
        summary: 'Deactivate a person (no sign-in; history kept)',
        params: idParamsSchema,
        ...answer,
      },
      config: { access: access.admin },
    },
    async (request) => ({
      person: await setPersonEnabled(db, requireActor(request), request.params.id, false),
    }),
  );

  app.post(
    '/api/admin/people/:id/reactivate',
    {
      schema: { summary: 'Reactivate a person', params: idParamsSchema, ...answer },
      config: { access: access.admin },
    },
    async (request) => ({
      person: await setPersonEnabled(db, requireActor(request), request.params.id, true),
    }),
  );

  app.put(
    '/api/admin/people/:id/related_managers',
    {
      schema: {
        summary: 'Set the leads a person may view as',
        params: idParamsSchema,
        body: relatedManagersBodySchema,
        ...answer,
      },
      config: { access: access.admin },
    },
    async (request) => ({
      person: await setRelatedManagers(
        db,
        requireActor(request),
        request.params.id,
        request.body.relatedManagerIds,
      ),
    }),
  );

  // The admin area's users list. Admins may read every person, so the route's access is the whole rule; a
  // user's timesheet is read through GET /api/timesheet?user_id, whose policy already lets admins read anyone.
  app.get(
    '/api/employees',
    {
      schema: {
        summary: 'People, by name and whether they may sign in',
        querystring: employeesQuerySchema,
        response: { 200: employeesResponseSchema },
      },
      config: { access: access.admin },
    },
    async (request) => ({ employees: await listEmployees(db, request.query) }),
  );

  // A report filter's options, for anyone with a role: company reference data (names only).
  app.get(
    '/api/employees/engagement_managers',
    {
      schema: {
        summary: 'People who manage an engagement',
        response: { 200: engagementManagersResponseSchema },
      },
      config: { access: access.anyRole },
    },
    async () => ({ spudUsers: await listEngagementManagerOptions(db) }),
  );
};
