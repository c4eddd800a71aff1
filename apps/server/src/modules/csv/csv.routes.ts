import {
  CSV_MAX_BYTES,
  csvImportBodySchema,
  csvImportResponseSchema,
  csvKindParamsSchema,
  csvPreviewResponseSchema,
} from '@timekeep/shared/schemas/csv';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { exportCsv } from './export-csv';
import { importCsv } from './import-csv';
import { previewCsvImport } from './preview-csv-import';

/** A JSON body carrying the largest file, escapes and all, with room to spare. */
const IMPORT_BODY_LIMIT = CSV_MAX_BYTES * 2;

/**
 * People, clients, engagements with roles, assignments, holidays and balances as CSV files, for admins: an
 * export, a preview of an import, and the import. The file travels as `{ csv }` in a JSON body, so the CSRF
 * rule (same site, JSON) holds for imports as for every other change.
 */
export const csvRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  tagRoutes(app, 'Admin: CSV import and export');
  const config = { access: access.admin };

  app.get(
    '/api/admin/csv/:kind',
    {
      schema: {
        summary: 'Export every record of a kind as CSV',
        params: csvKindParamsSchema,
        produces: ['text/csv'],
        description: 'Every record of the kind as CSV with a header row: the columns its import reads.',
      },
      config,
    },
    async (request, reply) => {
      const { fileName, text } = await exportCsv(db, requireActor(request), request.params.kind);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(text);
    },
  );

  app.post(
    '/api/admin/csv/:kind/preview',
    {
      schema: {
        summary: 'Preview what a CSV import would change',
        params: csvKindParamsSchema,
        body: csvImportBodySchema,
        response: { 200: csvPreviewResponseSchema },
      },
      config,
      bodyLimit: IMPORT_BODY_LIMIT,
    },
    async (request) => previewCsvImport(db, requireActor(request), request.params.kind, request.body.csv),
  );

  app.post(
    '/api/admin/csv/:kind',
    {
      schema: {
        summary: 'Import a CSV file (all lines or none)',
        params: csvKindParamsSchema,
        body: csvImportBodySchema,
        response: { 200: csvImportResponseSchema },
      },
      config,
      bodyLimit: IMPORT_BODY_LIMIT,
    },
    async (request) => importCsv(db, requireActor(request), request.params.kind, request.body.csv),
  );
};
