import type { Actor } from '../../core/actor';

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
