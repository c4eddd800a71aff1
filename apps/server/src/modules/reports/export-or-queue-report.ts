import type { PassThrough } from 'node:stream';
import type { ReportExportQueued } from '@timekeep/shared/schemas/report-exports';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { prepareReportExport, streamReportExport } from './export-report';
import type { ReportDefinition, ReportSettings } from './report-definition';
import { estimateRowCount } from './reports.queries';

/** An export too big for its request, as the background exports take it (`modules/report-exports`). */
export interface BackgroundExportRequest {
  /** The report's path without `/api/`. */
  report: string;
  /** The query as the route's schema parsed it. */
  query: unknown;
  estimatedRows: number;
  fileName: string;
}

/**
 * Issue 42: an export the database estimates at more than `aboveRows` rows is not built in its request but
 * queued (`queue`, which answers the 202's body); smaller ones stream as they always did.
 */
export interface BackgroundExports {
  aboveRows: number;
  queue(actor: Actor, request: BackgroundExportRequest): Promise<ReportExportQueued>;
}

/** What an export request comes to: queued for the background (202), or streamed as its download (200). */
export type ExportOrQueued =
  | { kind: 'queued'; queued: ReportExportQueued }
  | { kind: 'download'; fileName: string; stream: PassThrough };

export interface ExportOrQueueOptions {
  /** The report's path without `/api/`, as a background export names it. */
  reportName: string;
  backgroundExports: BackgroundExports;
  log: FastifyBaseLogger;
}

/**
 * Checks the query and the caller's rights (400, 403 before anything is queued or sent), then decides by the
 * database's estimate of the rows: above `backgroundExports.aboveRows` the export is queued, otherwise the
 * workbook streams in this request.
 */
export async function exportOrQueueReport<Query, StatementRow, Row>(
  db: Db,
  report: ReportDefinition<Query, StatementRow, Row>,
  actor: Actor,
  query: Query,
  settings: ReportSettings,
  options: ExportOrQueueOptions,
): Promise<ExportOrQueued> {
  const { fileName, statement } = await prepareReportExport(db, report, actor, query, settings);
  const estimatedRows = await estimateRowCount(db, statement);
  if (estimatedRows > options.backgroundExports.aboveRows) {
    const queued = await options.backgroundExports.queue(actor, {
      report: options.reportName,
      query,
      estimatedRows,
      fileName,
    });
    return { kind: 'queued', queued };
  }
  return { kind: 'download', fileName, stream: streamReportExport(db, report, statement, options.log) };
}
