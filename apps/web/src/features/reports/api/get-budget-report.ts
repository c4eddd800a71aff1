import type { BudgetReportRow, budgetReportResponseSchema } from '@timekeep/shared/schemas/reports';
import { apiCall } from '../../../lib/api-client';
import type { ReportQuery } from '../utils/report-filters';

/** Where the report answers; its download is the same path plus `/export`, with the same query. */
export const budgetReportPath = '/api/budget_report';

/** GET /api/budget_report: each budgeted engagement's burn as of a day, fees for admins and the reports role. */
export async function getBudgetReport(query: ReportQuery): Promise<BudgetReportRow[]> {
  return (await apiCall<typeof budgetReportResponseSchema>(budgetReportPath, { query })).results;
}
