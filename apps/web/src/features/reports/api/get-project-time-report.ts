import type {
  ProjectTimeReportEntry,
  projectTimeReportResponseSchema,
} from '@timekeep/shared/schemas/reports';
import { apiCall } from '../../../lib/api-client';
import type { ReportQuery } from '../utils/report-filters';

/** Where the report answers; its download is the same path plus `/export`, with the same query. */
export const projectTimeReportPath = '/api/project_time_report';

/** GET /api/project_time_report: entries of client engagements with their periods, without rates. */
export async function getProjectTimeReport(query: ReportQuery): Promise<ProjectTimeReportEntry[]> {
  return (await apiCall<typeof projectTimeReportResponseSchema>(projectTimeReportPath, { query }))
    .timesheetEntries;
}
