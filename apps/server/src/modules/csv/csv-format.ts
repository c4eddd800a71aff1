import {
  CSV_MAX_COLUMNS,
  CSV_MAX_RECORD_LENGTH,
  CSV_MAX_RECORDS,
  type CsvProblem,
} from '@timekeep/shared/schemas/csv';
import { CsvError, type Options, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { neutralisedText } from '../../core/export-text';

/** One record of a file: the line it starts on (the header is line 1) and its cells by column name. */
export interface CsvRecord {
  line: number;
  cells: Record<string, string>;
}

/** The quote the export puts before text a spreadsheet would take for a formula, taken off again on import. */
const NEUTRALISED = /^'(?=[=+\-@\t\r])/;

/**
 * How many columns the header has, as csv-parse reads it (the first line that is not blank, commas inside
 * quotes not counted), counting no further than `max + 1`: a header of a million columns costs nothing to refuse.
 */
export function headerColumnsUpTo(text: string, max: number): number {
  let position = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (text[position] === '\n' || text[position] === '\r') position += 1;
  let columns = 1;
  let quoted = false;
  for (; position < text.length && columns <= max; position += 1) {
    const character = text[position];
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && character === ',') columns += 1;
  }
  return columns;
}

/** A record as kept while reading: the line it starts on, and its cells unless it has more than any header. */
interface ReadRecord {
  line: number;
  cells: string[];
  cellCount: number;
}

/**
 * Reads a file with csv-parse (quotes, embedded commas and line breaks, a byte-order mark): the header names
 * the columns (trimmed, any case, any order; every one of `columns` is needed but the `optional` ones, which
 * read as blank when left out, and no other is allowed), and
 * each record must have as many cells. Blank lines are skipped. Problems name the line. The header must have
 * at most `CSV_MAX_COLUMNS` columns (see `headerColumnsUpTo`); what reading keeps is bounded too: a record of
 * at most `CSV_MAX_RECORD_LENGTH` characters, no cells of a line wider than `CSV_MAX_COLUMNS`, and past the
 * records a file may hold, only their count.
 */
export function parseCsv(
  text: string,
  columns: readonly string[],
  optional: readonly string[] = [],
): { records: CsvRecord[]; total: number; problems: CsvProblem[] } {
  let rows: ReadRecord[];
  let read = 0;
  try {
    const options: Options<ReadRecord, string[]> = {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: CSV_MAX_RECORD_LENGTH,
      on_record: (record, info) => {
        read += 1;
        if (read > CSV_MAX_RECORDS + 1) return null;
        const breaks = record.reduce((count, cell) => count + cell.split('\n').length - 1, 0);
        return {
          line: info.lines - breaks,
          cells: record.length > CSV_MAX_COLUMNS ? [] : record,
          cellCount: record.length,
        };
      },
    };
    // csv-parse counts a CRLF inside quotes as two lines; with LF only, line numbers are what an editor shows.
    // (Its typed overload wants `columns`; the records here are what on_record makes of each.)
    rows = parse(text.replace(/\r\n/g, '\n'), options as unknown as Options) as unknown as ReadRecord[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 1;
      const reason =
        error.code === 'CSV_MAX_RECORD_SIZE'
          ? `line ${line} is longer than ${CSV_MAX_RECORD_LENGTH} characters.`
          : error.message;
      return {
        records: [],
        total: 0,
        problems: [{ line, column: null, message: `Not readable as CSV: ${reason}` }],
      };
    }
    throw error;
  }
  const [header] = rows;
  if (!header) {
    return {
      records: [],
      total: 0,
      problems: [{ line: 1, column: null, message: 'The file has no header row.' }],
    };
  }
  const total = read - 1;
  const names = header.cells.map((name) => name.trim().toLowerCase());
  const problems: CsvProblem[] = [
    ...columns
      .filter((column) => !names.includes(column) && !optional.includes(column))
      .map((column) => ({ line: 1, column, message: `The header has no column ${column}.` })),
    ...names
      .filter((name, index) => !columns.includes(name) || names.indexOf(name) !== index)
      .map((name) => ({
        line: 1,
        column: name,
        message: `The header's column ${name || '(blank)'} is unknown or repeated.`,
      })),
  ];
  if (problems.length > 0) return { records: [], total, problems };
  if (total > CSV_MAX_RECORDS) {
    return {
      records: [],
      total,
      problems: [
        {
          line: 1,
          column: null,
          message: `The file has ${total} records; at most ${CSV_MAX_RECORDS} are taken at once.`,
        },
      ],
    };
  }
  const left = Object.fromEntries(
    optional.filter((column) => !names.includes(column)).map((column) => [column, '']),
  );
  const records: CsvRecord[] = [];
  for (const { line, cells, cellCount } of rows.slice(1)) {
    if (cellCount !== names.length) {
      problems.push({
        line,
        column: null,
        message: `The line has ${cellCount} cells; the header has ${names.length}.`,
      });
      continue;
    }
    records.push({
      line,
      cells: {
        ...left,
        ...Object.fromEntries(names.map((name, index) => [name, cells[index]!.replace(NEUTRALISED, '')])),
      },
    });
  }
  return { records, total, problems };
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
