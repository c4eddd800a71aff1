import type { PeopleInsightQuery, TimeOffInsightRow } from '@timekeep/shared/schemas/insights';
import type { Actor } from '../../core/actor';
import { reportScopeOf } from '../../core/reporting/report-scope';
import { runReportStatement } from '../../core/reporting/report-sql';
import type { Db } from '../../db/client';
import type { ReportSettings } from '../reports';
import { insightBasis } from './insight-basis';
import { timeOffPerMonthStatement } from './insights.queries';

/** GET /api/insights/time_off: approved time off per month and leave type, of the people the caller reports on. */
export async function getTimeOffInsight(
  db: Db,
  actor: Actor,
  query: PeopleInsightQuery,
  settings: ReportSettings,
): Promise<TimeOffInsightRow[]> {
  const { policyActor, range } = insightBasis(actor, query, settings);
  const statement = timeOffPerMonthStatement({
    range,
    scope: reportScopeOf(policyActor),
    departmentId: query.departmentId,
  });
  return runReportStatement(db, statement);
}
