export { createWebhookSender } from './send-webhook-deliveries';
export { webhookRoutes } from './webhooks.routes';
