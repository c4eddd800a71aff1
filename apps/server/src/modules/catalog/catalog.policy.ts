import {
  deletionBreaksHistory,
  type LoggedSpan,
  type Span,
  spanLeavesOutLogged,
} from '@timekeep/shared/domain/logged-history';
import { roleFlags } from '@timekeep/shared/domain/roles';
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

/**
 * Clients, departments and additional projects are the admins' to manage: nothing still named elsewhere is
 * deleted, and an assignment's dates keep covering what was logged to it.
 */
export function can(actor: PolicyActor, action: CatalogAction, record?: CatalogRecord): boolean {
  if (!roleFlags(actor).admin) return false;
  return record === undefined || catalogRefusal(action, record) === null;
}
