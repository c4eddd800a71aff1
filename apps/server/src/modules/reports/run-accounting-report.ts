import type { AccountingReportEntry, AccountingReportQuery } from '@timekeep/shared/schemas/reports';
import type { ReportDefinition } from './report-definition';
import { engagementFiltersOf } from './report-filters';
import {
  changedAfterCloseColumn,
  dateAndHoursColumns,
  employeeColumns,
  engagementColumns,
  engagementOf,
  entryIdColumn,
  noteAndStatusColumns,
  reportUserOf,
} from './report-presenters';
import { can } from './reports.policy';
import { type EngagementEntryRow, engagementEntriesStatement } from './reports.queries';

/** GET /api/accounting_report: entries on client engagements with their rates, for billing and pay. */
export const accountingReport: ReportDefinition<
  AccountingReportQuery,
  EngagementEntryRow,
  AccountingReportEntry
> = {
  fileTitle: 'Accounting',
  async statementFor(db, actor, query, settings) {
    const filters = await engagementFiltersOf(db, actor, query, settings);
    const billable = query.billable === undefined ? undefined : query.billable === 'true';
    return engagementEntriesStatement({ ...filters, billable }, can(actor, 'readRates'));
  },
  answerKey: 'timesheetEntries',
  answerRow: (fields) => ({
    id: fields.id,
    user: reportUserOf(fields),
    engagement: engagementOf(fields),
    role: fields.role,
    date: fields.date,
    hours: fields.hours,
    rate: fields.rate,
    note: fields.note,
    timesheetStatus: fields.timesheetStatus,
    changedAfterCloseAt: fields.changedAfterCloseAt,
  }),
  columns: [
    entryIdColumn(),
    ...employeeColumns(),
    ...engagementColumns(),
    { header: 'Role', kind: 'text', width: 22, value: (row) => row.role },
    ...dateAndHoursColumns(),
    { header: 'Rate', kind: 'number', width: 10, value: (row) => row.rate },
    ...noteAndStatusColumns(),
    changedAfterCloseColumn(),
  ],
};
