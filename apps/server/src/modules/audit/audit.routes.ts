import { auditQuerySchema, auditResponseSchema } from '@timekeep/shared/schemas/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { listAuditPage } from './list-audit-entries';

/** The audit log, for admins: browse and filter; nothing here changes it. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  tagRoutes(app, 'Admin: audit log');
  app.get(
    '/api/admin/audit',
    {
      schema: {
        summary: 'The audit log, newest first',
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema },
      },
      config: { access: access.admin },
    },
    async (request) => listAuditPage(db, requireActor(request), request.query),
  );
};
