import { z } from 'zod';
import { idParamSchema, textSchema } from './common';

/**
 * What webhooks tell of (issue 41), each sent as `{ id, type, occurredAt, data }`. A submission by someone
 * other than the timesheet's owner is `timesheet.submitted_on_behalf`, not `timesheet.submitted`;
 * `timesheet.undone` is a submission taken back or a decision undone (`data.undid`).
 */
export const webhookEventTypes = [
  'timesheet.submitted',
  'timesheet.submitted_on_behalf',
  'timesheet.approved',
  'timesheet.rejected',
  'timesheet.unapproved',
  'timesheet.undone',
  'time_off.requested',
  'time_off.edited',
  'time_off.withdrawn',
  'time_off.answered',
  'period.closed',
  'period.reopened',
  'person.created',
  'person.changed',
  'person.deactivated',
] as const;
export const webhookEventTypeSchema = z.enum(webhookEventTypes);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/** The header a delivery is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Timekeep-Signature';
/** The header naming the event a delivery carries (the same on every retry and redelivery). */
export const WEBHOOK_EVENT_ID_HEADER = 'Timekeep-Event-Id';

/** An endpoint as admins see it; its secret is never shown again after creation. */
export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  /** Why the server turned it off (failing for 24 hours); null otherwise. */
  disabledReason: z.string().nullable(),
  /** When the failures going on now began; null while deliveries succeed. */
  failingSince: z.string().nullable(),
  ownerId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  createdAt: z.string(),
  /** Deliveries waiting to be sent or retried. */
  pendingCount: z.number().int(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** GET /api/admin/webhooks. */
export const webhookEndpointsResponseSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookEndpointsResponse = z.infer<typeof webhookEndpointsResponseSchema>;

const eventsSchema = z
  .array(webhookEventTypeSchema)
  .min(1, 'Choose at least one event.')
  .max(webhookEventTypes.length)
  .refine((events) => new Set(events).size === events.length, 'Name each event once.');

/** POST /api/admin/webhooks: an https address that resolves to a public one (checked by the server). */
export const webhookEndpointInputSchema = z.object({
  url: textSchema(2000).trim().min(1, 'Enter the address.'),
  description: textSchema(200).trim().default(''),
  events: eventsSchema,
});
export type WebhookEndpointInput = z.infer<typeof webhookEndpointInputSchema>;

/** PATCH /api/admin/webhooks/{id}: what may change after creation (the address does not: make another). */
export const webhookEndpointChangeSchema = z
  .object({
    description: textSchema(200).trim(),
    events: eventsSchema,
    enabled: z.boolean(),
  })
  .partial()
  .refine((change) => Object.keys(change).length > 0, 'Send at least one of description, events, enabled.');
export type WebhookEndpointChange = z.infer<typeof webhookEndpointChangeSchema>;

export const webhookEndpointResponseSchema = z.object({ endpoint: webhookEndpointSchema });
export type WebhookEndpointResponse = z.infer<typeof webhookEndpointResponseSchema>;

/** POST /api/admin/webhooks and .../rotate_secret: the signing secret, shown this once. */
export const webhookEndpointCreatedResponseSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string(),
});
export type WebhookEndpointCreated = z.infer<typeof webhookEndpointCreatedResponseSchema>;

/** One try of a delivery: the status answered (null when none came), the answer's start, how long it took. */
export const webhookAttemptSchema = z.object({
  id: z.number().int(),
  attemptedAt: z.string(),
  statusCode: z.number().int().nullable(),
  response: z.string(),
  durationMs: z.number().int(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  eventType: webhookEventTypeSchema,
  occurredAt: z.string(),
  state: z.enum(['pending', 'delivered', 'failed']),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** GET /api/admin/webhooks/{id}/deliveries: the most recent deliveries, newest first, with their attempts. */
export const webhookDeliveriesResponseSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveriesResponse = z.infer<typeof webhookDeliveriesResponseSchema>;

/** How many deliveries the log lists at most. */
export const WEBHOOK_LOG_LIMIT = 50;

export const webhookDeliveryParamsSchema = z.object({ id: idParamSchema, deliveryId: idParamSchema });

/** POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/redeliver: the delivery queued again. */
export const webhookDeliveryResponseSchema = z.object({ delivery: webhookDeliverySchema });
