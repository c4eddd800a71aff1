import type {
  GeneralTimeReportEntry,
  generalTimeReportResponseSchema,
} from '@timekeep/shared/schemas/reports';
import { apiCall } from '../../../lib/api-client';
import type { ReportQuery } from '../utils/report-filters';

/** Where the report answers; its download is the same path plus `/export`, with the same query. */
export const generalTimeReportPath = '/api/general_time_report';

/** GET /api/general_time_report: entries of additional (internal) projects. */
export async function getGeneralTimeReport(query: ReportQuery): Promise<GeneralTimeReportEntry[]> {
  return (await apiCall<typeof generalTimeReportResponseSchema>(generalTimeReportPath, { query }))
    .timesheetEntries;
}
