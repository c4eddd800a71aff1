import type { DepartmentTarget } from '@timekeep/shared/schemas/utilization-targets';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorize } from './utilization-targets.policy';
import {
  listDepartmentTargets,
  lockDepartmentTarget,
  writeTargetDefault,
} from './utilization-targets.queries';

/**
 * PUT /api/admin/utilization_targets/departments/{departmentId}: the department's default target, or none
 * (null), audited with the target before and after; the department is locked while it changes.
 */
export async function setDepartmentTarget(
  db: Db,
  actor: Actor,
  departmentId: number,
  target: number | null,
): Promise<DepartmentTarget> {
  authorize(policyActorOf(actor), 'administer');
  return db.transaction(async (tx) => {
    const before = await lockDepartmentTarget(tx, departmentId);
    if (!before) throw new AppError('not_found', 'Department not found.');
    await writeTargetDefault(tx, { departmentId }, target);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'utilization_target_default_changed',
      entityType: 'utilization_target_default',
      entityId: `department:${departmentId}`,
      before: { department: before.name, target: before.target },
      after: { department: before.name, target },
    });
    const [department] = await listDepartmentTargets(tx, departmentId);
    return department!;
  });
}
