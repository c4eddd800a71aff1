import type { GeneralTimeReportEntry, GeneralTimeReportQuery } from '@timekeep/shared/schemas/reports';
import type { ReportDefinition } from './report-definition';
import { entryFiltersOf, reportRange } from './report-filters';
import {
  dateAndHoursColumns,
  employeeColumns,
  entryIdColumn,
  noteAndStatusColumns,
  periodColumns,
  reportUserOf,
} from './report-presenters';
import { type AdditionalProjectEntryRow, additionalProjectEntriesStatement } from './reports.queries';

/** GET /api/general_time_report: entries on additional (internal) projects, one or all. */
export const generalTimeReport: ReportDefinition<
  GeneralTimeReportQuery,
  AdditionalProjectEntryRow,
  GeneralTimeReportEntry
> = {
  fileTitle: 'General-Project-Time',
  async statementFor(_db, actor, query, settings) {
    const range = reportRange(query, 'today', settings);
    return additionalProjectEntriesStatement({
      ...entryFiltersOf(actor, range, query.timesheetStatus),
      additionalProjectId: query.projectId,
    });
  },
  answerKey: 'timesheetEntries',
  answerRow: (fields) => ({
    id: fields.id,
    additionalProject: { id: fields.additionalProjectId, name: fields.additionalProjectName },
    user: reportUserOf(fields),
    timesheetPeriod: { startDate: fields.periodStartDate, endDate: fields.periodEndDate },
    hours: fields.hours,
    date: fields.date,
    note: fields.note,
    timesheetStatus: fields.timesheetStatus,
  }),
  columns: [
    entryIdColumn(),
    { header: 'Project', kind: 'text', width: 28, value: (row) => row.additionalProjectName },
    ...employeeColumns(),
    ...periodColumns(),
    ...dateAndHoursColumns(),
    ...noteAndStatusColumns(),
  ],
};
