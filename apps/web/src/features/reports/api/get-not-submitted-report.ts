import type {
  NotSubmittedReportRow,
  notSubmittedReportResponseSchema,
} from '@timekeep/shared/schemas/reports';
import { apiCall } from '../../../lib/api-client';
import type { ReportQuery } from '../utils/report-filters';

/** Where the report answers; its download is the same path plus `/export`, with the same query. */
export const notSubmittedReportPath = '/api/not_submitted_report';

/** GET /api/not_submitted_report: who has not submitted the timesheet of the period holding start_date. */
export async function getNotSubmittedReport(query: ReportQuery): Promise<NotSubmittedReportRow[]> {
  return (await apiCall<typeof notSubmittedReportResponseSchema>(notSubmittedReportPath, { query })).results;
}
