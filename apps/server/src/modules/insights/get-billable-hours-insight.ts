import type { BillableHoursInsightClient, EngagementInsightQuery } from '@timekeep/shared/schemas/insights';
import type { Actor } from '../../core/actor';
import { runReportStatement } from '../../core/reporting/report-sql';
import type { Db } from '../../db/client';
import type { ReportSettings } from '../reports';
import { entryFiltersOf } from '../reports';
import { insightBasis } from './insight-basis';
import { billableHoursPerClientStatement } from './insights.queries';

/** GET /api/insights/billable_hours: each client's billable and non-billable hours, the accounting report summed. */
export async function getBillableHoursInsight(
  db: Db,
  actor: Actor,
  query: EngagementInsightQuery,
  settings: ReportSettings,
): Promise<BillableHoursInsightClient[]> {
  const { policyActor, range } = insightBasis(actor, query, settings);
  const statement = billableHoursPerClientStatement({
    ...entryFiltersOf(policyActor, range, query.timesheetStatus),
    clientId: query.clientId,
    departmentId: query.departmentId,
  });
  return runReportStatement(db, statement);
}
