import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../core/actor';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Database } from '../../db/client';
import type { ReportDefinition, ReportSettings } from './report-definition';
import { type JsonRow, jsonRowsOf } from './reports.queries';

/** Rows written together, as one chunk of the answer. */
const ROWS_PER_CHUNK = 2000;

class AnswerAbandoned extends Error {}

/**
 * A report as JSON, `{"<answerKey>":[...]}`: its statement run once, each row the text of a JSON object the
 * database built (`jsonRowsOf`), written a chunk at a time as the database sends them, so no row outlives its
 * chunk (the answer is never one string either: a few years of a large company's entries pass the longest
 * string V8 allows). Resolves once the first chunk is written or the statement has ended, so a statement that
 * fails before its first rows (a timeout, a lost connection) is an ordinary error answer; a failure after
 * that can only cut the answer short (logged). The database is not held back for a slow client: what it has
 * not read yet waits in memory, at most the answer's size, which REPORT_MAX_DAYS bounds.
 */
export async function runReport<Query, StatementRow, Row>(
  database: Pick<Database, 'db' | 'streamRows'>,
  report: ReportDefinition<Query, StatementRow, Row>,
  actor: Actor,
  query: Query,
  settings: ReportSettings,
  log: FastifyBaseLogger,
  rowsPerChunk = ROWS_PER_CHUNK,
): Promise<PassThrough> {
  const statement = jsonRowsOf(
    await report.statementFor(database.db, policyActorOf(actor, settings.today), query, settings),
    report.answerRow,
  );
  const output = new PassThrough();
  let answering = false;
  let wroteRows = false;
  let begun = () => {};
  const answerBegun = new Promise<void>((resolve) => {
    begun = resolve;
  });
  const beginAnswer = () => {
    if (answering) return;
    answering = true;
    output.write(`{"${report.answerKey}":[`);
    begun();
  };
  const streamed = database
    .streamRows<JsonRow>(statement, rowsPerChunk, (rows) => {
      if (output.destroyed) throw new AnswerAbandoned('the client closed the answer');
      beginAnswer();
      const text = rows.map((row) => row.json).join(',');
      output.write(wroteRows ? `,${text}` : text);
      wroteRows = true;
    })
    .then(() => {
      beginAnswer();
      output.end(']}');
    });
  streamed.catch((error: unknown) => {
    // Before the answer began, the failure is the route's to answer (through the race below).
    if (!answering) return;
    if (error instanceof AnswerAbandoned) {
      log.info({ reason: error.message }, 'report answer given up before it finished');
    } else {
      log.error({ err: error }, 'report failed while streaming');
    }
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  await Promise.race([answerBegun, streamed]);
  return output;
}
