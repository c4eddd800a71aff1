import type { PolicyActor } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import type { JsonShape, ReportStatement, StatementFields } from './reports.queries';

/** What a run depends on besides its query: the longest range allowed (REPORT_MAX_DAYS) and today's date. */
export interface ReportSettings {
  maxDays: number;
  today: string;
}

/**
 * A spreadsheet column: its header, how wide, and which value of a statement's row it shows. Hours are
 * numbers that the sheet's total row adds up.
 */
export interface ReportColumn<StatementRow> {
  header: string;
  kind: 'text' | 'number' | 'hours' | 'date';
  width: number;
  value: (row: StatementRow) => string | number | null;
}

/** The JSON body around the rows (spec section 7): `{ timesheetEntries: [...] }` or `{ results: [...] }`. */
export type ReportAnswerKey = 'timesheetEntries' | 'results';

/**
 * One report: how a query becomes a statement (checking dates and the caller's rights first), the shape of
 * a row of the JSON answer, which the database builds from the statement's fields, and the spreadsheet's
 * columns, which read the statement's fields as they come. The JSON answer and the export run the same
 * statement, each with its own select list.
 */
export interface ReportDefinition<Query, StatementRow, Row> {
  /** The export is named `{fileTitle}-Report-{YYYY-MM-DD}.xlsx`. */
  fileTitle: string;
  answerKey: ReportAnswerKey;
  columns: readonly ReportColumn<StatementRow>[];
  /** Throws `AppError` (400 for dates, 403 for a filter out of scope) before anything runs. */
  statementFor(
    db: Db,
    actor: PolicyActor,
    query: Query,
    settings: ReportSettings,
  ): Promise<ReportStatement<StatementRow>>;
  answerRow(fields: StatementFields<StatementRow>): JsonShape<NoInfer<Row>>;
}
