import type { Executor } from '../../db/client';
import { clients, departments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { countDepartmentUses, countEngagementsOfClient, type NamedTable } from './catalog.queries';

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
