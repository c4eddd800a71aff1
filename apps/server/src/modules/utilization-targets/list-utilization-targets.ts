import type { UtilizationTargets } from '@timekeep/shared/schemas/utilization-targets';
import type { Actor } from '../../core/actor';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { authorize } from './utilization-targets.policy';
import { listDepartmentTargets, listJobTitleTargets } from './utilization-targets.queries';

/** GET /api/admin/utilization_targets: the defaults by department and by job title, with every one to offer. */
export async function listUtilizationTargets(db: Db, actor: Actor): Promise<UtilizationTargets> {
  authorize(policyActorOf(actor), 'administer');
  const [departments, jobTitles] = await Promise.all([listDepartmentTargets(db), listJobTitleTargets(db)]);
  return { departments, jobTitles };
}
