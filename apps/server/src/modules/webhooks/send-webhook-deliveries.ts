import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { recordNotifications } from '../../core/notifications/record-notifications';
import type { Db } from '../../db/client';
import { QUEUES } from '../../db/job-queue';
import { DELIVERY_TIMEOUT_MS, postWebhook } from './post-webhook';
import {
  type ClaimedDelivery,
  claimNextDelivery,
  endpointsWithDueDeliveries,
  recordDelivered,
  recordFailed,
} from './webhooks.queries';

/**
 * How long after each failed attempt the next one comes: 10 s, 30 s, 1, 5, 15, 30 minutes, 1 and 2 hours,
 * then every 3 hours until the delivery's 24 hours are over (its last try is at `give_up_at`).
 */
export const RETRY_DELAYS_SECONDS = [10, 30, 60, 300, 900, 1800, 3600, 7200, 10_800] as const;

/** How long a delivery being sent is held from other senders: longer than any attempt may take. */
const LEASE_SECONDS = Math.ceil((DELIVERY_TIMEOUT_MS * 3) / 1000);
/** How soon the next tick runs after one: with the worker's polling, a change is sent within about 2 s. */
const TICK_SECONDS = 1;
/** How often an idle worker looks for the tick's job: with the tick, a change waits about 2 s at most. */
const POLLING_SECONDS = 1;

export const DISABLED_REASON = 'Every delivery failed for 24 hours, so Timekeep turned this endpoint off.';

export interface WebhookSenderDependencies {
  db: Db;
  allowPrivateAddresses: boolean;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export interface WebhookSender {
  /**
   * Starts the tick on the app server's job queue (a `StartWorker`). Answers its stop, which the job runner
   * calls before the queue stops: no new tick, and the tick and sends under way finished, so none writes
   * after the database closes.
   */
  start(boss: PgBoss): Promise<() => Promise<void>>;
}

function bodyOf(delivery: ClaimedDelivery): string {
  return JSON.stringify({
    id: delivery.eventId,
    type: delivery.eventType,
    occurredAt: delivery.occurredAt,
    data: delivery.data,
  });
}

/**
 * Sends the outbox. A pg-boss job on a 'stately' queue is the tick: each run finds the enabled endpoints whose
 * oldest pending delivery is due and starts, for each one this server is not already sending to, a loop that
 * takes that delivery (a lease, `claimNextDelivery`), POSTs it, records the attempt and takes the next, until
 * the endpoint has nothing due or an attempt fails (its retry waits for its backoff, and every later delivery
 * of the endpoint waits for it). The run then queues the next tick a second later, so a change is sent within
 * about two seconds on an idle server; a slow endpoint holds up only itself.
 */
export function createWebhookSender(dependencies: WebhookSenderDependencies): WebhookSender {
  const { db, log } = dependencies;
  const sending = new Map<number, Promise<void>>();
  let stopping = false;
  /** The tick in hand, awaited before the job queue stops (its job completes on the queue's connection). */
  let ticking: Promise<void> | undefined;

  /** Sends one delivery and records it; answers the endpoint's next due delivery, taken, after a success. */
  async function sendOne(delivery: ClaimedDelivery): Promise<ClaimedDelivery | undefined> {
    const outcome = await postWebhook({
      url: delivery.url,
      secret: delivery.secret,
      eventId: delivery.eventId,
      body: bodyOf(delivery),
      allowPrivate: dependencies.allowPrivateAddresses,
    });
    const attempt = { deliveryId: delivery.id, endpointId: delivery.endpointId, ...outcome };
    const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    if (delivered) return recordDelivered(db, attempt, stopping ? null : LEASE_SECONDS);
    const retryIn = RETRY_DELAYS_SECONDS[Math.min(delivery.attempts, RETRY_DELAYS_SECONDS.length) - 1]!;
    await db.transaction(async (tx) => {
      const effect = await recordFailed(tx, attempt, retryIn, DISABLED_REASON);
      if (effect.disabled && effect.ownerId !== null) {
        await recordNotifications(tx, [
          {
            about: effect.ownerId,
            to: 'person',
            kind: 'webhook_endpoint_disabled',
            actorId: null,
            subject: `The webhook endpoint ${effect.url} was turned off: its deliveries failed for 24 hours.`,
            body: 'Fix the receiver, then turn the endpoint on again under Admin, Webhooks.',
            link: '/admin/webhooks',
            detail: { endpointId: delivery.endpointId },
          },
        ]);
      }
      if (effect.disabled) log.warn({ endpointId: delivery.endpointId }, 'webhook endpoint turned off');
    });
    return undefined;
  }

  /** Sends the endpoint's due deliveries one at a time, in order, until none is due or one fails. */
  async function drain(endpointId: number): Promise<void> {
    let delivery = stopping ? undefined : await claimNextDelivery(db, endpointId, LEASE_SECONDS);
    while (delivery) delivery = await sendOne(delivery);
  }

  function startDraining(endpointId: number) {
    const run = drain(endpointId)
      .catch((error: unknown) => log.warn({ err: error, endpointId }, 'webhook delivery'))
      .finally(() => sending.delete(endpointId));
    sending.set(endpointId, run);
  }

  async function tick() {
    if (stopping) return;
    for (const endpointId of await endpointsWithDueDeliveries(db, [...sending.keys()])) {
      startDraining(endpointId);
    }
  }

  return {
    async start(boss) {
      const queue = QUEUES.webhookDeliveries.name;
      await boss.schedule(queue, '* * * * *', {});
      await boss.work(queue, { pollingIntervalSeconds: POLLING_SECONDS }, async () => {
        const run = (async () => {
          try {
            await tick();
          } finally {
            if (!stopping) await boss.send(queue, {}, { startAfter: TICK_SECONDS });
          }
        })();
        ticking = run;
        await run;
      });
      await boss.send(queue, {});
      return async () => {
        stopping = true;
        await boss.offWork(queue);
        await ticking;
        await Promise.all(sending.values());
      };
    },
  };
}
