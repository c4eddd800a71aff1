import { roleFlags } from '@timekeep/shared/domain/roles';
import type { CsvKind } from '@timekeep/shared/schemas/csv';
import { authorizeWith, type Refusal } from '../../core/authorize';
import type { PolicyActor } from '../../core/team-scope/team-scope';

export type CsvAction = 'export' | 'preview' | 'import';

/**
 * The company's data as CSV files is the admins' to export and import, every kind alike; what an import may
 * change is decided line by line by the same rules as the admin screens (a line that would break history is
 * a bad line).
 */
export function can(actor: PolicyActor, _action: CsvAction, _file: { kind: CsvKind }): boolean {
  return roleFlags(actor).admin;
}

export function refusal(actor: PolicyActor, action: CsvAction, file: { kind: CsvKind }): Refusal | null {
  return can(actor, action, file)
    ? null
    : { code: 'forbidden', message: 'Only admins may export and import data.' };
}

export const authorize = authorizeWith({ can, refusal });
