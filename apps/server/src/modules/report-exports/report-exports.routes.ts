import {
  reportExportListSchema,
  reportExportParamsSchema,
  reportExportSchema,
} from '@timekeep/shared/schemas/report-exports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { XLSX_CONTENT_TYPE } from '../reports';
import { cancelReportExport } from './cancel-report-export';
import { openReportExportDownload } from './download-report-export';
import { getReportExport } from './get-report-export';
import { listReportExports } from './list-report-exports';

/**
 * Background report exports (issue 42): each person's own, whatever their role; anyone else's answers 404.
 * They are asked for through a report's export route, which answers 202 when the export is too big for it.
 */
export const reportExportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  tagRoutes(app, 'Report exports');
  const own = { access: access.anyRole };

  app.get(
    '/api/report_exports',
    {
      schema: {
        summary: "The caller's background exports of the last 7 days, newest first",
        response: { 200: reportExportListSchema },
      },
      config: own,
    },
    async (request) => listReportExports(db, requireActor(request)),
  );

  app.get(
    '/api/report_exports/:id',
    {
      schema: {
        summary: "One of the caller's background exports",
        params: reportExportParamsSchema,
        response: { 200: reportExportSchema },
      },
      config: own,
    },
    async (request) => getReportExport(db, requireActor(request), request.params.id),
  );

  app.get(
    '/api/report_exports/:id/download',
    {
      schema: {
        summary: "A ready background export's workbook",
        description:
          'The .xlsx workbook, to the person who asked for it only, for a day after it is ready (409 before, or once it was removed).',
        params: reportExportParamsSchema,
        produces: [XLSX_CONTENT_TYPE],
      },
      config: { ...own, alsoAnswers: ['invalid_state'] },
    },
    async (request, reply) => {
      const download = await openReportExportDownload(db, requireActor(request), request.params.id);
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${download.fileName}"`)
        .header('content-length', download.byteSize)
        .send(download.stream);
    },
  );

  app.delete(
    '/api/report_exports/:id',
    {
      schema: {
        summary: "Cancel one of the caller's background exports while it is being prepared",
        params: reportExportParamsSchema,
        response: { 200: reportExportSchema },
      },
      config: { ...own, alsoAnswers: ['invalid_state'] },
    },
    async (request) => cancelReportExport(db, requireActor(request), request.params.id),
  );
};
