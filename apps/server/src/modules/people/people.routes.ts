import {
  adminPersonResponseSchema,
  personInputSchema,
  personUpdateSchema,
  relatedManagersBodySchema,
} from '@timekeep/shared/schemas/admin-people';
import { idParamsSchema } from '@timekeep/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { createPerson } from './create-person';
import { getPerson } from './get-person';
import { setPersonEnabled } from './set-person-enabled';
import { setRelatedManagers } from './set-related-managers';
import { updatePerson } from './update-person';

/** The admin's people: create, edit, deactivate and reactivate, and whom each may view as. */
export const peopleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  tagRoutes(app, 'Admin: people');
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
};
