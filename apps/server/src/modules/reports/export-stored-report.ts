import {
  accountingReportQuerySchema,
  allocationReportQuerySchema,
  budgetReportQuerySchema,
  generalTimeReportQuerySchema,
  notSubmittedReportQuerySchema,
  projectTimeReportQuerySchema,
} from '@timekeep/shared/schemas/reports';
import type { z } from 'zod';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { prepareReportExport, type WorkbookOutput, writeReportWorkbook } from './export-report';
import type { ReportDefinition, ReportSettings } from './report-definition';
import type { CursorOptions } from './reports.queries';
import { accountingReport } from './run-accounting-report';
import { allocationReport } from './run-allocation-report';
import { budgetReport } from './run-budget-report';
import { generalTimeReport } from './run-general-time-report';
import { notSubmittedReport } from './run-not-submitted-report';
import { projectTimeReport } from './run-project-time-report';

/** A stored export ready to write: the query and the person's rights checked, its statement built. */
export interface StoredReportExport {
  fileName: string;
  write(output: WorkbookOutput, cursor: CursorOptions): Promise<{ rowCount: number }>;
}

type StoredReport = (
  db: Db,
  actor: Actor,
  query: unknown,
  settings: ReportSettings,
) => Promise<StoredReportExport>;

/** A report whose query was stored as its route's schema parsed it: read through the same schema again. */
function storedReport<Query extends z.ZodType, StatementRow, Row>(
  querySchema: Query,
  report: ReportDefinition<z.output<Query>, StatementRow, Row>,
): StoredReport {
  return async (db, actor, query, settings) => {
    const parsed = querySchema.safeParse(query);
    if (!parsed.success)
      throw new AppError('validation_failed', 'The stored query of this export is not valid.');
    const { fileName, statement } = await prepareReportExport(db, report, actor, parsed.data, settings);
    return {
      fileName,
      write: (output, cursor) => writeReportWorkbook(db, report, statement, output, cursor),
    };
  };
}

/** Every report with an export, by its path without `/api/` (as a background export names it). */
const storedReports: Record<string, StoredReport> = {
  accounting_report: storedReport(accountingReportQuerySchema, accountingReport),
  allocation_report: storedReport(allocationReportQuerySchema, allocationReport),
  general_time_report: storedReport(generalTimeReportQuerySchema, generalTimeReport),
  project_time_report: storedReport(projectTimeReportQuerySchema, projectTimeReport),
  not_submitted_report: storedReport(notSubmittedReportQuerySchema, notSubmittedReport),
  budget_report: storedReport(budgetReportQuerySchema, budgetReport),
};

/** The reports a background export may name. */
export const EXPORTABLE_REPORTS: readonly string[] = Object.keys(storedReports);

/**
 * An export run away from its request (issue 42's background exports): the report named by its path, its
 * query as stored, for the person as they are now. Their rights and the query are checked again as the
 * request checked them (an `employeeId` no longer in their scope: 403), before anything is written.
 */
export async function prepareStoredReportExport(
  db: Db,
  reportName: string,
  actor: Actor,
  query: unknown,
  settings: ReportSettings,
): Promise<StoredReportExport> {
  const prepare = Object.hasOwn(storedReports, reportName) ? storedReports[reportName] : undefined;
  if (!prepare) throw new AppError('not_found', `There is no report named ${reportName}.`);
  return prepare(db, actor, query, settings);
}
