import {
  deletionBreaksHistory,
  type LoggedSpan,
  type Span,
  spanLeavesOutLogged,
} from '@timekeep/shared/domain/logged-history';
import { roleFlags } from '@timekeep/shared/domain/roles';
import { authorizeWith, type Refusal } from '../../core/authorize';
import type { PolicyActor } from '../../core/team-scope/team-scope';

export type CatalogAction = 'read' | 'create' | 'edit' | 'delete';

/** A client or department (with how many records name it), or an assignment to an additional project. */
export type CatalogRecord =
  | { kind: 'named'; what: 'client' | 'department'; name: string; uses: number }
  | { kind: 'assignment'; logged: LoggedSpan | null; timesheetRows: number; span?: Span };

/** Why the action would break history or leave records pointing at nothing, or null. */
export function catalogRefusal(action: CatalogAction, record: CatalogRecord): string | null {
  if (record.kind === 'named') {
    return action === 'delete' && record.uses > 0
      ? `The ${record.what} ${record.name} is named by ${record.uses} record(s), so it cannot be deleted; rename it instead.`
      : null;
  }
  if (action === 'edit' && record.span) return spanLeavesOutLogged('assignment', record.span, record.logged);
  if (action === 'delete') return deletionBreaksHistory('assignment', record.logged, record.timesheetRows);
  return null;
}

const ONLY_ADMINS = 'Only admins may manage clients, departments and additional projects.';

/**
 * Clients, departments and additional projects are the admins' to manage (403 otherwise): nothing still
 * named elsewhere is deleted, and an assignment's dates keep covering what was logged to it (409 with why).
 */
export function refusal(actor: PolicyActor, action: CatalogAction, record?: CatalogRecord): Refusal | null {
  if (!roleFlags(actor).admin) return { code: 'forbidden', message: ONLY_ADMINS };
  const reason = record === undefined ? null : catalogRefusal(action, record);
  return reason === null ? null : { code: 'invalid_state', message: reason };
}

export function can(actor: PolicyActor, action: CatalogAction, record?: CatalogRecord): boolean {
  return refusal(actor, action, record) === null;
}

export const authorize = authorizeWith({ can, refusal });
