import { timeOffChangeRefusal } from '@timekeep/shared/domain/time-off-request-rules';
import type { TimeOffReason, TimeOffStatus } from '@timekeep/shared/schemas/time-off';
import { type PolicyActor, scopeCovers } from '../team-scope/team-scope';

export type TimeOffAction = 'view' | 'edit' | 'delete';

/** What the rules need to know of a time-off request. */
export interface TimeOffRecord {
  personId: number;
  ownerTeamLeadId: number | null;
  reason: TimeOffReason;
  status: TimeOffStatus;
  startDate: string;
}

/**
 * Who may do what with a time-off request. The person who asked edits and deletes it until it starts, unless
 * it was rejected (an office closure is deleted, never edited); their lead, a lead who may view as that lead,
 * and admins read it.
 */
export function can(actor: PolicyActor, action: TimeOffAction, request: TimeOffRecord): boolean {
  const isOwner = request.personId === actor.id;
  switch (action) {
    case 'view':
      return isOwner || scopeCovers(actor.scope, { teamLeadId: request.ownerTeamLeadId });
    case 'edit':
    case 'delete':
      return isOwner && timeOffChangeRefusal(request, action, actor.today) === null;
  }
}
