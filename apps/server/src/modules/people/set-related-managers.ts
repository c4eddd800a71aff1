import type { AdminPerson } from '@timekeep/shared/schemas/people';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { lockRowById } from '../../db/rows';
import { people } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { getPerson, personNotFound } from './get-person';
import { authorize } from './people.policy';
import { findExistingPersonIds, listRelatedManagerIds, replaceRelatedManagers } from './people.queries';

/**
 * PUT /api/admin/people/{id}/related_managers: the leads this person may view as (and act for), replacing
 * the list. One direction only: it gives those leads nothing of this person's. Never the person themselves.
 */
export async function setRelatedManagers(
  db: Db,
  actor: Actor,
  personId: number,
  relatedManagerIds: readonly number[],
): Promise<AdminPerson> {
  const policyActor = policyActorOf(actor);
  await db.transaction(async (tx) => {
    const stored = await lockRowById(tx, people, personId);
    if (!stored) throw personNotFound();
    authorize(policyActor, 'setRelatedManagers', stored);
    if (relatedManagerIds.includes(personId)) {
      throw new AppError(
        'rule_violation',
        'body.relatedManagerIds: A person cannot view as themselves.',
        'body.relatedManagerIds',
      );
    }
    const existing = await findExistingPersonIds(tx, relatedManagerIds);
    const unknown = relatedManagerIds.find((id) => !existing.has(id));
    if (unknown !== undefined) {
      throw new AppError(
        'validation_failed',
        `body.relatedManagerIds: No person ${unknown}.`,
        'body.relatedManagerIds',
      );
    }
    const before = await listRelatedManagerIds(tx, personId);
    const after = [...relatedManagerIds].sort((a, b) => a - b);
    if (before.join() === after.join()) return;
    await replaceRelatedManagers(tx, personId, after);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'related_managers_set',
      entityType: 'person',
      entityId: personId,
      before: { relatedManagerIds: before },
      after: { relatedManagerIds: after },
    });
  });
  return getPerson(db, actor, personId);
}
