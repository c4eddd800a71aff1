import type { ProjectTimeReportEntry, ProjectTimeReportQuery } from '@timekeep/shared/schemas/reports';
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
  periodColumns,
  reportUserOf,
} from './report-presenters';
import { type EngagementEntryRow, engagementEntriesStatement } from './reports.queries';

/** GET /api/project_time_report: entries on client engagements with their periods; never rates. */
export const projectTimeReport: ReportDefinition<
  ProjectTimeReportQuery,
  EngagementEntryRow,
  ProjectTimeReportEntry
> = {
  fileTitle: 'Project-Time',
  async statementFor(db, actor, query, settings) {
    return engagementEntriesStatement(await engagementFiltersOf(db, actor, query, settings), false);
  },
  answerKey: 'timesheetEntries',
  answerRow: (fields) => ({
    id: fields.id,
    engagement: engagementOf(fields),
    user: reportUserOf(fields),
    role: fields.role,
    timesheetPeriod: { startDate: fields.periodStartDate, endDate: fields.periodEndDate },
    hours: fields.hours,
    date: fields.date,
    note: fields.note,
    timesheetStatus: fields.timesheetStatus,
    changedAfterCloseAt: fields.changedAfterCloseAt,
  }),
  columns: [
    entryIdColumn(),
    ...engagementColumns(),
    ...employeeColumns(),
    { header: 'Role', kind: 'text', width: 22, value: (row) => row.role },
    ...periodColumns(),
    ...dateAndHoursColumns(),
    ...noteAndStatusColumns(),
    changedAfterCloseColumn(),
  ],
};
