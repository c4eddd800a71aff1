import { fullName } from '@timekeep/shared/domain/person-names';
import type { ResourceOption } from '@timekeep/shared/schemas/engagements';
import type { Actor } from '../../core/actor';
import { reportScopeOf } from '../../core/reporting/report-scope';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { listResourcesInScope } from './engagements.queries';

/**
 * GET /api/resources/all_resources: who works on which engagement, the Employee filter's options. Scoped
 * like the reports' rows, so a filter never offers someone whose rows the caller may not read.
 */
export async function listResourceOptions(db: Db, actor: Actor): Promise<ResourceOption[]> {
  const rows = await listResourcesInScope(db, reportScopeOf(policyActorOf(actor)));
  return rows.map((row) => ({
    engagementId: row.engagementId,
    spudUserId: row.personId,
    name: fullName(row),
  }));
}
