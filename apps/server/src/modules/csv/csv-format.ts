import { CSV_MAX_RECORDS, type CsvProblem } from '@timekeep/shared/schemas/csv';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { neutralisedText } from '../reports/export-report';

/** One record of a file: the line it starts on (the header is line 1) and its cells by column name. */
export interface CsvRecord {
  line: number;
  cells: Record<string, string>;
}

/** The quote the export puts before text a spreadsheet would take for a formula, taken off again on import. */
const NEUTRALISED = /^'(?=[=+\-@\t\r])/;

/**
 * Reads a file with csv-parse (quotes, embedded commas and line breaks, a byte-order mark): the header names
 * the columns (trimmed, any case, any order; every one of `columns` is needed, no other is allowed), and
 * each record must have as many cells. Blank lines are skipped. Problems name the line.
 */
export function parseCsv(
  text: string,
  columns: readonly string[],
): { records: CsvRecord[]; total: number; problems: CsvProblem[] } {
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    // csv-parse counts a CRLF inside quotes as two lines; with LF only, line numbers are what an editor shows.
    rows = parse(text.replace(/\r\n/g, '\n'), {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof rows;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 1;
      return {
        records: [],
        total: 0,
        problems: [{ line, column: null, message: `Not readable as CSV: ${error.message}` }],
      };
    }
    throw error;
  }
  const [header, ...body] = rows;
  if (!header) {
    return {
      records: [],
      total: 0,
      problems: [{ line: 1, column: null, message: 'The file has no header row.' }],
    };
  }
  const names = header.record.map((name) => name.trim().toLowerCase());
  const problems: CsvProblem[] = [
    ...columns
      .filter((column) => !names.includes(column))
      .map((column) => ({ line: 1, column, message: `The header has no column ${column}.` })),
    ...names
      .filter((name, index) => !columns.includes(name) || names.indexOf(name) !== index)
      .map((name) => ({
        line: 1,
        column: name,
        message: `The header's column ${name || '(blank)'} is unknown or repeated.`,
      })),
  ];
  if (problems.length > 0) return { records: [], total: body.length, problems };
  if (body.length > CSV_MAX_RECORDS) {
    return {
      records: [],
      total: body.length,
      problems: [
        {
          line: 1,
          column: null,
          message: `The file has ${body.length} records; at most ${CSV_MAX_RECORDS} are taken at once.`,
        },
      ],
    };
  }
  const records: CsvRecord[] = [];
  for (const { record, info } of body) {
    const line = info.lines - record.reduce((breaks, cell) => breaks + cell.split('\n').length - 1, 0);
    if (record.length !== names.length) {
      problems.push({
        line,
        column: null,
        message: `The line has ${record.length} cells; the header has ${names.length}.`,
      });
      continue;
    }
    const cells = Object.fromEntries(
      names.map((name, index) => [name, record[index]!.replace(NEUTRALISED, '')]),
    );
    records.push({ line, cells });
  }
  return { records, total: body.length, problems };
}

export type CsvCell = string | number | boolean | null;

/**
 * A file with a header row and one line per row, cells in `columns` order: text that a spreadsheet would run
 * as a formula gets a leading quote (as in the .xlsx exports), which the import takes off again.
 */
export function stringifyCsv(columns: readonly string[], rows: readonly Record<string, CsvCell>[]): string {
  return stringify(
    rows.map((row) =>
      columns.map((column) => {
        const value = row[column] ?? null;
        if (value === null) return '';
        return typeof value === 'string' ? neutralisedText(value) : String(value);
      }),
    ),
    { header: true, columns: [...columns], record_delimiter: '\n' },
  );
}
