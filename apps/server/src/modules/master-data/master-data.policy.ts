import type { Actor } from '../../plugins/access';

/** Only the person a new time code was assigned to may mark its alert as viewed. */
export function canDismissCodeAlert(actor: Actor, alert: { spudUserId: number }): boolean {
  return alert.spudUserId === actor.id;
}
