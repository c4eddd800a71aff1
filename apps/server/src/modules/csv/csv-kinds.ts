import {
  CSV_MAX_COLUMNS,
  CSV_PROBLEMS_LISTED,
  type CsvKind,
  type CsvPreview,
  csvColumns,
  csvOptionalColumns,
  csvRowSchemas,
} from '@timekeep/shared/schemas/csv';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assignmentsCsv } from './assignments-csv';
import { balancesCsv } from './balances-csv';
import { clientsCsv } from './clients-csv';
import { headerColumnsUpTo, parseCsv } from './csv-format';
import {
  byLine,
  type CsvKindHandler,
  type ImportContext,
  type PlannedImport,
  problemAt,
  type TypedLine,
} from './csv-kind';
import { engagementsCsv } from './engagements-csv';
import { holidaysCsv } from './holidays-csv';
import { officeHolidaysCsv, officeMovesCsv, officesCsv } from './offices-csv';
import { peopleCsv } from './people-csv';

export const csvKinds: { [K in CsvKind]: CsvKindHandler<K> } = {
  people: peopleCsv,
  clients: clientsCsv,
  engagements: engagementsCsv,
  assignments: assignmentsCsv,
  holidays: holidaysCsv,
  balances: balancesCsv,
  offices: officesCsv,
  office_holidays: officeHolidaysCsv,
  office_moves: officeMovesCsv,
};

/**
 * A cell's problem as the preview's Reason column says it, beside the column's name: the schema's predicate
 * made a sentence ('must be an email address' reads 'Must be an email address.', 'is not a date (YYYY-MM-DD)'
 * reads 'Not a date (YYYY-MM-DD).').
 */
export function cellReason(predicate: string): string {
  const text = predicate.replace(/^is /, '').trim();
  const sentence = `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * Reads a file of a kind and plans its import: every line checked by the kind's row schema, then against
 * the database (a fixed number of statements whatever its length). Bad lines are problems, never skipped; the
 * preview lists the first `CSV_PROBLEMS_LISTED` and counts them all. A header wider than any kind's is refused
 * before the file is read.
 */
export async function planCsvImport(
  executor: Executor,
  kind: CsvKind,
  text: string,
  context: ImportContext,
): Promise<{ preview: CsvPreview; planned: PlannedImport }> {
  const handler = csvKinds[kind] as CsvKindHandler<CsvKind>;
  if (headerColumnsUpTo(text, CSV_MAX_COLUMNS) > CSV_MAX_COLUMNS) {
    throw new AppError(
      'validation_failed',
      `The header has more than ${CSV_MAX_COLUMNS} columns; a ${kind} file has ${csvColumns[kind].length}.`,
      'body.csv',
    );
  }
  const { records, total, problems } = parseCsv(text, csvColumns[kind], csvOptionalColumns[kind]);
  const schema = csvRowSchemas[kind];
  const lines: TypedLine<CsvKind>[] = [];
  for (const record of records) {
    const parsed = schema.safeParse(record.cells);
    if (parsed.success) {
      lines.push({ line: record.line, row: parsed.data });
    } else {
      problems.push(
        ...parsed.error.issues.map((issue) =>
          problemAt(
            record.line,
            issue.path[0] === undefined ? null : String(issue.path[0]),
            cellReason(issue.message),
          ),
        ),
      );
    }
  }
  const planned = await handler.plan(executor, lines, context);
  const allProblems = byLine([...problems, ...planned.problems]);
  return {
    planned: { ...planned, problems: allProblems },
    preview: {
      kind,
      records: total,
      creates: planned.changes.filter((change) => change.action === 'create').length,
      updates: planned.changes.filter((change) => change.action === 'update').length,
      unchanged: planned.unchanged,
      changes: planned.changes,
      problems: allProblems.slice(0, CSV_PROBLEMS_LISTED),
      problemCount: allProblems.length,
    },
  };
}
