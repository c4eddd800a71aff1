import { authorizeWith, type Refusal } from '../../core/authorize';
import type { PolicyActor } from '../../core/team-scope/team-scope';

export type CodeAlertAction = 'dismiss';

/** A new time code shown to one person until they have seen it. */
export interface CodeAlertRecord {
  spudUserId: number;
}

/** Only the person a time code was assigned to may mark its alert as seen. */
export function can(actor: PolicyActor, _action: CodeAlertAction, alert: CodeAlertRecord): boolean {
  return alert.spudUserId === actor.id;
}

export function refusal(actor: PolicyActor, action: CodeAlertAction, alert: CodeAlertRecord): Refusal | null {
  return can(actor, action, alert)
    ? null
    : { code: 'forbidden', message: 'Only the person a time code was assigned to may dismiss its alert.' };
}

export const authorize = authorizeWith({ can, refusal });
