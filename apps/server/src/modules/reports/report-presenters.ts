import { fullName } from '@timekeep/shared/domain/person-names';
import type { ReportColumn } from './report-definition';
import type { EngagementEntryRow } from './reports.queries';

/** The person whose hours a row holds. */
export function reportUserOf(
  row: Pick<EngagementEntryRow, 'userId' | 'userFirstName' | 'userLastName' | 'userEmail'>,
) {
  return {
    id: row.userId,
    name: fullName({ firstName: row.userFirstName, lastName: row.userLastName }),
    email: row.userEmail,
  };
}

/** The engagement a row's hours are on. */
export function engagementOf(row: EngagementEntryRow) {
  return {
    id: row.engagementId,
    name: row.engagementName,
    projectId: row.projectCode,
    clientId: row.clientId,
    clientName: row.clientName,
  };
}

/** The spreadsheet columns the entry reports share, in the order they show them. */
export const entryIdColumn = <Row extends { id: number }>(): ReportColumn<Row> => ({
  header: 'Entry ID',
  kind: 'number',
  width: 10,
  value: (row) => row.id,
});

export const employeeColumns = <
  Row extends { user: { name: string; email: string } },
>(): ReportColumn<Row>[] => [
  { header: 'Employee', kind: 'text', width: 24, value: (row) => row.user.name },
  { header: 'Email', kind: 'text', width: 30, value: (row) => row.user.email },
];

export const periodColumns = <
  Row extends { timesheetPeriod: { startDate: string; endDate: string } },
>(): ReportColumn<Row>[] => [
  { header: 'Period Start', kind: 'date', width: 12, value: (row) => row.timesheetPeriod.startDate },
  { header: 'Period End', kind: 'date', width: 12, value: (row) => row.timesheetPeriod.endDate },
];

export const dateAndHoursColumns = <Row extends { date: string; hours: number }>(): ReportColumn<Row>[] => [
  { header: 'Date', kind: 'date', width: 12, value: (row) => row.date },
  { header: 'Hours', kind: 'number', width: 8, value: (row) => row.hours },
];

export const noteAndStatusColumns = <
  Row extends { note: string | null; timesheetStatus: string },
>(): ReportColumn<Row>[] => [
  { header: 'Note', kind: 'text', width: 40, value: (row) => row.note },
  { header: 'Timesheet Status', kind: 'text', width: 16, value: (row) => row.timesheetStatus },
];

export const engagementColumns = <
  Row extends { engagement: { clientName: string; projectId: string; name: string } },
>(): ReportColumn<Row>[] => [
  { header: 'Client', kind: 'text', width: 24, value: (row) => row.engagement.clientName },
  { header: 'Project Code', kind: 'text', width: 14, value: (row) => row.engagement.projectId },
  { header: 'Project', kind: 'text', width: 28, value: (row) => row.engagement.name },
];
