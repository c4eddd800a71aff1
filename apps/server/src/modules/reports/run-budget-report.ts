import { budgetBurnText, budgetKindLabel, budgetSpanLabel } from '@timekeep/shared/domain/budget-rules';
import { fullName } from '@timekeep/shared/domain/person-names';
import type { BudgetReportQuery, BudgetReportRow } from '@timekeep/shared/schemas/reports';
import { fullNameOf } from '../../db/person-names';
import type { ReportDefinition } from './report-definition';
import { budgetFiltersOf } from './report-filters';
import { engagementColumns, engagementOf } from './report-presenters';
import { can } from './reports.policy';
import { type BudgetReportStatementRow, budgetReportStatement } from './reports.queries';

/**
 * GET /api/budget_report: each budgeted engagement the caller may see and how much of its budget is burnt, as
 * of a day; fees only for those who see rates.
 */
export const budgetReport: ReportDefinition<BudgetReportQuery, BudgetReportStatementRow, BudgetReportRow> = {
  fileTitle: 'Budget',
  async statementFor(_db, actor, query, settings) {
    return budgetReportStatement(budgetFiltersOf(actor, query, settings), can(actor, 'readRates'));
  },
  answerKey: 'results',
  answerRow: (fields) => ({
    engagement: engagementOf(fields),
    engagementManager: fullNameOf(fields.engagementManagerFirstName, fields.engagementManagerLastName),
    kind: fields.kind,
    span: fields.span,
    spanStart: fields.spanStart,
    spanEnd: fields.spanEnd,
    amount: fields.amount,
    approved: fields.approved,
    pending: fields.pending,
    remaining: fields.remaining,
    percentApproved: fields.percentApproved,
    percentWithPending: fields.percentWithPending,
    forecastEndDate: fields.forecastEndDate,
    approvedHours: fields.approvedHours,
    pendingHours: fields.pendingHours,
    approvedFees: fields.approvedFees,
    pendingFees: fields.pendingFees,
  }),
  columns: [
    ...engagementColumns(),
    {
      header: 'Engagement Manager',
      kind: 'text',
      width: 24,
      value: (row) =>
        row.engagementManagerFirstName === null || row.engagementManagerLastName === null
          ? null
          : fullName({ firstName: row.engagementManagerFirstName, lastName: row.engagementManagerLastName }),
    },
    { header: 'Budget Kind', kind: 'text', width: 12, value: (row) => budgetKindLabel[row.kind] },
    { header: 'Budget Span', kind: 'text', width: 18, value: (row) => budgetSpanLabel[row.span] },
    { header: 'Month', kind: 'date', width: 12, value: (row) => row.spanStart },
    { header: 'Budget', kind: 'number', width: 12, value: (row) => row.amount },
    { header: 'Approved', kind: 'number', width: 12, value: (row) => row.approved },
    { header: 'Pending', kind: 'number', width: 12, value: (row) => row.pending },
    { header: 'Remaining', kind: 'number', width: 12, value: (row) => row.remaining },
    { header: '% Used', kind: 'number', width: 10, value: (row) => row.percentApproved },
    { header: '% With Pending', kind: 'number', width: 14, value: (row) => row.percentWithPending },
    {
      header: 'Burn',
      kind: 'text',
      width: 32,
      value: (row) => budgetBurnText(row.percentApproved, row.percentWithPending),
    },
    { header: 'Forecast End Date', kind: 'date', width: 16, value: (row) => row.forecastEndDate },
    { header: 'Approved Hours', kind: 'hours', width: 14, value: (row) => row.approvedHours },
    { header: 'Pending Hours', kind: 'hours', width: 14, value: (row) => row.pendingHours },
    { header: 'Approved Fees', kind: 'number', width: 14, value: (row) => row.approvedFees },
    { header: 'Pending Fees', kind: 'number', width: 14, value: (row) => row.pendingFees },
  ],
};
