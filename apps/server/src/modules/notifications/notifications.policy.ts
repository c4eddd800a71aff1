import type { Actor } from '../../core/actor';
import type { Refusal } from '../../core/authorize';

export type NotificationAction = 'read' | 'markRead';

/**
 * A message is its recipient's alone: nobody else reads or marks it, whatever their role (an admin included:
 * what a lead was told is theirs). Everyone has this one action on their own messages.
 */
export function can(
  actor: Pick<Actor, 'id'>,
  _action: NotificationAction,
  notification: { recipientId: number },
): boolean {
  return notification.recipientId === actor.id;
}

/** Someone else's message; the use cases answer it as not found, so its existence is not told either. */
export function refusal(
  actor: Pick<Actor, 'id'>,
  action: NotificationAction,
  notification: { recipientId: number },
): Refusal | null {
  return can(actor, action, notification)
    ? null
    : { code: 'forbidden', message: 'This message is not yours.' };
}
