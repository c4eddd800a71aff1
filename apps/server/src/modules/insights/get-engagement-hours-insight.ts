import {
  ENGAGEMENT_INSIGHT_SERIES,
  type EngagementHoursInsightRow,
  type EngagementInsightQuery,
} from '@timekeep/shared/schemas/insights';
import type { Actor } from '../../core/actor';
import { runReportStatement } from '../../core/reporting/report-sql';
import type { Db } from '../../db/client';
import type { ReportSettings } from '../reports';
import { entryFiltersOf } from '../reports';
import { insightBasis } from './insight-basis';
import { engagementHoursPerMonthStatement } from './insights.queries';

/** GET /api/insights/engagement_hours: the project time report summed per month and engagement. */
export async function getEngagementHoursInsight(
  db: Db,
  actor: Actor,
  query: EngagementInsightQuery,
  settings: ReportSettings,
): Promise<EngagementHoursInsightRow[]> {
  const { policyActor, range } = insightBasis(actor, query, settings);
  const statement = engagementHoursPerMonthStatement(
    {
      ...entryFiltersOf(policyActor, range, query.timesheetStatus),
      clientId: query.clientId,
      departmentId: query.departmentId,
    },
    ENGAGEMENT_INSIGHT_SERIES,
  );
  return runReportStatement(db, statement);
}
