import { fullName } from '@timekeep/shared/domain/person-names';
import type { UtilizationInsightQuery, UtilizationTargetInsight } from '@timekeep/shared/schemas/insights';
import type { Actor } from '../../core/actor';
import { runReportStatement } from '../../core/reporting/report-sql';
import type { Db } from '../../db/client';
import type { ReportSettings } from '../reports';
import { entryFiltersOf } from '../reports';
import { insightBasis } from './insight-basis';
import { type UtilizationTargetRow, utilizationTargetsPerPeriodStatement } from './insights.queries';

const nameOf = (row: UtilizationTargetRow) =>
  row.firstName === null || row.lastName === null
    ? null
    : fullName({ firstName: row.firstName, lastName: row.lastName });

/**
 * GET /api/insights/utilization_targets: each person's and each team's utilization against target per period
 * of the caller's counted timesheets (filters and scope as the utilization chart's): one statement.
 */
export async function getUtilizationTargetInsight(
  db: Db,
  actor: Actor,
  query: UtilizationInsightQuery,
  settings: ReportSettings,
): Promise<UtilizationTargetInsight> {
  const { policyActor, range } = insightBasis(actor, query, settings);
  const rows = await runReportStatement<UtilizationTargetRow>(
    db,
    utilizationTargetsPerPeriodStatement({
      ...entryFiltersOf(policyActor, range, query.timesheetStatus),
      departmentId: query.departmentId,
    }),
  );
  const figures = (row: UtilizationTargetRow) => ({
    startDate: row.startDate,
    endDate: row.endDate,
    capacity: row.capacity,
    hoursBillable: row.hoursBillable,
    utilization: row.utilization,
    utilizationTarget: row.utilizationTarget,
  });
  return {
    people: rows
      .filter((row) => row.kind === 'person')
      .map((row) => ({ personId: row.id!, name: nameOf(row) ?? '', ...figures(row) })),
    teams: rows
      .filter((row) => row.kind === 'team')
      .map((row) => ({ teamLeadId: row.id, teamLeadName: nameOf(row), ...figures(row) })),
  };
}
