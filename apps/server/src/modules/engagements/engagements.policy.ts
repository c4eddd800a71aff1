import {
  deletionBreaksHistory,
  type LoggedSpan,
  type Span,
  spanLeavesOutLogged,
} from '@timekeep/shared/domain/logged-history';
import { roleFlags } from '@timekeep/shared/domain/roles';
import { authorizeWith, type Refusal } from '../../core/authorize';
import type { PolicyActor } from '../../core/team-scope/team-scope';

export type EngagementAction = 'read' | 'create' | 'edit' | 'delete';

/**
 * An engagement, one of its roles or an assignment, as the rules see it: what was logged to it, and for an
 * edit the dates it would have.
 */
export interface EngagementRecord {
  what: 'engagement' | 'role' | 'assignment';
  logged: LoggedSpan | null;
  timesheetRows: number;
  /** The dates an edit would give it. */
  span?: Span;
}

/** Why the action would break history (logged hours left outside, or deleted), or null. */
export function historyRefusal(action: EngagementAction, record: EngagementRecord): string | null {
  if (action === 'edit' && record.span) return spanLeavesOutLogged(record.what, record.span, record.logged);
  if (action === 'delete') return deletionBreaksHistory(record.what, record.logged, record.timesheetRows);
  return null;
}

const ONLY_ADMINS = 'Only admins may manage engagements.';

/**
 * Engagements, roles and assignments are the admins' to manage (403 otherwise), as long as history holds
 * (409 with why): logged hours stay inside their role's and assignment's dates, and nothing that holds them
 * is deleted.
 */
export function refusal(
  actor: PolicyActor,
  action: EngagementAction,
  record?: EngagementRecord,
): Refusal | null {
  if (!roleFlags(actor).admin) return { code: 'forbidden', message: ONLY_ADMINS };
  const reason = record === undefined ? null : historyRefusal(action, record);
  return reason === null ? null : { code: 'invalid_state', message: reason };
}

export function can(actor: PolicyActor, action: EngagementAction, record?: EngagementRecord): boolean {
  return refusal(actor, action, record) === null;
}

export const authorize = authorizeWith({ can, refusal });
