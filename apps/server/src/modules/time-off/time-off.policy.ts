import { timeOffChangeRefusal } from '@timekeep/shared/domain/time-off-request-rules';
import type { TimeOffReason, TimeOffStatus } from '@timekeep/shared/schemas/time-off';
import { authorizeWith, type Refusal } from '../../core/authorize';
import { type PolicyActor, scopeCovers } from '../../core/team-scope/team-scope';

export type TimeOffAction = 'view' | 'edit' | 'delete' | 'approve' | 'reject';

/** What the rules need to know of a time-off request. */
export interface TimeOffRecord {
  personId: number;
  ownerTeamLeadId: number | null;
  reason: TimeOffReason;
  status: TimeOffStatus;
  startDate: string;
}

/** The statuses an approver's answer may start from: the first answer, or an update of an earlier one. */
export const answerStatuses = {
  approve: ['pending', 'rejected', 'unapproved'],
  reject: ['pending', 'approved', 'unapproved'],
} as const satisfies Record<string, readonly TimeOffStatus[]>;

/**
 * Who may do what with a time-off request. The person who asked edits and deletes it until it starts, unless
 * it was rejected (an office closure is deleted, never edited). Their lead, a lead who may view as that lead,
 * and admins read it and answer it; nobody answers their own. A pending request may be answered any time; an
 * earlier answer may be changed until the request starts (after that the time was taken, or not).
 */
export function can(actor: PolicyActor, action: TimeOffAction, request: TimeOffRecord): boolean {
  const isOwner = request.personId === actor.id;
  const leadsOwner = !isOwner && scopeCovers(actor.scope, { teamLeadId: request.ownerTeamLeadId });
  switch (action) {
    case 'view':
      return isOwner || leadsOwner;
    case 'edit':
    case 'delete':
      return isOwner && timeOffChangeRefusal(request, action, actor.today) === null;
    case 'approve':
    case 'reject':
      return (
        leadsOwner &&
        (answerStatuses[action] as readonly TimeOffStatus[]).includes(request.status) &&
        (request.status === 'pending' || request.startDate >= actor.today)
      );
  }
}

const answeredStatus = { approve: 'approved', reject: 'rejected' } as const;

/**
 * Why the action is refused, or null when `can` allows it: someone else's request to change (403), or one
 * whose state allows no change (409 with the reason); an answer from outside the person's leads, or to one's
 * own request (403), or to a request whose status or start allows none (409).
 */
export function refusal(actor: PolicyActor, action: TimeOffAction, request: TimeOffRecord): Refusal | null {
  if (can(actor, action, request)) return null;
  switch (action) {
    case 'view':
      return { code: 'forbidden', message: 'You may not view this time-off request.' };
    case 'edit':
    case 'delete':
      if (request.personId !== actor.id) {
        return {
          code: 'forbidden',
          message: 'Only the person who requested time off may change or delete it.',
        };
      }
      return {
        code: 'invalid_state',
        message: timeOffChangeRefusal(request, action, actor.today) ?? 'This request cannot be changed.',
      };
    case 'approve':
    case 'reject':
      if (request.personId === actor.id || !can(actor, 'view', request)) {
        return {
          code: 'forbidden',
          message: 'Only a lead of this person, or an admin, may answer this request, and never their own.',
          field: 'pto_ids',
        };
      }
      return {
        code: 'invalid_state',
        message: `A request that is ${request.status} cannot be ${answeredStatus[action]}.`,
        field: 'pto_ids',
      };
  }
}

export const authorize = authorizeWith({ can, refusal });
