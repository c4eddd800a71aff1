import {
  additionalProjectAssignmentInputSchema,
  additionalProjectAssignmentResponseSchema,
  additionalProjectAssignmentUpdateSchema,
  additionalProjectInputSchema,
  additionalProjectsResponseSchema,
  additionalProjectUpdateSchema,
  adminAdditionalProjectResponseSchema,
  adminAdditionalProjectsResponseSchema,
  clientResponseSchema,
  clientsResponseSchema,
  departmentResponseSchema,
  departmentsResponseSchema,
  namedRecordInputSchema,
} from '@timekeep/shared/schemas/catalog';
import type { NamedOption } from '@timekeep/shared/schemas/common';
import { idParamsSchema } from '@timekeep/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { assignAdditionalProject } from './assign-additional-project';
import { listAdditionalProjectsFor, listClients, listDepartments } from './catalog.queries';
import { createAdditionalProject } from './create-additional-project';
import { createNamedRecord } from './create-named-record';
import { deleteNamedRecord } from './delete-named-record';
import { listAdminAdditionalProjects } from './list-additional-projects';
import { namedKinds } from './named-kinds';
import { removeProjectAssignment } from './remove-project-assignment';
import { renameNamedRecord } from './rename-named-record';
import { updateAdditionalProject } from './update-additional-project';
import { updateProjectAssignment } from './update-project-assignment';

/**
 * Clients, departments and additional projects (with who may log to them), for admins. Their lists are
 * GET /api/clients and /api/departments (master data); additional projects have their own admin list, which
 * holds inactive ones too.
 */
export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  tagRoutes(app, 'Catalog: clients, departments, additional projects');
  const config = { access: access.admin };

  for (const [path, kind, response] of [
    ['clients', namedKinds.client, clientResponseSchema],
    ['departments', namedKinds.department, departmentResponseSchema],
  ] as const) {
    const answer = (record: NamedOption) =>
      kind.what === 'client' ? { client: record } : { department: record };
    app.post(
      `/api/admin/${path}`,
      {
        schema: { summary: `Add a ${kind.what}`, body: namedRecordInputSchema, response: { 200: response } },
        config,
      },
      async (request) => answer(await createNamedRecord(db, requireActor(request), kind, request.body.name)),
    );
    app.patch(
      `/api/admin/${path}/:id`,
      {
        schema: {
          summary: `Rename a ${kind.what}`,
          params: idParamsSchema,
          body: namedRecordInputSchema,
          response: { 200: response },
        },
        config,
      },
      async (request) =>
        answer(
          await renameNamedRecord(db, requireActor(request), kind, request.params.id, request.body.name),
        ),
    );
    app.delete(
      `/api/admin/${path}/:id`,
      { schema: { summary: `Delete a ${kind.what} nothing refers to`, params: idParamsSchema }, config },
      async (request, reply) => {
        await deleteNamedRecord(db, requireActor(request), kind, request.params.id);
        return reply.status(204).send();
      },
    );
  }

  app.get(
    '/api/admin/additional_projects',
    {
      schema: {
        summary: 'Additional projects with who may log to them',
        response: { 200: adminAdditionalProjectsResponseSchema },
      },
      config,
    },
    async (request) => ({ additionalProjects: await listAdminAdditionalProjects(db, requireActor(request)) }),
  );

  app.post(
    '/api/admin/additional_projects',
    {
      schema: {
        summary: 'Add an additional project',
        body: additionalProjectInputSchema,
        response: { 200: adminAdditionalProjectResponseSchema },
      },
      config,
    },
    async (request) => ({
      additionalProject: await createAdditionalProject(db, requireActor(request), request.body),
    }),
  );

  app.patch(
    '/api/admin/additional_projects/:id',
    {
      schema: {
        summary: 'Rename, activate or deactivate an additional project',
        params: idParamsSchema,
        body: additionalProjectUpdateSchema,
        response: { 200: adminAdditionalProjectResponseSchema },
      },
      config,
    },
    async (request) => ({
      additionalProject: await updateAdditionalProject(
        db,
        requireActor(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.post(
    '/api/admin/additional_projects/:id/assignments',
    {
      schema: {
        summary: 'Let a person log to an additional project',
        params: idParamsSchema,
        body: additionalProjectAssignmentInputSchema,
        response: { 200: additionalProjectAssignmentResponseSchema },
      },
      config,
    },
    async (request) => ({
      assignment: await assignAdditionalProject(db, requireActor(request), request.params.id, request.body),
    }),
  );

  app.patch(
    '/api/admin/additional_project_assignments/:id',
    {
      schema: {
        summary: "Change an additional project assignment's dates",
        params: idParamsSchema,
        body: additionalProjectAssignmentUpdateSchema,
        response: { 200: additionalProjectAssignmentResponseSchema },
      },
      config,
    },
    async (request) => ({
      assignment: await updateProjectAssignment(db, requireActor(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/additional_project_assignments/:id',
    { schema: { summary: 'Remove an additional project assignment', params: idParamsSchema }, config },
    async (request, reply) => {
      await removeProjectAssignment(db, requireActor(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/additional_projects',
    {
      schema: {
        summary: 'Active additional (internal) projects',
        response: { 200: additionalProjectsResponseSchema },
      },
      config: { access: access.anyRole },
    },
    async (request) => ({
      additionalProjects: await listAdditionalProjectsFor(db, requireActor(request).id),
    }),
  );

  // The report filters' options, for anyone with a role (spec: reports are for any role): company reference data.
  app.get(
    '/api/departments',
    {
      schema: {
        summary: 'Departments, as report filters offer them',
        response: { 200: departmentsResponseSchema },
      },
      config: { access: access.anyRole },
    },
    async () => ({ departments: await listDepartments(db) }),
  );

  app.get(
    '/api/clients',
    {
      schema: { summary: 'Clients, as report filters offer them', response: { 200: clientsResponseSchema } },
      config: { access: access.anyRole },
    },
    async () => ({ clients: await listClients(db) }),
  );
};
