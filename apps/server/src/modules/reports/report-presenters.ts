import { fullName } from '@timekeep/shared/domain/person-names';
import { timesheetStatusLabel } from '@timekeep/shared/domain/timesheet-status-labels';
import { formatUtcMinute } from '@timekeep/shared/domain/utc-minute';
import { fullNameOf } from '../../db/person-names';
import type { ReportColumn } from './report-definition';
import type {
  EngagementEntryRow,
  EngagementRowFields,
  EntryFields,
  OwnerFields,
  StatementFields,
} from './reports.queries';

/** The full name of the person whose hours a row holds. */
export function ownerNameOf(row: OwnerFields): string {
  return fullName({ firstName: row.userFirstName, lastName: row.userLastName });
}

/** The person whose hours a row holds, in a JSON answer. */
export function reportUserOf(fields: StatementFields<OwnerFields>) {
  return {
    id: fields.userId,
    name: fullNameOf(fields.userFirstName, fields.userLastName),
    email: fields.userEmail,
  };
}

/** The engagement a row's hours are on, in a JSON answer. */
export function engagementOf(fields: StatementFields<EngagementRowFields>) {
  return {
    id: fields.engagementId,
    name: fields.engagementName,
    projectId: fields.projectCode,
    clientId: fields.clientId,
    clientName: fields.clientName,
  };
}

/** The spreadsheet columns the entry reports share, in the order they show them, over the statement's rows. */
export const entryIdColumn = <Row extends EntryFields>(): ReportColumn<Row> => ({
  header: 'Entry ID',
  kind: 'number',
  width: 10,
  value: (row) => row.id,
});

export const employeeColumns = <Row extends OwnerFields>(): ReportColumn<Row>[] => [
  { header: 'Employee', kind: 'text', width: 24, value: ownerNameOf },
  { header: 'Email', kind: 'text', width: 30, value: (row) => row.userEmail },
];

export const periodColumns = <Row extends EntryFields>(): ReportColumn<Row>[] => [
  { header: 'Period Start', kind: 'date', width: 12, value: (row) => row.periodStartDate },
  { header: 'Period End', kind: 'date', width: 12, value: (row) => row.periodEndDate },
];

export const dateAndHoursColumns = <Row extends EntryFields>(): ReportColumn<Row>[] => [
  { header: 'Date', kind: 'date', width: 12, value: (row) => row.date },
  { header: 'Hours', kind: 'hours', width: 8, value: (row) => row.hours },
];

export const noteAndStatusColumns = <Row extends EntryFields>(): ReportColumn<Row>[] => [
  { header: 'Note', kind: 'text', width: 40, value: (row) => row.note },
  {
    header: 'Timesheet Status',
    kind: 'text',
    width: 16,
    value: (row) => timesheetStatusLabel[row.timesheetStatus],
  },
];

/** When a row changed after its period was closed (reopened for it), as the sheet shows it; blank if never. */
export const changedAfterCloseColumn = (): ReportColumn<EngagementEntryRow> => ({
  header: 'Changed After Close',
  kind: 'text',
  width: 22,
  value: (row) => formatUtcMinute(row.changedAfterCloseAt),
});

export const engagementColumns = <Row extends EngagementRowFields>(): ReportColumn<Row>[] => [
  { header: 'Client', kind: 'text', width: 24, value: (row) => row.clientName },
  { header: 'Project Code', kind: 'text', width: 14, value: (row) => row.projectCode },
  { header: 'Project', kind: 'text', width: 28, value: (row) => row.engagementName },
];
