import type { UtilizationInsightPeriod, UtilizationInsightQuery } from '@timekeep/shared/schemas/insights';
import type { Actor } from '../../core/actor';
import { runReportStatement } from '../../core/reporting/report-sql';
import type { Db } from '../../db/client';
import type { ReportSettings } from '../reports';
import { entryFiltersOf } from '../reports';
import { insightBasis } from './insight-basis';
import { utilizationPerPeriodStatement } from './insights.queries';

/** GET /api/insights/utilization: capacity, hours and utilization per period of the caller's counted timesheets. */
export async function getUtilizationInsight(
  db: Db,
  actor: Actor,
  query: UtilizationInsightQuery,
  settings: ReportSettings,
): Promise<UtilizationInsightPeriod[]> {
  const { policyActor, range } = insightBasis(actor, query, settings);
  const statement = utilizationPerPeriodStatement({
    ...entryFiltersOf(policyActor, range, query.timesheetStatus),
    departmentId: query.departmentId,
  });
  return runReportStatement(db, statement);
}
