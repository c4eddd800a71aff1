import { roleFlags } from '@timekeep/shared/domain/roles';
import type { StandInState } from '@timekeep/shared/domain/stand-in-rules';
import { authorizeWith, type Refusal } from '../../core/authorize';
import type { PolicyActor } from '../../core/team-scope/team-scope';

export type StandInAction = 'name' | 'end' | 'editSettings';

/** A lead a stand-in is named for (whether they lead a team), or a range to end (whose, and where it is). */
export type StandInRecord =
  | { kind: 'lead'; leadId: number; leadsTeam: boolean }
  | { kind: 'range'; leadId: number; state: StandInState }
  | undefined;

/**
 * A lead names a stand-in for themselves, an admin for any lead; only someone who leads a team has one to
 * hand over. The lead or an admin ends a range that is not over yet. Only admins choose who may stand in.
 */
export function refusal(actor: PolicyActor, action: StandInAction, record: StandInRecord): Refusal | null {
  const admin = roleFlags(actor).admin;
  switch (action) {
    case 'editSettings':
      return admin ? null : { code: 'forbidden', message: 'Only admins choose who may stand in for a lead.' };
    case 'name':
    case 'end':
      if (!record || (!admin && record.leadId !== actor.id)) {
        return {
          code: 'forbidden',
          message: 'A lead names and ends their own stand-ins; an admin may for any lead.',
        };
      }
      if (record.kind === 'lead' && !record.leadsTeam) {
        return {
          code: 'rule_violation',
          message: 'Only someone who leads a team can have a stand-in.',
          field: 'leadId',
        };
      }
      if (record.kind === 'range' && record.state === 'ended') {
        return { code: 'invalid_state', message: 'This stand-in is already over.' };
      }
      return null;
  }
}

export function can(actor: PolicyActor, action: StandInAction, record: StandInRecord): boolean {
  return refusal(actor, action, record) === null;
}

export const authorize = authorizeWith({ can, refusal });
