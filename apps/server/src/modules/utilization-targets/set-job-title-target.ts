import type { JobTitleTarget, JobTitleTargetInput } from '@timekeep/shared/schemas/utilization-targets';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { authorize } from './utilization-targets.policy';
import { listJobTitleTargets, lockJobTitleTarget, writeTargetDefault } from './utilization-targets.queries';

/**
 * PUT /api/admin/utilization_targets/job_titles: a job title's default target, or none (null), audited with
 * the target before and after. The title matches people's titles exactly (after trimming); a title nobody has
 * yet may have one, for the people who will.
 */
export async function setJobTitleTarget(
  db: Db,
  actor: Actor,
  input: JobTitleTargetInput,
): Promise<JobTitleTarget> {
  authorize(policyActorOf(actor), 'administer');
  const { jobTitle, target } = input;
  return db.transaction(async (tx) => {
    const before = await lockJobTitleTarget(tx, jobTitle);
    await writeTargetDefault(tx, { jobTitle }, target);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'utilization_target_default_changed',
      entityType: 'utilization_target_default',
      entityId: `job_title:${jobTitle}`,
      before: { jobTitle, target: before },
      after: { jobTitle, target },
    });
    const [listed] = await listJobTitleTargets(tx, jobTitle);
    return listed ?? { jobTitle, target, peopleCount: 0 };
  });
}
