import { employeesQuerySchema, employeesResponseSchema } from '@timekeep/shared/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { listEmployees } from './list-employees';

/**
 * The admin area's users list. Admins may read every person, so the route's access is the whole rule; a
 * user's timesheet is read through GET /api/timesheet?user_id, whose policy already lets admins read anyone.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  tagRoutes(app, 'Admin');
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
};
