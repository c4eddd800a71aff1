import { todayIso } from '@timekeep/shared/domain/periods';
import { reportExportQueuedSchema } from '@timekeep/shared/schemas/report-exports';
import {
  accountingReportQuerySchema,
  accountingReportResponseSchema,
  allocationReportQuerySchema,
  allocationReportResponseSchema,
  budgetReportQuerySchema,
  budgetReportResponseSchema,
  generalTimeReportQuerySchema,
  generalTimeReportResponseSchema,
  notSubmittedReportQuerySchema,
  notSubmittedReportResponseSchema,
  projectTimeReportQuerySchema,
  projectTimeReportResponseSchema,
} from '@timekeep/shared/schemas/reports';
import type { FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ReadingAtLength } from '../../db/reading-at-length';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { type BackgroundExports, exportOrQueueReport } from './export-or-queue-report';
import { XLSX_CONTENT_TYPE } from './export-report';
import type { ReportDefinition, ReportSettings } from './report-definition';
import { accountingReport } from './run-accounting-report';
import { allocationReport } from './run-allocation-report';
import { budgetReport } from './run-budget-report';
import { generalTimeReport } from './run-general-time-report';
import { notSubmittedReport } from './run-not-submitted-report';
import { projectTimeReport } from './run-project-time-report';
import { runReport } from './run-report';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

interface ReportRoute<Query extends z.ZodType, Response extends z.ZodType, StatementRow, Row> {
  path: string;
  /** What the report shows, as the OpenAPI document summarises it. */
  summary: string;
  querystring: Query;
  response: Response;
  /** Its presenter is typed by the response schema's row (`AccountingReportEntry`, ...). */
  report: ReportDefinition<z.output<Query>, StatementRow, Row>;
}

/**
 * Every report answers on its path as JSON and on `{path}/export` as an .xlsx download of the same run, for
 * anyone with a role; which rows each caller gets is the reports policy's business.
 */
function registerReport<Query extends z.ZodType, Response extends z.ZodType, StatementRow, Row>(
  app: ZodApp,
  options: ReportRoutesOptions,
  route: ReportRoute<Query, Response, StatementRow, Row>,
) {
  const settings = (): ReportSettings => ({ maxDays: options.reportMaxDays, today: todayIso() });
  // Fastify cannot resolve the zod provider's types for generic schemas, so these two routes are typed by
  // hand: the query is what `route.querystring` parsed it into.
  const queryOf = (request: FastifyRequest) => request.query as z.output<Query>;
  const json: FastifySchema = {
    summary: route.summary,
    querystring: route.querystring,
    response: { 200: route.response },
  };
  const xlsx: FastifySchema = {
    summary: `${route.summary}, as an .xlsx workbook`,
    querystring: route.querystring,
    produces: [XLSX_CONTENT_TYPE],
    description: `The same run as GET ${route.path}, as an .xlsx workbook (sheet report1; past a sheet's 1,048,576 rows, report2 and on). An export the database estimates at more rows than REPORT_EXPORT_BACKGROUND_ROWS is prepared in the background instead: 202 with the export, which GET /api/report_exports/{id}/download hands out once it is ready.`,
    response: { 202: reportExportQueuedSchema },
  };
  // The rows may number hundreds of thousands: they are presented and serialised with JSON.stringify a chunk
  // at a time as the database sends them, rather than checked row by row again on the way out (the schema
  // documents the answer and types the presenter; the tests hold each report to it). A year's report ran 2
  // to 3 times its raw SQL time with the zod serializer, and 1.5 to 2 times as one JSON.stringify.
  app.get(route.path, { schema: json, config: { access: access.anyRole } }, async (request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .send(
        await runReport(
          options.reading.database(),
          route.report,
          requireActor(request),
          queryOf(request),
          settings(),
          request.log,
        ),
      ),
  );
  app.get(
    `${route.path}/export`,
    // A person with too many exports being prepared already is refused another (422).
    { schema: xlsx, config: { access: access.anyRole, alsoAnswers: ['limit_exceeded'] } },
    async (request, reply) => {
      const exported = await exportOrQueueReport(
        options.reading.database().db,
        route.report,
        requireActor(request),
        queryOf(request),
        settings(),
        {
          reportName: route.path.slice('/api/'.length),
          backgroundExports: options.backgroundExports,
          log: request.log,
        },
      );
      if (exported.kind === 'queued') return reply.status(202).send(exported.queued);
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${exported.fileName}"`)
        .send(exported.stream);
    },
  );
}

/**
 * The reports read at length (the replica when there is one fit to read from) through the database's row
 * streaming, and no range longer than `reportMaxDays`.
 */
interface ReportRoutesOptions {
  reading: ReadingAtLength;
  reportMaxDays: number;
  backgroundExports: BackgroundExports;
}

export const reportRoutes: FastifyPluginAsyncZod<ReportRoutesOptions> = async (app, options) => {
  tagRoutes(app, 'Reports');
  registerReport(app, options, {
    path: '/api/accounting_report',
    summary: 'The accounting report: entries of engagements with rates',
    querystring: accountingReportQuerySchema,
    response: accountingReportResponseSchema,
    report: accountingReport,
  });
  registerReport(app, options, {
    path: '/api/allocation_report',
    summary: "The allocation report: each person's hours per engagement",
    querystring: allocationReportQuerySchema,
    response: allocationReportResponseSchema,
    report: allocationReport,
  });
  registerReport(app, options, {
    path: '/api/general_time_report',
    summary: 'The general time report: entries of additional projects',
    querystring: generalTimeReportQuerySchema,
    response: generalTimeReportResponseSchema,
    report: generalTimeReport,
  });
  registerReport(app, options, {
    path: '/api/project_time_report',
    summary: 'The project time report: entries of engagements by period',
    querystring: projectTimeReportQuerySchema,
    response: projectTimeReportResponseSchema,
    report: projectTimeReport,
  });
  registerReport(app, options, {
    path: '/api/not_submitted_report',
    summary: 'The not-submitted report: who has not submitted a period',
    querystring: notSubmittedReportQuerySchema,
    response: notSubmittedReportResponseSchema,
    report: notSubmittedReport,
  });
  registerReport(app, options, {
    path: '/api/budget_report',
    summary: "The budget report: each budgeted engagement's burn as of a day",
    querystring: budgetReportQuerySchema,
    response: budgetReportResponseSchema,
    report: budgetReport,
  });
};
