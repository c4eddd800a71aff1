import { Badge, Button, Code, Stack, Table, Text, Title } from '@mantine/core';
import type { WebhookDelivery, WebhookEndpoint } from '@timekeep/shared/schemas/webhooks';
import { ListTable, listState } from '../../../components/ui/list-table';
import { refusalMessage } from '../../../lib/forms/form-problems';
import { toast } from '../../../lib/toasts';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useRedeliverWebhookEvent } from '../api/redeliver-webhook-event';
import { eventLabel } from './event-types';

const time = (timestamp: string) =>
  new Date(timestamp).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

const stateBadges: Record<WebhookDelivery['state'], { label: string; color: string }> = {
  pending: { label: 'Waiting', color: 'yellow' },
  delivered: { label: 'Delivered', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
};

/** Each try of a delivery on a line: when, the status answered (or none), how long, and the answer's start. */
function Attempts({ delivery }: { delivery: WebhookDelivery }) {
  if (delivery.attempts.length === 0) return <Text size="sm">Not sent yet</Text>;
  return (
    <Stack gap={6}>
      {delivery.attempts.map((attempt) => (
        <div key={attempt.id}>
          <Text size="sm">
            {time(attempt.attemptedAt)}:{' '}
            {attempt.statusCode === null ? 'no answer' : `HTTP ${attempt.statusCode}`}, {attempt.durationMs}{' '}
            ms
          </Text>
          {attempt.response && (
            <Code block fz="xs" mah={96} style={{ overflow: 'auto', whiteSpace: 'pre-wrap' }}>
              {attempt.response}
            </Code>
          )}
        </div>
      ))}
    </Stack>
  );
}

/** An endpoint's recent deliveries, newest first, with every attempt and Redeliver (the same event again). */
export function WebhookDeliveries({ endpoint }: { endpoint: WebhookEndpoint }) {
  const deliveries = useWebhookDeliveries(endpoint.id);
  const redeliver = useRedeliverWebhookEvent();
  const rows = deliveries.data ?? [];
  const send = (delivery: WebhookDelivery) =>
    redeliver.mutate(
      { endpointId: endpoint.id, deliveryId: delivery.id },
      {
        onSuccess: () => toast.success({ message: 'The event was queued to be sent again.' }),
        onError: (error) => toast.error({ title: 'Not Sent Again', message: refusalMessage(error) }),
      },
    );
  return (
    <Stack gap="sm" component="section" aria-labelledby="webhook-deliveries-title">
      <Title order={2} size="h4" id="webhook-deliveries-title">
        Deliveries to {endpoint.url}
      </Title>
      <Text size="sm" c="gray.7">
        The 50 most recent, newest first. A failed attempt is retried with growing pauses for 24 hours.
      </Text>
      <ListTable
        aria-label={`Deliveries to ${endpoint.url}`}
        columns={['Event', 'Occurred', 'State', 'Attempts']}
        withActions
        state={listState(rows.length, 'deliveries', 'Nothing was sent to this endpoint yet.', deliveries)}
      >
        {rows.map((delivery) => {
          const badge = stateBadges[delivery.state];
          return (
            <Table.Tr key={delivery.id}>
              <Table.Td>
                <Text size="sm">{eventLabel(delivery.eventType)}</Text>
                <Text size="xs" c="gray.7" ff="monospace">
                  {delivery.eventId}
                </Text>
              </Table.Td>
              <Table.Td>{time(delivery.occurredAt)}</Table.Td>
              <Table.Td>
                <Badge color={badge.color} variant="light" c="dark">
                  {badge.label}
                </Badge>
                {delivery.state === 'pending' && delivery.nextAttemptAt && delivery.attempts.length > 0 && (
                  <Text size="xs" c="gray.7">
                    Next try {time(delivery.nextAttemptAt)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Attempts delivery={delivery} />
              </Table.Td>
              <Table.Td>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  aria-label={`Redeliver ${eventLabel(delivery.eventType)} event ${delivery.eventId}`}
                  disabled={!endpoint.enabled}
                  loading={redeliver.isPending && redeliver.variables?.deliveryId === delivery.id}
                  onClick={() => send(delivery)}
                >
                  Redeliver
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </ListTable>
    </Stack>
  );
}
