import { PassThrough, type Writable } from 'node:stream';
import { toHundredths } from '@timekeep/shared/domain/hour-entry';
import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../core/actor';
import { neutralisedText } from '../../core/export-text';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { type XlsxCell, XlsxWriter } from '../../lib/xlsx-writer';
import type { RoomFor } from '../../lib/zip-writer';
import type { ReportColumn, ReportDefinition, ReportSettings } from './report-definition';
import { type CursorOptions, columnsOf, streamReportStatement } from './reports.queries';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SHEET_NAME = 'report1';
/** Rows past a sheet's million go on in sheets report2, report3... */
const SHEET_NAME_STEM = 'report';
/** The first cell of the row that adds up the hours, as the screen's table foot reads. */
export const TOTAL_LABEL = 'Total';

function cellOf<StatementRow>(column: ReportColumn<StatementRow>, row: StatementRow): XlsxCell {
  const value = column.value(row);
  if (value === null) return null;
  switch (column.kind) {
    case 'number':
    case 'hours':
      return { number: Number(value) };
    case 'date':
      return { date: String(value) };
    case 'text':
      return { text: neutralisedText(String(value)) };
  }
}

/**
 * How much of the workbook may wait in memory for a slow download before the cursor pauses: most exports
 * fit, so they release their database connection (PGlite: the whole database) as fast as they are built.
 */
const OUTPUT_BUFFER_BYTES = 4 * 1024 * 1024;
/** A download that takes nothing for this long is given up, so it cannot hold a connection for ever. */
const STALL_MS = 60_000;

export class DownloadAbandoned extends Error {}

/** Resolves when the response can take more: a paused download holds back the cursor, not memory. */
export function roomIn(output: PassThrough, stallMs = STALL_MS): Promise<void> {
  if (output.destroyed) return Promise.reject(new DownloadAbandoned('the download was closed'));
  if (!output.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const settle = (error?: DownloadAbandoned) => {
      clearTimeout(timer);
      output.off('drain', onDrain);
      output.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new DownloadAbandoned('the download was closed'));
    const timer = setTimeout(
      () => settle(new DownloadAbandoned(`the download took nothing for ${stallMs} ms`)),
      stallMs,
    );
    output.once('drain', onDrain);
    output.once('close', onClose);
  });
}

/**
 * The sum of each hours column, in exact hundredths, added up as the rows stream past: the total row needs
 * nothing kept but one number a column.
 */
class ColumnTotals<StatementRow> {
  private readonly hundredths: (number | null)[];

  constructor(private readonly columns: readonly ReportColumn<StatementRow>[]) {
    this.hundredths = columns.map((column) => (column.kind === 'hours' ? 0 : null));
  }

  add(row: StatementRow): void {
    this.columns.forEach((column, index) => {
      const sum = this.hundredths[index];
      if (sum === null || sum === undefined) return;
      this.hundredths[index] = sum + toHundredths(Number(column.value(row) ?? 0));
    });
  }

  /** The total row: 'Total' in the first column, each hours column's sum below it, the rest empty. */
  cells(): XlsxCell[] {
    return this.hundredths.map((sum, index) =>
      sum === null ? (index === 0 ? { text: TOTAL_LABEL } : null) : { number: sum / 100 },
    );
  }
}

/** What an export writes the workbook into, and how it waits for room there (a download, or stored parts). */
export interface WorkbookOutput {
  stream: Writable;
  roomFor: RoomFor;
}

/**
 * Writes the report's workbook while the rows stream from a database cursor: the header, the rows (on further
 * sheets past a spreadsheet's million rows, each with the header again), an empty row and the total row.
 * Answers how many rows of the report it wrote.
 */
export async function writeReportWorkbook<Query, StatementRow, Row>(
  db: Db,
  report: ReportDefinition<Query, StatementRow, Row>,
  statement: SQL,
  output: WorkbookOutput,
  cursor: CursorOptions = {},
): Promise<{ rowCount: number }> {
  const workbook = new XlsxWriter(
    output.stream,
    {
      name: SHEET_NAME,
      nameOf: (number) => `${SHEET_NAME_STEM}${number}`,
      columnWidths: report.columns.map((column) => column.width),
      header: report.columns.map((column) => ({ text: column.header })),
    },
    output.roomFor,
  );
  await workbook.start();
  const totals = new ColumnTotals(report.columns);
  let rowCount = 0;
  await streamReportStatement<StatementRow>(
    db,
    statement,
    async (rows) => {
      for (const row of rows) {
        workbook.row(report.columns.map((column) => cellOf(column, row)));
        totals.add(row);
      }
      rowCount += rows.length;
      await workbook.flush();
    },
    cursor,
  );
  // An empty row first, so sorting or filtering the rows in a spreadsheet leaves the total out of them.
  workbook.row([]);
  workbook.row(totals.cells());
  await workbook.finish();
  return { rowCount };
}

/** An export ready to run: its statement (the query and the caller's rights checked) and its file's name. */
export interface PreparedExport {
  fileName: string;
  statement: SQL;
}

/**
 * Checks the query and the caller's rights (failures are ordinary JSON errors: 400, 403) and builds the
 * statement the export reads, selecting its fields as columns.
 */
export async function prepareReportExport<Query, StatementRow, Row>(
  db: Db,
  report: ReportDefinition<Query, StatementRow, Row>,
  actor: Actor,
  query: Query,
  settings: ReportSettings,
): Promise<PreparedExport> {
  return {
    fileName: `${report.fileTitle}-Report-${settings.today}.xlsx`,
    statement: columnsOf(
      await report.statementFor(db, policyActorOf(actor, settings.today), query, settings),
    ),
  };
}

/**
 * A prepared export as an .xlsx download, built while the rows stream from a database cursor; a failure while
 * streaming can only cut the download short (logged).
 */
export function streamReportExport<Query, StatementRow, Row>(
  db: Db,
  report: ReportDefinition<Query, StatementRow, Row>,
  statement: SQL,
  log: FastifyBaseLogger,
): PassThrough {
  const output = new PassThrough({ highWaterMark: OUTPUT_BUFFER_BYTES });
  writeReportWorkbook(db, report, statement, { stream: output, roomFor: () => roomIn(output) }).catch(
    (error: unknown) => {
      if (error instanceof DownloadAbandoned) {
        log.info({ reason: error.message }, 'report download given up before it finished');
      } else {
        log.error({ err: error }, 'report export failed while streaming');
      }
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return output;
}
