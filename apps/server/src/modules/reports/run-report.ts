import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/access';
import { policyActorOf } from '../team-scope/team-scope';
import type { ReportDefinition, ReportSettings } from './report-definition';
import { runReportStatement } from './reports.queries';

/** A report as JSON: its statement run once, every row presented. */
export async function runReport<Query, StatementRow, Row>(
  db: Db,
  report: ReportDefinition<Query, StatementRow, Row>,
  actor: Actor,
  query: Query,
  settings: ReportSettings,
): Promise<Row[]> {
  const statement = await report.statementFor(db, policyActorOf(actor, settings.today), query, settings);
  const rows = await runReportStatement<StatementRow>(db, statement);
  return rows.map((row) => report.present(row));
}
