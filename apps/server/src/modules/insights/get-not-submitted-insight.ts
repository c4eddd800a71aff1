import type { NotSubmittedInsightPeriod, PeopleInsightQuery } from '@timekeep/shared/schemas/insights';
import { notSubmittedStatusSchema } from '@timekeep/shared/schemas/reports';
import type { Actor } from '../../core/actor';
import { reportScopeOf } from '../../core/reporting/report-scope';
import { runReportStatement } from '../../core/reporting/report-sql';
import type { Db } from '../../db/client';
import type { ReportSettings } from '../reports';
import { insightBasis } from './insight-basis';
import { notSubmittedPerPeriodStatement } from './insights.queries';

/** GET /api/insights/not_submitted: per period, who was expected to submit and who has not (the report, counted). */
export async function getNotSubmittedInsight(
  db: Db,
  actor: Actor,
  query: PeopleInsightQuery,
  settings: ReportSettings,
): Promise<NotSubmittedInsightPeriod[]> {
  const { policyActor, range } = insightBasis(actor, query, settings);
  const statement = notSubmittedPerPeriodStatement({
    range,
    scope: reportScopeOf(policyActor),
    departmentId: query.departmentId,
    openStatuses: notSubmittedStatusSchema.options,
  });
  return runReportStatement(db, statement);
}
