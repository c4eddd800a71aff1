import { budgetBurnText, budgetKindLabel, budgetSpanLabel } from '@timekeep/shared/domain/budget-rules';
import type { ReportRangeDefault } from '@timekeep/shared/domain/report-range';
import type {
  AccountingReportEntry,
  AllocationReportRow,
  BudgetReportRow,
  GeneralTimeReportEntry,
  NotSubmittedReportRow,
  ProjectTimeReportEntry,
} from '@timekeep/shared/schemas/reports';
import { accountingReportPath, getAccountingReport } from './api/get-accounting-report';
import { allocationReportPath, getAllocationReport } from './api/get-allocation-report';
import { budgetReportPath, getBudgetReport } from './api/get-budget-report';
import { generalTimeReportPath, getGeneralTimeReport } from './api/get-general-time-report';
import { getNotSubmittedReport, notSubmittedReportPath } from './api/get-not-submitted-report';
import { getProjectTimeReport, projectTimeReportPath } from './api/get-project-time-report';
import {
  budgetAmountColumn,
  changedAfterCloseColumn,
  dateAndHoursColumns,
  dateColumn,
  employeeColumns,
  engagementColumns,
  entryIdColumn,
  hoursColumn,
  moneyColumn,
  monthColumn,
  noteAndStatusColumns,
  percentColumn,
  periodColumns,
  type ReportColumn,
  rateColumn,
  statusColumn,
  textColumn,
} from './utils/report-columns';
import type { ReportFilterName, ReportQuery } from './utils/report-filters';

/** One report screen: where it lives, what it asks, and how its rows read. */
export interface ReportDefinition<Row> {
  /** Path segment under /reports. */
  path: string;
  name: string;
  /** The API path; the download is the same path plus `/export`. */
  apiPath: string;
  filters: readonly ReportFilterName[];
  /** What the dates start at (spec section 9). */
  rangeDefault: ReportRangeDefault;
  /** Runs as the screen opens and on each choice of period (the not-submitted report). */
  runsOnChoice: boolean;
  fetchRows(query: ReportQuery): Promise<Row[]>;
  rowKey(row: Row): string;
  /** The columns, as the download has them. */
  columns: readonly ReportColumn<Row>[];
}

export type AnyReportDefinition = ReportDefinition<unknown>;

/** Types each report's columns by its rows, and lists it with the others. */
function defineReport<Row>(report: ReportDefinition<Row>): AnyReportDefinition {
  return report as AnyReportDefinition;
}

const engagementFilters: ReportFilterName[] = [
  'dateRange',
  'department',
  'engagementManager',
  'client',
  'project',
  'employee',
];

export const reportCatalog: AnyReportDefinition[] = [
  defineReport<AccountingReportEntry>({
    path: 'accounting',
    name: 'Accounting Report',
    apiPath: accountingReportPath,
    filters: [...engagementFilters, 'billable', 'timesheetStatus'],
    rangeDefault: 'today',
    runsOnChoice: false,
    fetchRows: getAccountingReport,
    rowKey: (row) => String(row.id),
    columns: [
      entryIdColumn(),
      ...employeeColumns(),
      ...engagementColumns(),
      textColumn('Role', (row) => row.role),
      ...dateAndHoursColumns(),
      rateColumn((row) => row.rate),
      ...noteAndStatusColumns(),
      changedAfterCloseColumn(),
    ],
  }),
  defineReport<AllocationReportRow>({
    path: 'allocation',
    name: 'Allocation Report',
    apiPath: allocationReportPath,
    filters: ['dateRange', 'timesheetStatus'],
    rangeDefault: 'current-month',
    runsOnChoice: false,
    fetchRows: getAllocationReport,
    rowKey: (row) => `${row.spudUserId}-${row.project.id}`,
    columns: [
      textColumn('Employee', (row) => row.name),
      textColumn('Email', (row) => row.email),
      textColumn('Project Code', (row) => row.project.projectId),
      textColumn('Project', (row) => row.project.name),
      textColumn('Client', (row) => row.project.clientName),
      textColumn('Department', (row) => row.project.department),
      hoursColumn('Hours', (row) => row.hours),
    ],
  }),
  defineReport<GeneralTimeReportEntry>({
    path: 'general-time',
    name: 'General Project Time Report',
    apiPath: generalTimeReportPath,
    filters: ['dateRange', 'additionalProject', 'timesheetStatus'],
    rangeDefault: 'today',
    runsOnChoice: false,
    fetchRows: getGeneralTimeReport,
    rowKey: (row) => String(row.id),
    columns: [
      entryIdColumn(),
      textColumn('Project', (row) => row.additionalProject.name),
      ...employeeColumns(),
      ...periodColumns(),
      ...dateAndHoursColumns(),
      ...noteAndStatusColumns(),
    ],
  }),
  defineReport<ProjectTimeReportEntry>({
    path: 'project-time',
    name: 'Project Time Report',
    apiPath: projectTimeReportPath,
    filters: [...engagementFilters, 'timesheetStatus'],
    rangeDefault: 'today',
    runsOnChoice: false,
    fetchRows: getProjectTimeReport,
    rowKey: (row) => String(row.id),
    columns: [
      entryIdColumn(),
      ...engagementColumns(),
      ...employeeColumns(),
      textColumn('Role', (row) => row.role),
      ...periodColumns(),
      ...dateAndHoursColumns(),
      ...noteAndStatusColumns(),
      changedAfterCloseColumn(),
    ],
  }),
  defineReport<NotSubmittedReportRow>({
    path: 'timesheets-not-submitted',
    name: 'Timesheets Not Submitted Report',
    apiPath: notSubmittedReportPath,
    filters: ['period'],
    rangeDefault: 'today',
    runsOnChoice: true,
    fetchRows: getNotSubmittedReport,
    rowKey: (row) => String(row.id),
    columns: [
      textColumn('Employee', (row) => row.name),
      textColumn('Title', (row) => row.title),
      textColumn('Email', (row) => row.email),
      textColumn('Manager', (row) => row.manager),
      hoursColumn('Total Hours', (row) => row.totalHours),
      statusColumn((row) => row.timesheetStatus),
    ],
  }),
  defineReport<BudgetReportRow>({
    path: 'budget',
    name: 'Budget Report',
    apiPath: budgetReportPath,
    filters: ['asOf', 'department', 'engagementManager', 'client', 'project'],
    rangeDefault: 'today',
    runsOnChoice: false,
    fetchRows: getBudgetReport,
    rowKey: (row) => String(row.engagement.id),
    columns: [
      ...engagementColumns(),
      textColumn('Engagement Manager', (row) => row.engagementManager),
      textColumn('Budget Kind', (row) => budgetKindLabel[row.kind]),
      textColumn('Budget Span', (row) => budgetSpanLabel[row.span]),
      monthColumn('Month', (row) => row.spanStart),
      budgetAmountColumn('Budget', (row) => row.amount),
      budgetAmountColumn('Approved', (row) => row.approved),
      budgetAmountColumn('Pending', (row) => row.pending),
      budgetAmountColumn('Remaining', (row) => row.remaining),
      percentColumn('% Used', (row) => row.percentApproved),
      percentColumn('% With Pending', (row) => row.percentWithPending),
      textColumn('Burn', (row) => budgetBurnText(row.percentApproved, row.percentWithPending)),
      dateColumn('Forecast End Date', (row) => row.forecastEndDate),
      hoursColumn('Approved Hours', (row) => row.approvedHours),
      hoursColumn('Pending Hours', (row) => row.pendingHours),
      moneyColumn('Approved Fees', (row) => row.approvedFees),
      moneyColumn('Pending Fees', (row) => row.pendingFees),
    ],
  }),
];
