import { Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import {
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEventType,
  webhookEndpointInputSchema,
} from '@timekeep/shared/schemas/webhooks';
import { useState } from 'react';
import { ConfirmedAction } from '../../../components/forms/confirmed-action';
import { ListTable, listState } from '../../../components/ui/list-table';
import { RowActions, RowButton } from '../../../components/ui/row-actions';
import { refusalMessage } from '../../../lib/forms/form-problems';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { toast } from '../../../lib/toasts';
import { useAddWebhookEndpoint } from '../api/add-webhook-endpoint';
import { useDeleteWebhookEndpoint } from '../api/delete-webhook-endpoint';
import { useWebhookEndpoints } from '../api/get-webhook-endpoints';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useUpdateWebhookEndpoint } from '../api/update-webhook-endpoint';
import { EditWebhookDialog } from './edit-webhook-dialog';
import { eventLabel } from './event-types';
import { EventTypesField } from './event-types-field';
import { WebhookDeliveries } from './webhook-deliveries';
import { webhookLabels } from './webhook-labels';
import { WebhookSecretNotice } from './webhook-secret-notice';

/**
 * The admins' webhook endpoints: other systems told of timesheets, time off, periods and people as they
 * change, each delivery signed with the endpoint's secret; with each endpoint's delivery log and Redeliver.
 */
export function WebhooksPage() {
  const endpoints = useWebhookEndpoints();
  const remove = useDeleteWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const [created, setCreated] = useState<WebhookEndpointCreated | null>(null);
  const [round, setRound] = useState(0);
  const [editing, setEditing] = useState<WebhookEndpoint | null>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const rows = endpoints.data ?? [];
  const chosen = rows.find((endpoint) => endpoint.id === chosenId);

  const turn = (endpoint: WebhookEndpoint, enabled: boolean) =>
    update.mutate(
      { id: endpoint.id, enabled },
      {
        onSuccess: () =>
          toast.success({ message: `The endpoint ${endpoint.url} is ${enabled ? 'on' : 'off'}.` }),
        onError: (error) =>
          toast.error({
            title: enabled ? 'Not Turned On' : 'Not Turned Off',
            message: refusalMessage(error),
          }),
      },
    );

  return (
    <Stack gap="md">
      <Text maw={720}>
        A webhook tells another system, such as payroll or invoicing, when timesheets, time off, periods or
        people change: Timekeep sends each event to the endpoint's https address as JSON, signed with the
        endpoint's secret, and retries for 24 hours when it fails. An endpoint that fails for 24 hours is
        turned off and you are told.
      </Text>
      {created ? (
        <WebhookSecretNotice created={created} onDone={() => setCreated(null)} />
      ) : (
        <AddWebhookForm
          key={round}
          onAdded={(endpoint) => {
            setCreated(endpoint);
            setRound(round + 1);
          }}
        />
      )}
      <ListTable
        aria-label="Webhook endpoints"
        columns={['Address', 'Events', 'Status', 'Added']}
        withActions
        state={listState(rows.length, 'webhook endpoints', 'No webhook endpoints yet.', endpoints)}
      >
        {rows.map((endpoint) => (
          <Table.Tr key={endpoint.id}>
            <Table.Td style={{ wordBreak: 'break-all' }}>
              <Text size="sm">{endpoint.url}</Text>
              {endpoint.description && (
                <Text size="xs" c="gray.7">
                  {endpoint.description}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm" title={endpoint.events.map(eventLabel).join(', ')}>
                {endpoint.events.length === 1
                  ? eventLabel(endpoint.events[0] as WebhookEventType)
                  : `${endpoint.events.length} events`}
              </Text>
            </Table.Td>
            <Table.Td>
              <EndpointStatus endpoint={endpoint} />
            </Table.Td>
            <Table.Td>{formatDisplayDate(endpoint.createdAt.slice(0, 10))}</Table.Td>
            <RowActions>
              <RowButton
                label="Deliveries"
                ariaLabel={`Deliveries to ${endpoint.url}`}
                onClick={() => setChosenId(endpoint.id)}
              />
              <RowButton
                label="Edit"
                ariaLabel={`Edit ${endpoint.url}`}
                onClick={() => setEditing(endpoint)}
              />
              <RowButton
                label={endpoint.enabled ? 'Turn Off' : 'Turn On'}
                ariaLabel={`${endpoint.enabled ? 'Turn off' : 'Turn on'} ${endpoint.url}`}
                onClick={() => turn(endpoint, !endpoint.enabled)}
              />
              <ConfirmedAction
                label="New Secret"
                ariaLabel={`New secret for ${endpoint.url}`}
                title="New Signing Secret"
                message={`The current secret of ${endpoint.url} stops working at once: deliveries are signed with the new one, which the receiving system must be given.`}
                confirmLabel="Make New Secret"
                danger
                action={() => rotate.mutateAsync(endpoint.id).then(setCreated)}
              />
              <ConfirmedAction
                label="Delete"
                ariaLabel={`Delete ${endpoint.url}`}
                title="Delete Webhook Endpoint"
                message={`Delete the endpoint ${endpoint.url} and its delivery log? Events waiting for it are not sent.`}
                confirmLabel="Delete"
                danger
                action={() => remove.mutateAsync(endpoint.id)}
              />
            </RowActions>
          </Table.Tr>
        ))}
      </ListTable>
      {chosen && <WebhookDeliveries key={chosen.id} endpoint={chosen} />}
      <EditWebhookDialog endpoint={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

function EndpointStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (!endpoint.enabled) {
    return (
      <Stack gap={2}>
        <Badge color="gray" variant="light" c="dark">
          Off
        </Badge>
        {endpoint.disabledReason && <Text size="xs">{endpoint.disabledReason}</Text>}
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      <Badge color={endpoint.failingSince ? 'red' : 'teal'} variant="light" c="dark">
        {endpoint.failingSince ? 'Failing' : 'On'}
      </Badge>
      {endpoint.failingSince && (
        <Text size="xs">Failing since {new Date(endpoint.failingSince).toLocaleString('en-US')}</Text>
      )}
      {endpoint.pendingCount > 0 && <Text size="xs">{endpoint.pendingCount} waiting</Text>}
    </Stack>
  );
}

function AddWebhookForm({ onAdded }: { onAdded: (created: WebhookEndpointCreated) => void }) {
  const add = useAddWebhookEndpoint();
  const form = useSchemaForm(
    webhookEndpointInputSchema,
    { url: '', description: '', events: [] as WebhookEventType[] },
    webhookLabels,
  );
  return (
    <form
      noValidate
      aria-label="Add Webhook Endpoint"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit((input) => add.mutateAsync(input).then(onAdded));
      }}
    >
      <Stack gap="sm" maw={720}>
        <Group align="flex-start" grow>
          <TextInput
            label={webhookLabels.url}
            description="An https address that the receiving system listens on"
            placeholder="https://payroll.example.com/timekeep"
            value={form.values.url}
            onChange={(event) => form.set('url', event.currentTarget.value)}
            required
            error={form.problems.url ?? form.failure}
          />
          <TextInput
            label={webhookLabels.description}
            description="What receives it, e.g. Payroll"
            value={form.values.description}
            onChange={(event) => form.set('description', event.currentTarget.value)}
            error={form.problems.description}
          />
        </Group>
        <EventTypesField
          value={form.values.events}
          onChange={(events) => form.set('events', events)}
          error={form.problems.events}
        />
        <Group>
          <Button type="submit" loading={form.busy} leftSection={<IconPlus size={16} aria-hidden />}>
            Add Endpoint
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
