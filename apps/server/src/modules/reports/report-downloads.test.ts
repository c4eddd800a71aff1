import { datesOfPeriod, periodsBetween, todayIso } from '@timekeep/shared/domain/periods';
import { type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPerson,
  formulaNotes,
  insertTimesheets,
  MARCH_2019,
  type MarchFixture,
  type ReportPerson,
  reportTestSetup,
} from '../../../test/factories';
import { employeeActorOf } from '../../../test/request';
import { capturedLog, type TestContext } from '../../../test/test-app';
import { prepareReportExport, streamReportExport } from './export-report';
import type { ReportDefinition } from './report-definition';

let context: TestContext;
let ids: Record<ReportPerson, number>;
let march: MarchFixture;
let get: Awaited<ReturnType<typeof reportTestSetup>>['get'];
const today = todayIso();
const marchQuery = `startDate=${MARCH_2019.startDate}&endDate=${MARCH_2019.endDate}&timesheetStatus=all`;
const YEAR_2018 = 'startDate=2018-01-01&endDate=2018-12-31';
const PEOPLE_IN_2018 = ['employee', 'contractor', 'grace.liu', 'isaac.thompson'] as const;

beforeAll(async () => {
  ({ context, ids, march, get } = await reportTestSetup());
  // 2018: four people log every day of the year on the ledger engagement, 1,460 entries in all; every 50th
  // note looks like a formula.
  let entryNumber = 0;
  await insertTimesheets(
    context.database.db,
    periodsBetween('2018-01-01', '2018-12-31').flatMap((period) =>
      PEOPLE_IN_2018.map((person) => ({
        personId: ids[person],
        periodStartDate: period.startDate,
        status: 'approved' as const,
        rows: [
          {
            resourceId: march.ledger.resourceOf(ids[person]),
            entries: datesOfPeriod(period).map((date) => {
              entryNumber += 1;
              return {
                date,
                hours: ((entryNumber % 9) + 0.25).toFixed(2),
                note: entryNumber % 50 === 0 ? `=SUM(A${entryNumber})` : `Day ${entryNumber}`,
              };
            }),
          },
        ],
      })),
    ),
  );
});
afterAll(async () => {
  await context?.close();
});

type Cell = string | number | null;

/** The JSON answer of a report, and its export of the same query read back with ExcelJS. */
async function jsonAndSheet(path: string, query: string, as: ReportPerson) {
  const json = await get(`/api/${path}?${query}`, as);
  expect(json.statusCode, json.body).toBe(200);
  const download = await get(`/api/${path}/export?${query}`, as);
  expect(download.statusCode, download.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(download.rawPayload as unknown as ExcelJS.Buffer);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['report1']);
  const sheet = workbook.getWorksheet('report1')!;
  const rows: Cell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: Cell[] = [];
    for (let column = 1; column <= sheet.columnCount; column += 1)
      cells.push(cellValue(row.getCell(column).value));
    rows.push(cells);
  });
  const widths = sheet.columns.map((column) => column.width);
  // The rows, an empty row, and the total row.
  expect(rows.at(-2)).toEqual(rows[0]!.map(() => null));
  return {
    body: json.json(),
    download,
    header: rows[0],
    widths,
    rows: rows.slice(1, -2),
    total: rows.at(-1),
  };
}

/** The statuses as the screen writes them. */
const statusWords: Record<string, string> = {
  unsubmitted: 'Not Submitted',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  unapproved: 'Unapproved',
};

/** The exact sum of some hours, as the total row must hold it. */
const sumOf = (hours: number[]) => hours.reduce((sum, value) => sum + Math.round(value * 100), 0) / 100;

/** Dates must come back as real dates (they are shown as YYYY-MM-DD here to compare with the JSON). */
function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return `date:${value.toISOString().slice(0, 10)}`;
  if (typeof value === 'string' || typeof value === 'number') return value;
  throw new Error(`unexpected cell ${JSON.stringify(value)}`);
}

const date = (iso: string) => `date:${iso}`;

/**
 * Text as the sheet must hold it: formula-like text behind a single quote, and otherwise exactly as stored (a
 * carriage return too, which a careless writer would let the reader's XML parser turn into a line feed).
 */
function text(value: string | null): string | null {
  if (value === null) return null;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

interface User {
  name: string;
  email: string;
}
interface Engagement {
  name: string;
  projectId: string;
  clientName: string;
}
interface Period {
  startDate: string;
  endDate: string;
}

describe('report exports', () => {
  it('answers an .xlsx attachment named after the report and the day', async () => {
    const names: [string, string][] = [
      ['accounting_report', 'Accounting'],
      ['allocation_report', 'Allocation'],
      ['general_time_report', 'General-Project-Time'],
      ['project_time_report', 'Project-Time'],
      ['not_submitted_report', 'Timesheets-Not-Submitted'],
    ];
    for (const [path, title] of names) {
      const response = await get(`/api/${path}/export`, 'reports');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${title}-Report-${today}.xlsx"`,
      );
      expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });

  it('holds exactly the accounting rows of the same run, cell by cell, formulas neutralised', async () => {
    const { body, header, widths, rows, total } = await jsonAndSheet(
      'accounting_report',
      marchQuery,
      'admin',
    );
    expect(header).toEqual([
      'Entry ID',
      'Employee',
      'Email',
      'Client',
      'Project Code',
      'Project',
      'Role',
      'Date',
      'Hours',
      'Rate',
      'Note',
      'Timesheet Status',
      'Changed After Close',
    ]);
    expect(widths).toEqual([10, 24, 30, 24, 14, 28, 22, 12, 8, 10, 40, 16, 22]);
    type Entry = {
      id: number;
      user: User;
      engagement: Engagement;
      role: string;
      date: string;
      hours: number;
      rate: number | null;
      note: string | null;
      timesheetStatus: string;
    };
    expect(body.timesheetEntries).toHaveLength(18);
    expect(rows).toEqual(
      body.timesheetEntries.map((entry: Entry) => [
        entry.id,
        entry.user.name,
        entry.user.email,
        entry.engagement.clientName,
        entry.engagement.projectId,
        entry.engagement.name,
        entry.role,
        date(entry.date),
        entry.hours,
        entry.rate,
        text(entry.note),
        statusWords[entry.timesheetStatus],
        null,
      ]),
    );
    expect(new Set(rows.map((row) => row[11]))).toEqual(
      new Set(['Approved', 'Pending', 'Not Submitted', 'Rejected']),
    );
    expect(total).toEqual([
      'Total',
      ...Array(7).fill(null),
      sumOf(body.timesheetEntries.map((entry: Entry) => entry.hours)),
      null,
      null,
      null,
      null,
    ]);
    const notes = rows.map((row) => row[10]);
    expect(notes).toContain(`'${formulaNotes.equals}`);
    expect(notes).toContain(`'${formulaNotes.at}`);
    expect(notes).toContain(`'${formulaNotes.minus}`);
    expect(rows.every((row) => typeof row[8] === 'number' && typeof row[9] === 'number')).toBe(true);
  });

  it('gives each caller the rows and rates of their JSON run', async () => {
    const { body, rows } = await jsonAndSheet('accounting_report', marchQuery, 'employee');
    expect(rows).toHaveLength(body.timesheetEntries.length);
    expect(new Set(rows.map((row) => row[2]))).toEqual(new Set(['employee@example.com']));
    expect(rows.map((row) => row[9])).toEqual(rows.map(() => null));
  });

  it('holds the project time rows', async () => {
    const { body, header, widths, rows, total } = await jsonAndSheet(
      'project_time_report',
      marchQuery,
      'manager',
    );
    expect(header).toEqual([
      'Entry ID',
      'Client',
      'Project Code',
      'Project',
      'Employee',
      'Email',
      'Role',
      'Period Start',
      'Period End',
      'Date',
      'Hours',
      'Note',
      'Timesheet Status',
      'Changed After Close',
    ]);
    expect(widths).toEqual([10, 24, 14, 28, 24, 30, 22, 12, 12, 12, 8, 40, 16, 22]);
    type Entry = {
      id: number;
      engagement: Engagement;
      user: User;
      role: string;
      timesheetPeriod: Period;
      date: string;
      hours: number;
      note: string | null;
      timesheetStatus: string;
    };
    expect(body.timesheetEntries.length).toBeGreaterThan(0);
    expect(rows).toEqual(
      body.timesheetEntries.map((entry: Entry) => [
        entry.id,
        entry.engagement.clientName,
        entry.engagement.projectId,
        entry.engagement.name,
        entry.user.name,
        entry.user.email,
        entry.role,
        date(entry.timesheetPeriod.startDate),
        date(entry.timesheetPeriod.endDate),
        date(entry.date),
        entry.hours,
        text(entry.note),
        statusWords[entry.timesheetStatus],
        null,
      ]),
    );
    expect(total).toEqual([
      'Total',
      ...Array(9).fill(null),
      sumOf(body.timesheetEntries.map((entry: Entry) => entry.hours)),
      null,
      null,
      null,
    ]);
  });

  it('holds the general time rows, tab and carriage return neutralised too', async () => {
    const { body, header, widths, rows, total } = await jsonAndSheet(
      'general_time_report',
      marchQuery,
      'admin',
    );
    expect(header).toEqual([
      'Entry ID',
      'Project',
      'Employee',
      'Email',
      'Period Start',
      'Period End',
      'Date',
      'Hours',
      'Note',
      'Timesheet Status',
    ]);
    expect(widths).toEqual([10, 28, 24, 30, 12, 12, 12, 8, 40, 16]);
    type Entry = {
      id: number;
      additionalProject: { name: string };
      user: User;
      timesheetPeriod: Period;
      date: string;
      hours: number;
      note: string | null;
      timesheetStatus: string;
    };
    expect(rows).toEqual(
      body.timesheetEntries.map((entry: Entry) => [
        entry.id,
        entry.additionalProject.name,
        entry.user.name,
        entry.user.email,
        date(entry.timesheetPeriod.startDate),
        date(entry.timesheetPeriod.endDate),
        date(entry.date),
        entry.hours,
        text(entry.note),
        statusWords[entry.timesheetStatus],
      ]),
    );
    expect(total).toEqual([
      'Total',
      ...Array(6).fill(null),
      sumOf(body.timesheetEntries.map((entry: Entry) => entry.hours)),
      null,
      null,
    ]);
    expect(rows.map((row) => row[8])).toEqual(
      expect.arrayContaining([
        `'${formulaNotes.plus}`,
        `'${formulaNotes.tab}`,
        `'${formulaNotes.carriageReturn}`,
      ]),
    );
  });

  it('holds the allocation rows', async () => {
    const { body, header, widths, rows, total } = await jsonAndSheet(
      'allocation_report',
      marchQuery,
      'admin',
    );
    expect(header).toEqual(['Employee', 'Email', 'Project Code', 'Project', 'Client', 'Department', 'Hours']);
    expect(widths).toEqual([24, 30, 14, 28, 24, 20, 8]);
    type Row = {
      name: string;
      email: string;
      project: Engagement & { department: string | null };
      hours: number;
    };
    expect(rows).toHaveLength(8);
    expect(rows).toEqual(
      body.results.map((row: Row) => [
        row.name,
        row.email,
        row.project.projectId,
        row.project.name,
        row.project.clientName,
        row.project.department,
        row.hours,
      ]),
    );
    expect(total).toEqual([
      'Total',
      ...Array(5).fill(null),
      sumOf(body.results.map((row: Row) => row.hours)),
    ]);
  });

  it('holds the not-submitted rows', async () => {
    const { body, header, widths, rows, total } = await jsonAndSheet('not_submitted_report', '', 'admin');
    expect(header).toEqual(['Employee', 'Title', 'Email', 'Manager', 'Total Hours', 'Timesheet Status']);
    expect(widths).toEqual([24, 26, 30, 24, 11, 16]);
    type Row = {
      name: string;
      title: string | null;
      email: string;
      manager: string | null;
      totalHours: number;
      timesheetStatus: string | null;
    };
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toEqual(
      body.results.map((row: Row) => [
        row.name,
        text(row.title),
        row.email,
        text(row.manager),
        row.totalHours,
        row.timesheetStatus === null ? 'No Timesheet' : statusWords[row.timesheetStatus],
      ]),
    );
    expect(rows.map((row) => row[5])).toContain('No Timesheet');
    expect(total).toEqual([
      'Total',
      null,
      null,
      null,
      sumOf(body.results.map((row: Row) => row.totalHours)),
      null,
    ]);
  });

  it('checks dates and scope before sending anything', async () => {
    const reversed = await get(
      '/api/accounting_report/export?startDate=2019-03-02&endDate=2019-03-01',
      'admin',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.headers['content-type']).toMatch(/application\/json/);
    expect(reversed.json().error).toMatchObject({ code: 'validation_failed', field: 'querystring.endDate' });
    const outOfScope = await get(
      `/api/project_time_report/export?employeeId=${ids['isaac.thompson']}`,
      'manager',
    );
    expect(outOfScope.statusCode).toBe(403);
  });
});

describe('streaming a large export', () => {
  it('reads the rows through one cursor in batches and writes every one of them', async () => {
    const { result, statements } = await context.database.statements.during(() =>
      jsonAndSheet('accounting_report', YEAR_2018, 'admin'),
    );
    const { body, rows } = result;
    expect(body.timesheetEntries).toHaveLength(4 * 365);
    type Entry = { id: number; date: string; hours: number; note: string | null };
    expect(rows.map((row) => [row[0], row[7], row[8], row[10]])).toEqual(
      body.timesheetEntries.map((entry: Entry) => [
        entry.id,
        date(entry.date),
        entry.hours,
        text(entry.note),
      ]),
    );
    expect(rows.filter((row) => String(row[10]).startsWith("'=SUM(")).length).toBe(29);

    const reads = statements.filter((statement) => !/"sessions"/.test(statement));
    const declares = reads.filter((statement) => /^\s*declare\b/i.test(statement));
    const fetches = reads.filter((statement) => /^\s*fetch\b/i.test(statement));
    const runs = reads.filter((statement) => /^\s*select\b/i.test(statement));
    // The JSON run is one SELECT; the export one cursor over the same statement, read 500 rows at a time, in a
    // read-only transaction planned for every row, with the longer statement timeout of an export.
    expect(reads.filter((statement) => /\bread only\b/i.test(statement))).toHaveLength(1);
    expect(reads.filter((statement) => /^SET LOCAL /.test(statement))).toEqual([
      'SET LOCAL cursor_tuple_fraction = 1',
      'SET LOCAL statement_timeout = 300000',
    ]);
    expect(runs).toHaveLength(1);
    expect(declares).toHaveLength(1);
    // The same statement but its select list: columns for the export, the answer's JSON objects for the run.
    const fromOnwards = (statement: string) => statement.slice(statement.search(/\sFROM\s/));
    expect(fromOnwards(declares[0]!)).toBe(fromOnwards(runs[0]!));
    expect(declares[0]).toMatch(/"timesheet_entries"\."id" AS "id"/);
    // Issue 39: the run reads the union of the entries and the time off (`report_row`).
    expect(runs[0]).toMatch(/^SELECT concat\('\{"id":', coalesce\(to_json\("report_row"\."id"\)/);
    expect(fetches).toHaveLength(3);
  });
});

describe('an export that cannot finish', () => {
  /** A one-column export of `1..3` whose cells are `value(n)`. */
  const numbersExport = (value: (n: number) => number) =>
    ({
      fileTitle: 'Numbers',
      answerKey: 'results',
      columns: [{ header: 'N', kind: 'number', width: 6, value: (row) => value(row.n) }],
      statementFor: async () => ({
        fields: { n: sql`n::int` },
        selecting: (selection: SQL) => sql`SELECT ${selection} FROM generate_series(1, 3) AS n`,
      }),
      answerRow: (fields) => fields,
    }) satisfies ReportDefinition<null, { n: number }, { n: number }>;
  const settings = { maxDays: 366, today: '2026-01-15' };

  async function exportWithLog(
    report: ReturnType<typeof numbersExport>,
    read: (stream: NodeJS.ReadableStream) => Promise<unknown>,
  ) {
    const log = capturedLog();
    const actor = employeeActorOf(await createPerson(context));
    const { statement } = await prepareReportExport(context.database.db, report, actor, null, settings);
    const stream = streamReportExport(
      context.database.db,
      report,
      statement,
      pino({ level: 'info' }, log.stream),
    );
    const outcome = await read(stream).catch((error: unknown) => error);
    for (let attempt = 0; attempt < 100 && log.lines.length === 0; attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    return { outcome, logged: log.lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
  }

  const readAll = async (stream: NodeJS.ReadableStream) => {
    for await (const _chunk of stream);
  };

  it('gives up a download the client closed, logged as such', async () => {
    const { logged } = await exportWithLog(
      numbersExport((n) => n),
      async (stream) => (stream as unknown as { destroy(): void }).destroy(),
    );
    expect(logged).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'report download given up before it finished',
        reason: 'the download was closed',
      }),
    ]);
  });

  it('cuts a download short with its error when a cell fails, logged as a failure', async () => {
    const failing = await exportWithLog(
      numbersExport((n) => {
        if (n === 2) throw new Error('no cell for 2');
        return n;
      }),
      readAll,
    );
    expect((failing.outcome as Error).message).toBe('no cell for 2');
    expect(failing.logged).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'report export failed while streaming',
        err: expect.objectContaining({ message: 'no cell for 2' }),
      }),
    ]);
    const notAnError = await exportWithLog(
      numbersExport(() => {
        throw 'no cell at all';
      }),
      readAll,
    );
    expect(notAnError.outcome).toEqual(new Error('no cell at all'));
  });
});
