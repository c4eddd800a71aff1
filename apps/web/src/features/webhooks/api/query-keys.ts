/** The webhook screen's queries: the endpoints, and each endpoint's delivery log. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  endpoints: () => [...webhookKeys.all, 'endpoints'] as const,
  deliveries: (endpointId: number) => [...webhookKeys.all, 'deliveries', endpointId] as const,
};
