import { auditQuerySchema, auditResponseSchema } from '@timekeep/shared/schemas/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReadingAtLength } from '../../db/reading-at-length';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { listAuditPage } from './list-audit-entries';

/**
 * The audit log, for admins: browse and filter; nothing here changes it. It reads at length (the replica when
 * there is one fit to read from): an entry written a moment ago may show a moment later.
 */
export const auditRoutes: FastifyPluginAsyncZod<{ reading: ReadingAtLength }> = async (app, { reading }) => {
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
    async (request) => listAuditPage(reading.database().db, requireActor(request), request.query),
  );
};
