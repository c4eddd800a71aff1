import { idParamsSchema } from '@timekeep/shared/schemas/common';
import {
  webhookDeliveriesResponseSchema,
  webhookDeliveryParamsSchema,
  webhookDeliveryResponseSchema,
  webhookEndpointChangeSchema,
  webhookEndpointCreatedResponseSchema,
  webhookEndpointInputSchema,
  webhookEndpointResponseSchema,
  webhookEndpointsResponseSchema,
} from '@timekeep/shared/schemas/webhooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { access, requireActor } from '../../plugins/access';
import { tagRoutes } from '../../plugins/openapi';
import { listWebhookDeliveries } from './list-webhook-deliveries';
import {
  changeWebhookEndpoint,
  createWebhookEndpoint,
  listWebhookEndpoints,
  removeWebhookEndpoint,
  rotateWebhookSecret,
} from './manage-webhook-endpoints';
import { redeliverWebhookEvent } from './redeliver-webhook-event';

/** Webhook endpoints, their delivery log and Redeliver (issue 41): the admins'. */
export const webhookRoutes: FastifyPluginAsyncZod<{ db: Db; allowPrivateAddresses: boolean }> = async (
  app,
  { db, allowPrivateAddresses },
) => {
  tagRoutes(app, 'Webhooks');
  const config = { access: access.admin };

  app.get(
    '/api/admin/webhooks',
    { schema: { summary: 'Webhook endpoints', response: { 200: webhookEndpointsResponseSchema } }, config },
    async (request) => ({ endpoints: await listWebhookEndpoints(db, requireActor(request)) }),
  );

  app.post(
    '/api/admin/webhooks',
    {
      schema: {
        summary: 'Register a webhook endpoint; its signing secret is answered this once',
        body: webhookEndpointInputSchema,
        response: { 201: webhookEndpointCreatedResponseSchema },
      },
      config,
    },
    async (request, reply) => {
      reply.code(201);
      return createWebhookEndpoint(db, requireActor(request), request.body, allowPrivateAddresses);
    },
  );

  app.patch(
    '/api/admin/webhooks/:id',
    {
      schema: {
        summary: "Change a webhook endpoint's description or events, or turn it on or off",
        params: idParamsSchema,
        body: webhookEndpointChangeSchema,
        response: { 200: webhookEndpointResponseSchema },
      },
      config,
    },
    async (request) => ({
      endpoint: await changeWebhookEndpoint(db, requireActor(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/webhooks/:id',
    { schema: { summary: 'Delete a webhook endpoint and its delivery log', params: idParamsSchema }, config },
    async (request, reply) => {
      await removeWebhookEndpoint(db, requireActor(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/admin/webhooks/:id/rotate_secret',
    {
      schema: {
        summary: "Replace a webhook endpoint's signing secret; the new one is answered this once",
        params: idParamsSchema,
        response: { 200: webhookEndpointCreatedResponseSchema },
      },
      config,
    },
    async (request) => rotateWebhookSecret(db, requireActor(request), request.params.id),
  );

  app.get(
    '/api/admin/webhooks/:id/deliveries',
    {
      schema: {
        summary: "A webhook endpoint's recent deliveries with their attempts",
        params: idParamsSchema,
        response: { 200: webhookDeliveriesResponseSchema },
      },
      config,
    },
    async (request) => ({
      deliveries: await listWebhookDeliveries(db, requireActor(request), request.params.id),
    }),
  );

  app.post(
    '/api/admin/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      schema: {
        summary: 'Send a delivered or failed event to the endpoint again (the same event id)',
        params: webhookDeliveryParamsSchema,
        response: { 200: webhookDeliveryResponseSchema },
      },
      config,
    },
    async (request) => ({
      delivery: await redeliverWebhookEvent(
        db,
        requireActor(request),
        request.params.id,
        request.params.deliveryId,
      ),
    }),
  );
};
