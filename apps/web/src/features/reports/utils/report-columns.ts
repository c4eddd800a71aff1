import { budgetAmountText } from '@timekeep/shared/domain/budget-rules';
import { formatHours, toHundredths } from '@timekeep/shared/domain/hour-entry';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import { reportStatusLabel } from '@timekeep/shared/domain/timesheet-status-labels';
import { formatUtcMinute } from '@timekeep/shared/domain/utc-minute';
import type { BudgetKind } from '@timekeep/shared/schemas/budgets';
import type { TimesheetStatus } from '@timekeep/shared/schemas/timesheets';

/** A column of a report's results: its header (as in the download) and each row's text. */
export interface ReportColumn<Row> {
  header: string;
  /** Numbers line up on the right. */
  numeric: boolean;
  cell(row: Row): string;
  /** The hours a row adds to the column's total (hours columns only; the table's foot adds them up). */
  total?(row: Row): number;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** An hourly rate as money; blank when the caller may not see rates (null). */
export function formatRate(rate: number | null): string {
  return rate === null ? '' : money.format(rate);
}

export function textColumn<Row>(header: string, value: (row: Row) => string | null): ReportColumn<Row> {
  return { header, numeric: false, cell: (row) => value(row) ?? '' };
}

/** A date (YYYY-MM-DD) written by `format`, blank when there is none (a forecast without hours to go by). */
function optionalDateColumn<Row>(
  header: string,
  value: (row: Row) => string | null,
  format: (date: string) => string,
): ReportColumn<Row> {
  return {
    header,
    numeric: false,
    cell: (row) => {
      const date = value(row);
      return date === null ? '' : format(date);
    },
  };
}

export function dateColumn<Row>(header: string, value: (row: Row) => string | null): ReportColumn<Row> {
  return optionalDateColumn(header, value, formatDisplayDate);
}

export function hoursColumn<Row>(header: string, value: (row: Row) => number): ReportColumn<Row> {
  return { header, numeric: true, cell: (row) => formatHours(value(row)), total: value };
}

/**
 * The foot of a report's table: 'Total' under the first column and each hours column's exact sum over every
 * row of the run (all pages), as the download's total row has them; null when no column adds up.
 */
export function totalCells<Row>(
  columns: readonly ReportColumn<Row>[],
  rows: readonly Row[],
): string[] | null {
  if (!columns.some((column) => column.total)) return null;
  return columns.map((column, index) => {
    if (!column.total) return index === 0 ? 'Total' : '';
    const hundredths = rows.reduce((sum, row) => sum + toHundredths(column.total!(row)), 0);
    return formatHours(hundredths / 100);
  });
}

export function rateColumn<Row>(value: (row: Row) => number | null): ReportColumn<Row> {
  return moneyColumn('Rate', value);
}

/** Dollars; blank when the caller may not see rates or fees (null). */
export function moneyColumn<Row>(header: string, value: (row: Row) => number | null): ReportColumn<Row> {
  return { header, numeric: true, cell: (row) => formatRate(value(row)) };
}

/** An amount in the row's budget's unit ('12.50 hours', '$1,250.00'); blank for fees the caller may not see. */
export function budgetAmountColumn<Row extends { kind: BudgetKind }>(
  header: string,
  value: (row: Row) => number | null,
): ReportColumn<Row> {
  return {
    header,
    numeric: true,
    cell: (row) => {
      const amount = value(row);
      return amount === null ? '' : budgetAmountText(row.kind, amount);
    },
  };
}

/** A percentage as the server rounds it (one decimal): '53.4%'. */
export function percentColumn<Row>(header: string, value: (row: Row) => number): ReportColumn<Row> {
  return { header, numeric: true, cell: (row) => `${value(row)}%` };
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The month a date (its first day) is in: 'March 2019'; blank for none. */
export function monthColumn<Row>(header: string, value: (row: Row) => string | null): ReportColumn<Row> {
  return optionalDateColumn(header, value, (date) => monthFormat.format(new Date(`${date}T00:00:00Z`)));
}

/** The status of the timesheet holding the hours, or 'No Timesheet' when there is none (not submitted). */
export function statusColumn<Row>(value: (row: Row) => TimesheetStatus | null): ReportColumn<Row> {
  return textColumn('Timesheet Status', (row) => reportStatusLabel(value(row)));
}

// The groups of columns the entry reports share, in the order their downloads have them.

export function entryIdColumn<Row extends { id: number }>(): ReportColumn<Row> {
  return { header: 'Entry ID', numeric: true, cell: (row) => String(row.id) };
}

export function employeeColumns<
  Row extends { user: { name: string; email: string } },
>(): ReportColumn<Row>[] {
  return [textColumn('Employee', (row) => row.user.name), textColumn('Email', (row) => row.user.email)];
}

export function engagementColumns<
  Row extends { engagement: { clientName: string; projectId: string; name: string } },
>(): ReportColumn<Row>[] {
  return [
    textColumn('Client', (row) => row.engagement.clientName),
    textColumn('Project Code', (row) => row.engagement.projectId),
    textColumn('Project', (row) => row.engagement.name),
  ];
}

export function periodColumns<
  Row extends { timesheetPeriod: { startDate: string; endDate: string } },
>(): ReportColumn<Row>[] {
  return [
    dateColumn('Period Start', (row) => row.timesheetPeriod.startDate),
    dateColumn('Period End', (row) => row.timesheetPeriod.endDate),
  ];
}

export function dateAndHoursColumns<Row extends { date: string; hours: number }>(): ReportColumn<Row>[] {
  return [dateColumn('Date', (row) => row.date), hoursColumn('Hours', (row) => row.hours)];
}

/**
 * When a row changed after its period was closed (an admin reopened it), as the download has it; blank when it
 * never did.
 */
export function changedAfterCloseColumn<
  Row extends { changedAfterCloseAt: string | null },
>(): ReportColumn<Row> {
  return textColumn('Changed After Close', (row) => formatUtcMinute(row.changedAfterCloseAt));
}

export function noteAndStatusColumns<
  Row extends { note: string | null; timesheetStatus: TimesheetStatus },
>(): ReportColumn<Row>[] {
  return [textColumn('Note', (row) => row.note), statusColumn((row) => row.timesheetStatus)];
}
