import type { ProjectTimeReportEntry, ProjectTimeReportQuery } from '@timekeep/shared/schemas/reports';
import type { ReportDefinition } from './report-definition';
import { engagementFiltersOf } from './report-filters';
import {
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
  present: (row) => ({
    id: row.id,
    engagement: engagementOf(row),
    user: reportUserOf(row),
    role: row.role,
    timesheetPeriod: { startDate: row.periodStartDate, endDate: row.periodEndDate },
    hours: row.hours,
    date: row.date,
    note: row.note,
    timesheetStatus: row.timesheetStatus,
  }),
  columns: [
    entryIdColumn(),
    ...engagementColumns(),
    ...employeeColumns(),
    { header: 'Role', kind: 'text', width: 22, value: (row) => row.role },
    ...periodColumns(),
    ...dateAndHoursColumns(),
    ...noteAndStatusColumns(),
  ],
};
