import { TextInput } from '@mantine/core';
import { type WebhookEndpoint, webhookEndpointInputSchema } from '@timekeep/shared/schemas/webhooks';
import { DialogForm } from '../../../components/forms/dialog-form';
import { FormModal } from '../../../components/ui/form-modal';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useUpdateWebhookEndpoint } from '../api/update-webhook-endpoint';
import { EventTypesField } from './event-types-field';
import { webhookLabels } from './webhook-labels';

interface EditWebhookDialogProps {
  /** The endpoint to edit, or null while the dialog is closed. */
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}

/** A new description or choice of events for an endpoint (its address stays: register another for a new one). */
export function EditWebhookDialog({ endpoint, onClose }: EditWebhookDialogProps) {
  return (
    <FormModal opened={endpoint !== null} onClose={onClose} title="Edit Webhook Endpoint" size="lg">
      {endpoint && <EditWebhookForm key={endpoint.id} endpoint={endpoint} onClose={onClose} />}
    </FormModal>
  );
}

function EditWebhookForm({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const update = useUpdateWebhookEndpoint();
  const form = useSchemaForm(
    webhookEndpointInputSchema,
    { url: endpoint.url, description: endpoint.description, events: endpoint.events },
    webhookLabels,
  );
  return (
    <DialogForm
      form={form}
      send={({ description, events }) =>
        update.mutateAsync({ id: endpoint.id, description, events }).then(onClose)
      }
      confirmLabel="Save Endpoint"
      onCancel={onClose}
    >
      <TextInput label={webhookLabels.url} value={endpoint.url} readOnly />
      <TextInput
        label={webhookLabels.description}
        value={form.values.description}
        onChange={(event) => form.set('description', event.currentTarget.value)}
        error={form.problems.description}
        data-autofocus
      />
      <EventTypesField
        value={form.values.events}
        onChange={(events) => form.set('events', events)}
        error={form.problems.events}
      />
    </DialogForm>
  );
}
