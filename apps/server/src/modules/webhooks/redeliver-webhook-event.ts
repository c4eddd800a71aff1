import type { WebhookDelivery } from '@timekeep/shared/schemas/webhooks';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorize } from './webhooks.policy';
import { listDeliveries, lockDelivery, requeueDelivery } from './webhooks.queries';

/**
 * POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/redeliver: the same event (same id, same body) queued
 * again to the endpoint, due now, with 24 more hours of retries; only to an endpoint that is on. Audited.
 */
export async function redeliverWebhookEvent(
  db: Db,
  actor: Actor,
  endpointId: number,
  deliveryId: number,
): Promise<WebhookDelivery> {
  const policyActor = policyActorOf(actor);
  authorize(policyActor, 'administer');
  await db.transaction(async (tx) => {
    const delivery = await lockDelivery(tx, endpointId, deliveryId);
    if (!delivery) throw new AppError('not_found', 'Delivery not found.');
    authorize(policyActor, 'redeliver', { kind: 'delivery', endpointEnabled: delivery.endpointEnabled });
    await requeueDelivery(tx, deliveryId);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'webhook_event_redelivered',
      entityType: 'webhook_endpoint',
      entityId: endpointId,
      detail: { deliveryId },
    });
  });
  const [delivery] = await listDeliveries(db, endpointId, 1, deliveryId);
  return delivery!;
}
