import type { WebhookDelivery, WebhookEndpoint, WebhookEventType } from '@timekeep/shared/schemas/webhooks';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../core/reporting/report-sql';
import type { Executor } from '../../db/client';
import { isoTimestamp } from '../../db/iso-timestamp';
import { fullNameOf } from '../../db/person-names';

/** Every endpoint (or one), with its owner's name and how many deliveries wait: one statement. */
export async function listEndpoints(executor: Executor, endpointId?: number): Promise<WebhookEndpoint[]> {
  return rowsOf<WebhookEndpoint>(
    await executor.execute(sql`
      SELECT endpoint.id, endpoint.url, endpoint.description, endpoint.events, endpoint.enabled,
        endpoint.disabled_reason AS "disabledReason",
        ${isoTimestamp(sql`endpoint.failing_since`)} AS "failingSince",
        endpoint.owner_id AS "ownerId", ${fullNameOf(sql`owner.first_name`, sql`owner.last_name`)} AS "ownerName",
        ${isoTimestamp(sql`endpoint.created_at`)} AS "createdAt",
        (SELECT count(*)::int FROM webhook_deliveries AS delivery
          WHERE delivery.endpoint_id = endpoint.id AND delivery.state = 'pending') AS "pendingCount"
      FROM webhook_endpoints AS endpoint
      LEFT JOIN people AS owner ON owner.id = endpoint.owner_id
      WHERE ${endpointId === undefined ? sql`TRUE` : sql`endpoint.id = ${endpointId}::int`}
      ORDER BY endpoint.created_at, endpoint.id`),
  );
}

export async function insertEndpoint(
  executor: Executor,
  values: { url: string; description: string; events: readonly string[]; secret: string; ownerId: number },
): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await executor.execute(sql`
      INSERT INTO webhook_endpoints (url, description, events, secret, owner_id)
      VALUES (${values.url}, ${values.description}, ${sql.param([...values.events])}::text[], ${values.secret},
        ${values.ownerId}::int)
      RETURNING id`),
  );
  return row!.id;
}

export interface StoredEndpoint {
  id: number;
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
}

export async function lockEndpoint(executor: Executor, id: number): Promise<StoredEndpoint | undefined> {
  const [row] = rowsOf<StoredEndpoint>(
    await executor.execute(sql`SELECT id, url, description, events, enabled FROM webhook_endpoints
      WHERE id = ${id}::int FOR UPDATE`),
  );
  return row;
}

/**
 * Writes what changed. Turning an endpoint on forgets why it was turned off and how long it has failed: its
 * deliveries start again from a clean slate (each still gives up at its own `give_up_at`).
 */
export async function updateEndpoint(
  executor: Executor,
  id: number,
  values: { description: string; events: readonly string[]; enabled: boolean },
) {
  await executor.execute(sql`
    UPDATE webhook_endpoints SET description = ${values.description},
      events = ${sql.param([...values.events])}::text[],
      disabled_reason = CASE WHEN ${values.enabled}::boolean THEN NULL ELSE disabled_reason END,
      failing_since = CASE WHEN ${values.enabled}::boolean AND NOT enabled THEN NULL ELSE failing_since END,
      enabled = ${values.enabled}::boolean
    WHERE id = ${id}::int`);
}

export async function updateEndpointSecret(executor: Executor, id: number, secret: string) {
  await executor.execute(sql`UPDATE webhook_endpoints SET secret = ${secret} WHERE id = ${id}::int`);
}

/** Its events, deliveries and attempts go with it (events no other endpoint was owed stay, unreferenced). */
export async function deleteEndpoint(executor: Executor, id: number) {
  await executor.execute(sql`DELETE FROM webhook_endpoints WHERE id = ${id}::int`);
}

// Ids are bigserial, which node-postgres answers as text: float8 keeps them numbers, exact below 2^53.
const deliveryColumns = sql`delivery.id::float8 AS id, delivery.event_id AS "eventId", event.type AS "eventType",
  ${isoTimestamp(sql`event.occurred_at`)} AS "occurredAt", delivery.state,
  CASE WHEN delivery.state = 'pending' THEN ${isoTimestamp(sql`delivery.next_attempt_at`)} END AS "nextAttemptAt",
  ${isoTimestamp(sql`delivery.delivered_at`)} AS "deliveredAt",
  coalesce((SELECT json_agg(json_build_object('id', attempt.id,
      'attemptedAt', ${isoTimestamp(sql`attempt.attempted_at`)}, 'statusCode', attempt.status_code,
      'response', attempt.response, 'durationMs', attempt.duration_ms) ORDER BY attempt.id)
    FROM webhook_attempts AS attempt WHERE attempt.delivery_id = delivery.id), '[]'::json) AS attempts`;

/** An endpoint's most recent deliveries, newest first, each with its attempts in order: one statement. */
export async function listDeliveries(
  executor: Executor,
  endpointId: number,
  limit: number,
  deliveryId?: number,
): Promise<WebhookDelivery[]> {
  return rowsOf<WebhookDelivery>(
    await executor.execute(sql`
      SELECT ${deliveryColumns}
      FROM webhook_deliveries AS delivery JOIN webhook_events AS event ON event.id = delivery.event_id
      WHERE delivery.endpoint_id = ${endpointId}::int
        AND ${deliveryId === undefined ? sql`TRUE` : sql`delivery.id = ${deliveryId}::bigint`}
      ORDER BY delivery.id DESC LIMIT ${limit}::int`),
  );
}

/** The delivery of one endpoint, locked, with whether the endpoint is on; none when there is no such pair. */
export async function lockDelivery(executor: Executor, endpointId: number, deliveryId: number) {
  const [row] = rowsOf<{ id: number; endpointEnabled: boolean }>(
    await executor.execute(sql`
      SELECT delivery.id::float8 AS id, endpoint.enabled AS "endpointEnabled"
      FROM webhook_deliveries AS delivery JOIN webhook_endpoints AS endpoint ON endpoint.id = delivery.endpoint_id
      WHERE delivery.id = ${deliveryId}::bigint AND delivery.endpoint_id = ${endpointId}::int
      FOR UPDATE OF delivery`),
  );
  return row;
}

/**
 * Queues the delivery again, due now, with 24 more hours of retries: the same event (id and body) to the same
 * endpoint. Its earlier attempts stay in its log. As the oldest pending delivery of a delivered event it goes
 * out before the endpoint's later pending ones.
 */
export async function requeueDelivery(executor: Executor, deliveryId: number) {
  await executor.execute(sql`
    UPDATE webhook_deliveries SET state = 'pending', next_attempt_at = now(),
      give_up_at = now() + interval '24 hours', delivered_at = NULL
    WHERE id = ${deliveryId}::bigint`);
}

/** Enabled endpoints whose oldest pending delivery is due now: those a sender may start on. */
export async function endpointsWithDueDeliveries(executor: Executor, exceptIds: readonly number[]) {
  return rowsOf<{ endpointId: number }>(
    await executor.execute(sql`
      SELECT head.endpoint_id AS "endpointId" FROM (
        SELECT DISTINCT ON (delivery.endpoint_id) delivery.endpoint_id, delivery.next_attempt_at
        FROM webhook_deliveries AS delivery
        JOIN webhook_endpoints AS endpoint ON endpoint.id = delivery.endpoint_id AND endpoint.enabled
        WHERE delivery.state = 'pending'
          AND delivery.endpoint_id <> ALL(${sql.param([...exceptIds])}::int[])
        ORDER BY delivery.endpoint_id, delivery.id) AS head
      WHERE head.next_attempt_at <= now()`),
  ).map((row) => row.endpointId);
}

export interface ClaimedDelivery {
  id: number;
  endpointId: number;
  attempts: number;
  url: string;
  secret: string;
  eventId: string;
  eventType: WebhookEventType;
  occurredAt: string;
  data: unknown;
}

/**
 * The statement that takes the endpoint's oldest pending delivery (other than `justDone`, which the same
 * statement marks delivered) when it is due, for `leaseSeconds`, as the tail of a larger one.
 */
function claimStatement(endpointId: number, leaseSeconds: number, justDone: number | null): SQL {
  return sql`
    head AS (
      SELECT delivery.id FROM webhook_deliveries AS delivery
      WHERE delivery.endpoint_id = ${endpointId}::int AND delivery.state = 'pending'
        AND delivery.id IS DISTINCT FROM ${justDone}::bigint
      ORDER BY delivery.id LIMIT 1),
    due AS (
      SELECT delivery.id FROM webhook_deliveries AS delivery JOIN head ON head.id = delivery.id
      WHERE delivery.state = 'pending' AND delivery.next_attempt_at <= now()
      FOR UPDATE OF delivery SKIP LOCKED)
    UPDATE webhook_deliveries AS delivery
    SET attempts = delivery.attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${leaseSeconds}::int)
    FROM due, webhook_events AS event, webhook_endpoints AS endpoint
    WHERE delivery.id = due.id AND event.id = delivery.event_id AND endpoint.id = delivery.endpoint_id
      AND endpoint.enabled
    RETURNING delivery.id::float8 AS id, delivery.endpoint_id AS "endpointId", delivery.attempts, endpoint.url,
      endpoint.secret, event.id AS "eventId", event.type AS "eventType",
      ${isoTimestamp(sql`event.occurred_at`)} AS "occurredAt", event.data`;
}

/**
 * Takes the endpoint's oldest pending delivery when it is due, for `leaseSeconds`: its next attempt moves past
 * the lease, so no sender (on this server or another) takes it, or any later delivery of the endpoint, while
 * it is being sent, and a sender that dies leaves it to be taken again when the lease ends (at least once).
 * `FOR UPDATE SKIP LOCKED` keeps two senders from taking it at the same moment. None when the oldest pending
 * delivery is not due (a later one waits for it) or the endpoint is off.
 */
export async function claimNextDelivery(
  executor: Executor,
  endpointId: number,
  leaseSeconds: number,
): Promise<ClaimedDelivery | undefined> {
  const [row] = rowsOf<ClaimedDelivery>(
    await executor.execute(sql`WITH ${claimStatement(endpointId, leaseSeconds, null)}`),
  );
  return row;
}

export interface AttemptOutcome {
  deliveryId: number;
  endpointId: number;
  statusCode: number | null;
  response: string;
  durationMs: number;
}

const insertAttempt = (outcome: AttemptOutcome) => sql`
  INSERT INTO webhook_attempts (delivery_id, status_code, response, duration_ms)
  VALUES (${outcome.deliveryId}::bigint, ${outcome.statusCode}::int, ${outcome.response}, ${outcome.durationMs}::int)`;

/**
 * A 2xx answer: the attempt logged, the delivery done, the endpoint no longer failing, and (unless `leaseNext`
 * is null) the endpoint's next due delivery taken as `claimNextDelivery` takes it. One statement, so a burst
 * costs one statement a delivery.
 */
export async function recordDelivered(
  executor: Executor,
  outcome: AttemptOutcome,
  leaseNext: number | null,
): Promise<ClaimedDelivery | undefined> {
  const recorded = sql`
    attempt AS (${insertAttempt(outcome)}),
    delivered AS (
      UPDATE webhook_deliveries SET state = 'delivered', delivered_at = now()
      WHERE id = ${outcome.deliveryId}::bigint),
    recovered AS (
      UPDATE webhook_endpoints SET failing_since = NULL
      WHERE id = ${outcome.endpointId}::int AND failing_since IS NOT NULL)`;
  if (leaseNext === null) {
    await executor.execute(sql`WITH ${recorded} SELECT 1`);
    return undefined;
  }
  const [next] = rowsOf<ClaimedDelivery>(
    await executor.execute(
      sql`WITH ${recorded}, ${claimStatement(outcome.endpointId, leaseNext, outcome.deliveryId)}`,
    ),
  );
  return next;
}

/** What a failed attempt led to: the endpoint turned off now (failing for 24 hours), with whom to tell. */
export interface FailureEffect {
  disabled: boolean;
  ownerId: number | null;
  url: string;
}

/**
 * Any other answer, or none: the attempt logged; the delivery retried after `retryInSeconds` (never later
 * than its `give_up_at`), or failed for good once that has passed; the endpoint failing since now unless it
 * already was, and turned off when that was 24 hours ago or more. One statement.
 */
export async function recordFailed(
  executor: Executor,
  outcome: AttemptOutcome,
  retryInSeconds: number,
  disabledReason: string,
): Promise<FailureEffect> {
  const [row] = rowsOf<FailureEffect>(
    await executor.execute(sql`
      WITH attempt AS (${insertAttempt(outcome)}),
      retried AS (
        UPDATE webhook_deliveries
        SET state = CASE WHEN now() >= give_up_at THEN 'failed' ELSE 'pending' END,
          next_attempt_at = least(now() + make_interval(secs => ${retryInSeconds}::double precision), give_up_at)
        WHERE id = ${outcome.deliveryId}::bigint),
      previous AS (
        SELECT enabled AND coalesce(failing_since, now()) <= now() - interval '24 hours' AS gives_up
        FROM webhook_endpoints WHERE id = ${outcome.endpointId}::int)
      UPDATE webhook_endpoints AS endpoint
      SET failing_since = coalesce(endpoint.failing_since, now()),
        enabled = endpoint.enabled AND NOT previous.gives_up,
        disabled_reason = CASE WHEN previous.gives_up THEN ${disabledReason} ELSE endpoint.disabled_reason END
      FROM previous
      WHERE endpoint.id = ${outcome.endpointId}::int
      RETURNING previous.gives_up AS disabled, endpoint.owner_id AS "ownerId", endpoint.url`),
  );
  return row ?? { disabled: false, ownerId: null, url: '' };
}
