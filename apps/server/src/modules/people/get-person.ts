import type { AdminPerson } from '@timekeep/shared/schemas/people';
import type { Actor } from '../../core/actor';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorize } from './people.policy';
import { findPersonForAdmin } from './people.queries';
import { presentAdminPerson } from './present-person';

export const personNotFound = () => new AppError('not_found', 'Person not found.');

/** GET /api/admin/people/{id}: a person as the admin form edits them. */
export async function getPerson(executor: Executor, actor: Actor, personId: number): Promise<AdminPerson> {
  authorize(policyActorOf(actor), 'read');
  const row = await findPersonForAdmin(executor, personId);
  if (!row) throw personNotFound();
  return presentAdminPerson(row);
}
