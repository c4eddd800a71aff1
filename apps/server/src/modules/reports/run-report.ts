import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/access';
import { policyActorOf } from '../team-scope/team-scope';
import type { ReportDefinition, ReportSettings } from './report-definition';
import { runReportStatement } from './reports.queries';

/** Rows of the answer presented and serialised together, as one chunk of the response. */
const ROWS_PER_CHUNK = 2000;

/** The JSON answer `{"<answerKey>":[...]}` of the statement's rows, in chunks of `rowsPerChunk` rows. */
export function* answerChunks<StatementRow, Row>(
  report: Pick<ReportDefinition<unknown, StatementRow, Row>, 'answerKey' | 'present'>,
  rows: readonly StatementRow[],
  rowsPerChunk = ROWS_PER_CHUNK,
): Generator<string> {
  yield `{"${report.answerKey}":[`;
  for (let start = 0; start < rows.length; start += rowsPerChunk) {
    const chunk = JSON.stringify(rows.slice(start, start + rowsPerChunk).map(report.present));
    yield start === 0 ? chunk.slice(1, -1) : `,${chunk.slice(1, -1)}`;
  }
  yield ']}';
}

/**
 * The chunks one per turn of the event loop: serialising a year's rows is seconds of work, and done in one go
 * it would hold up every other request of the process (and set off load shedding once it ends).
 */
export async function* oneChunkPerTurn(chunks: Iterable<string>): AsyncGenerator<string> {
  for (const chunk of chunks) {
    yield chunk;
    await nextTurn();
  }
}

/**
 * A report as JSON: its statement run once, and its rows presented and serialised a chunk at a time as the
 * response is sent, other requests served between chunks. The presented rows of one chunk are short-lived, and the answer is never one string (a
 * few years of a large company's entries pass the longest string V8 allows).
 */
export async function runReport<Query, StatementRow, Row>(
  db: Db,
  report: ReportDefinition<Query, StatementRow, Row>,
  actor: Actor,
  query: Query,
  settings: ReportSettings,
): Promise<Readable> {
  const statement = await report.statementFor(db, policyActorOf(actor, settings.today), query, settings);
  const rows = await runReportStatement<StatementRow>(db, statement);
  return Readable.from(oneChunkPerTurn(answerChunks(report, rows)), { objectMode: false });
}
