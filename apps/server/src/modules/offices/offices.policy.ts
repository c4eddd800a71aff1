import { roleFlags } from '@timekeep/shared/domain/roles';
import { authorizeWith, type Refusal } from '../../core/authorize';
import type { PolicyActor } from '../../core/team-scope/team-scope';

export type OfficeAction = 'administer' | 'delete';

/** An office to delete: whether anyone ever belonged to it. */
export type OfficeRecord = { kind: 'office'; hasMoves: boolean } | undefined;

/** Offices, their holidays, people's moves and blackout days are the admins'; an office someone belonged to stays. */
export function refusal(actor: PolicyActor, action: OfficeAction, record: OfficeRecord): Refusal | null {
  if (!roleFlags(actor).admin) {
    return { code: 'forbidden', message: 'Only admins manage offices, their holidays and blackout days.' };
  }
  if (action === 'delete' && record?.hasMoves) {
    return {
      code: 'invalid_state',
      message:
        'People belong (or belonged) to this office, so its history needs it: move them, then keep or rename it.',
    };
  }
  return null;
}

export function can(actor: PolicyActor, action: OfficeAction, record: OfficeRecord): boolean {
  return refusal(actor, action, record) === null;
}

export const authorize = authorizeWith({ can, refusal });
