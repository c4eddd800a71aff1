import { WEBHOOK_LOG_LIMIT, type WebhookDelivery } from '@timekeep/shared/schemas/webhooks';
import type { Actor } from '../../core/actor';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorize } from './webhooks.policy';
import { listDeliveries, listEndpoints } from './webhooks.queries';

/** GET /api/admin/webhooks/{id}/deliveries: the endpoint's log, newest first, each delivery with its attempts. */
export async function listWebhookDeliveries(
  db: Db,
  actor: Actor,
  endpointId: number,
): Promise<WebhookDelivery[]> {
  authorize(policyActorOf(actor), 'administer');
  const [endpoint] = await listEndpoints(db, endpointId);
  if (!endpoint) throw new AppError('not_found', 'Webhook endpoint not found.');
  return listDeliveries(db, endpointId, WEBHOOK_LOG_LIMIT);
}
