import { roleFlags } from '@timekeep/shared/domain/roles';
import { authorizeWith, type Refusal } from '../../core/authorize';
import type { PolicyActor } from '../../core/team-scope/team-scope';

export type WebhookAction = 'administer' | 'redeliver';

/** A delivery to send again: whether its endpoint is on (a disabled endpoint sends nothing). */
export type WebhookRecord = { kind: 'delivery'; endpointEnabled: boolean } | undefined;

/**
 * Webhook endpoints send the company's records out of Timekeep, so only admins register, change and read them;
 * a delivery is sent again only to an endpoint that is on.
 */
export function refusal(actor: PolicyActor, action: WebhookAction, record: WebhookRecord): Refusal | null {
  if (!roleFlags(actor).admin) {
    return { code: 'forbidden', message: 'Only admins manage webhooks.' };
  }
  if (action === 'redeliver' && record && !record.endpointEnabled) {
    return {
      code: 'invalid_state',
      message: 'This endpoint is turned off: turn it on first, then send the event again.',
    };
  }
  return null;
}

export function can(actor: PolicyActor, action: WebhookAction, record: WebhookRecord): boolean {
  return refusal(actor, action, record) === null;
}

export const authorize = authorizeWith({ can, refusal });
