import type { Actor } from '../../core/actor';
import { type PolicyActor, policyActorOf } from '../../core/team-scope/team-scope';
import type { Executor } from '../../db/client';
import { clients, departments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { requireAllowed } from '../../lib/policy-guards';
import { type CatalogAction, type CatalogRecord, can, catalogRefusal } from './catalog.policy';
import { countDepartmentUses, countEngagementsOfClient, type NamedTable } from './catalog.queries';

const ONLY_ADMINS = 'Only admins may manage clients, departments and additional projects.';

/** A kind of record that is only a unique name: a client or a department. */
export interface NamedKind {
  what: 'client' | 'department';
  table: NamedTable;
  uniqueConstraint: string;
  /** How many records name one (a record in use is not deleted). */
  countUses(executor: Executor, id: number): Promise<number>;
}

export const namedKinds = {
  client: {
    what: 'client',
    table: clients,
    uniqueConstraint: 'clients_name_unique',
    countUses: countEngagementsOfClient,
  },
  department: {
    what: 'department',
    table: departments,
    uniqueConstraint: 'departments_name_unique',
    countUses: countDepartmentUses,
  },
} as const satisfies Record<string, NamedKind>;

export const nameInUse = (kind: NamedKind, name: string) =>
  new AppError('conflict', `body.name: There is a ${kind.what} named ${name} already.`, 'body.name');

export const namedNotFound = (kind: NamedKind) =>
  new AppError('not_found', `${kind.what.charAt(0).toUpperCase()}${kind.what.slice(1)} not found.`);

/** The caller as the policy sees them, refused unless an admin. */
export function requireCatalogAdmin(actor: Actor): PolicyActor {
  const policyActor = policyActorOf(actor);
  if (!can(policyActor, 'read')) throw new AppError('forbidden', ONLY_ADMINS);
  return policyActor;
}

export function requireCatalogAllowed(actor: PolicyActor, action: CatalogAction, record: CatalogRecord) {
  requireAllowed(can(actor, action, record), catalogRefusal(action, record), ONLY_ADMINS);
}
