import { periodContaining } from '@timekeep/shared/domain/periods';
import { fullName } from '@timekeep/shared/domain/person-names';
import { reportStatusLabel } from '@timekeep/shared/domain/timesheet-status-labels';
import {
  type NotSubmittedReportQuery,
  type NotSubmittedReportRow,
  notSubmittedStatusSchema,
} from '@timekeep/shared/schemas/reports';
import { reportScopeOf } from '../../core/reporting/report-scope';
import { fullNameOf } from '../../db/person-names';
import type { ReportDefinition } from './report-definition';
import { type NotSubmittedRow, notSubmittedStatement } from './reports.queries';

/** The person's team lead, by full name; null for someone without one. */
function managerNameOf(row: NotSubmittedRow): string | null {
  return row.managerFirstName === null || row.managerLastName === null
    ? null
    : fullName({ firstName: row.managerFirstName, lastName: row.managerLastName });
}

/**
 * GET /api/not_submitted_report: who still owes the period's timesheet (the period holding `start_date`,
 * the current one by default). Rejected and unapproved timesheets count as not submitted: they are back
 * with the employee to correct and resubmit.
 */
export const notSubmittedReport: ReportDefinition<
  NotSubmittedReportQuery,
  NotSubmittedRow,
  NotSubmittedReportRow
> = {
  fileTitle: 'Timesheets-Not-Submitted',
  async statementFor(_db, actor, query, settings) {
    const period = periodContaining(query.start_date ?? settings.today);
    return notSubmittedStatement({
      periodStartDate: period.startDate,
      periodEndDate: period.endDate,
      openStatuses: notSubmittedStatusSchema.options,
      scope: reportScopeOf(actor),
    });
  },
  answerKey: 'results',
  answerRow: (fields) => ({
    id: fields.id,
    name: fullNameOf(fields.firstName, fields.lastName),
    title: fields.title,
    email: fields.email,
    // Null for someone without a lead: the concatenation of the LEFT JOIN's nulls.
    manager: fullNameOf(fields.managerFirstName, fields.managerLastName),
    totalHours: fields.totalHours,
    timesheetStatus: fields.timesheetStatus,
  }),
  columns: [
    { header: 'Employee', kind: 'text', width: 24, value: (row) => fullName(row) },
    { header: 'Title', kind: 'text', width: 26, value: (row) => row.title },
    { header: 'Email', kind: 'text', width: 30, value: (row) => row.email },
    { header: 'Manager', kind: 'text', width: 24, value: managerNameOf },
    { header: 'Total Hours', kind: 'hours', width: 11, value: (row) => row.totalHours },
    {
      header: 'Timesheet Status',
      kind: 'text',
      width: 16,
      value: (row) => reportStatusLabel(row.timesheetStatus),
    },
  ],
};
