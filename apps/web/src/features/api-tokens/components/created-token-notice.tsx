import type { CreatedApiToken } from '@timekeep/shared/schemas/api-tokens';
import { OneTimeSecret } from '../../../components/ui/one-time-secret';

/** The secret of a token just made, shown this once (the server keeps only its hash). */
export function CreatedTokenNotice({ token, onDone }: { token: CreatedApiToken; onDone: () => void }) {
  return (
    <OneTimeSecret
      title={`Token “${token.name}” made`}
      label="Token"
      secret={token.token}
      copyLabel="Copy Token"
      onDone={onDone}
    >
      copy it and keep it somewhere safe. Send it as the header Authorization: Bearer followed by the token.
      To replace it, make a new one and revoke this one.
    </OneTimeSecret>
  );
}
