import type { AllocationReportRow, allocationReportResponseSchema } from '@timekeep/shared/schemas/reports';
import { apiCall } from '../../../lib/api-client';
import type { ReportQuery } from '../utils/report-filters';

/** Where the report answers; its download is the same path plus `/export`, with the same query. */
export const allocationReportPath = '/api/allocation_report';

/** GET /api/allocation_report: each person's hours per engagement over the range. */
export async function getAllocationReport(query: ReportQuery): Promise<AllocationReportRow[]> {
  return (await apiCall<typeof allocationReportResponseSchema>(allocationReportPath, { query })).results;
}
