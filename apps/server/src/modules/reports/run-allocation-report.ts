import type { AllocationReportQuery, AllocationReportRow } from '@timekeep/shared/schemas/reports';
import { fullNameOf } from '../../db/person-names';
import type { ReportDefinition } from './report-definition';
import { entryFiltersOf, reportRange } from './report-filters';
import { ownerNameOf } from './report-presenters';
import { type AllocationRow, allocationStatement } from './reports.queries';

/** GET /api/allocation_report: each person's hours per client engagement over the range (default: this month). */
export const allocationReport: ReportDefinition<AllocationReportQuery, AllocationRow, AllocationReportRow> = {
  fileTitle: 'Allocation',
  async statementFor(_db, actor, query, settings) {
    const range = reportRange(query, 'current-month', settings);
    return allocationStatement(entryFiltersOf(actor, range, query.timesheetStatus));
  },
  answerKey: 'results',
  answerRow: (fields) => ({
    spudUserId: fields.userId,
    name: fullNameOf(fields.userFirstName, fields.userLastName),
    email: fields.userEmail,
    project: {
      id: fields.engagementId,
      projectId: fields.projectCode,
      name: fields.engagementName,
      clientName: fields.clientName,
      department: fields.department,
    },
    hours: fields.hours,
  }),
  columns: [
    { header: 'Employee', kind: 'text', width: 24, value: ownerNameOf },
    { header: 'Email', kind: 'text', width: 30, value: (row) => row.userEmail },
    { header: 'Project Code', kind: 'text', width: 14, value: (row) => row.projectCode },
    { header: 'Project', kind: 'text', width: 28, value: (row) => row.engagementName },
    { header: 'Client', kind: 'text', width: 24, value: (row) => row.clientName },
    { header: 'Department', kind: 'text', width: 20, value: (row) => row.department },
    { header: 'Hours', kind: 'hours', width: 8, value: (row) => row.hours },
  ],
};
