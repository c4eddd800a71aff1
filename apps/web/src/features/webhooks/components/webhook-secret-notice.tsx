import type { WebhookEndpointCreated } from '@timekeep/shared/schemas/webhooks';
import { OneTimeSecret } from '../../../components/ui/one-time-secret';

/** The signing secret of an endpoint just registered (or given a new secret), shown this once. */
export function WebhookSecretNotice({
  created,
  onDone,
}: {
  created: WebhookEndpointCreated;
  onDone: () => void;
}) {
  return (
    <OneTimeSecret
      title={`Signing secret for ${created.endpoint.url}`}
      label="Signing secret"
      secret={created.secret}
      copyLabel="Copy Secret"
      onDone={onDone}
    >
      give it to the receiving system. Each delivery carries the header Timekeep-Signature
      (t=time,v1=signature): the HMAC-SHA256 of the time, a dot and the body, keyed with this secret. To
      replace it, use New Secret.
    </OneTimeSecret>
  );
}
