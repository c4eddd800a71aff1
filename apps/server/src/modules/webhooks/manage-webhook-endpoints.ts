import type {
  WebhookEndpoint,
  WebhookEndpointChange,
  WebhookEndpointCreated,
  WebhookEndpointInput,
} from '@timekeep/shared/schemas/webhooks';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { webhookAddressProblem } from './webhook-address';
import { newWebhookSecret } from './webhook-signature';
import { authorize } from './webhooks.policy';
import {
  deleteEndpoint,
  insertEndpoint,
  listEndpoints,
  lockEndpoint,
  updateEndpoint,
  updateEndpointSecret,
} from './webhooks.queries';

const NOT_FOUND_MESSAGE = 'Webhook endpoint not found.';

/** What the audit log keeps of an endpoint: never its secret. */
const auditView = (endpoint: {
  url: string;
  description: string;
  events: readonly string[];
  enabled: boolean;
}) => ({
  url: endpoint.url,
  description: endpoint.description,
  events: endpoint.events,
  enabled: endpoint.enabled,
});

async function presentOne(executor: Executor, id: number): Promise<WebhookEndpoint> {
  const [endpoint] = await listEndpoints(executor, id);
  if (!endpoint) throw new AppError('not_found', NOT_FOUND_MESSAGE);
  return endpoint;
}

/** GET /api/admin/webhooks. */
export async function listWebhookEndpoints(db: Db, actor: Actor): Promise<WebhookEndpoint[]> {
  authorize(policyActorOf(actor), 'administer');
  return listEndpoints(db);
}

/**
 * POST /api/admin/webhooks: an https address whose host resolves to public addresses only (unless the
 * operator allows private ones), with a secret made here and answered this once; the caller owns it (told
 * when it is turned off). Audited without the secret.
 */
export async function createWebhookEndpoint(
  db: Db,
  actor: Actor,
  input: WebhookEndpointInput,
  allowPrivateAddresses: boolean,
): Promise<WebhookEndpointCreated> {
  authorize(policyActorOf(actor), 'administer');
  const problem = await webhookAddressProblem(input.url, allowPrivateAddresses);
  if (problem) throw new AppError('rule_violation', `body.url: ${problem}`, 'body.url');
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    const id = await insertEndpoint(tx, { ...input, secret, ownerId: actor.id });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'webhook_endpoint_created',
      entityType: 'webhook_endpoint',
      entityId: id,
      after: auditView({ ...input, enabled: true }),
    });
    return { endpoint: await presentOne(tx, id), secret };
  });
}

/** PATCH /api/admin/webhooks/{id}: its description, events, or whether it is on; audited. */
export async function changeWebhookEndpoint(
  db: Db,
  actor: Actor,
  id: number,
  change: WebhookEndpointChange,
): Promise<WebhookEndpoint> {
  authorize(policyActorOf(actor), 'administer');
  return db.transaction(async (tx) => {
    const before = await lockEndpoint(tx, id);
    if (!before) throw new AppError('not_found', NOT_FOUND_MESSAGE);
    const after = { ...before, ...change };
    await updateEndpoint(tx, id, after);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'webhook_endpoint_updated',
      entityType: 'webhook_endpoint',
      entityId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return presentOne(tx, id);
  });
}

/** POST /api/admin/webhooks/{id}/rotate_secret: a new secret, answered this once; the old one stops now. */
export async function rotateWebhookSecret(db: Db, actor: Actor, id: number): Promise<WebhookEndpointCreated> {
  authorize(policyActorOf(actor), 'administer');
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    const before = await lockEndpoint(tx, id);
    if (!before) throw new AppError('not_found', NOT_FOUND_MESSAGE);
    await updateEndpointSecret(tx, id, secret);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'webhook_secret_rotated',
      entityType: 'webhook_endpoint',
      entityId: id,
    });
    return { endpoint: await presentOne(tx, id), secret };
  });
}

/** DELETE /api/admin/webhooks/{id}: with its deliveries and their log; audited. */
export async function removeWebhookEndpoint(db: Db, actor: Actor, id: number): Promise<void> {
  authorize(policyActorOf(actor), 'administer');
  await db.transaction(async (tx) => {
    const before = await lockEndpoint(tx, id);
    if (!before) throw new AppError('not_found', NOT_FOUND_MESSAGE);
    await deleteEndpoint(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'webhook_endpoint_deleted',
      entityType: 'webhook_endpoint',
      entityId: id,
      before: auditView(before),
    });
  });
}
