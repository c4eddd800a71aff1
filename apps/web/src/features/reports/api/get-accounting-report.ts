import type { AccountingReportEntry, accountingReportResponseSchema } from '@timekeep/shared/schemas/reports';
import { apiCall } from '../../../lib/api-client';
import type { ReportQuery } from '../utils/report-filters';

/** Where the report answers; its download is the same path plus `/export`, with the same query. */
export const accountingReportPath = '/api/accounting_report';

/** GET /api/accounting_report: entries of client engagements, with rates for admins and the reports role. */
export async function getAccountingReport(query: ReportQuery): Promise<AccountingReportEntry[]> {
  return (await apiCall<typeof accountingReportResponseSchema>(accountingReportPath, { query }))
    .timesheetEntries;
}
