import {
  Alert,
  Button,
  Card,
  CopyButton,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import type { ScimToken, ScimTokenCreated } from '@timekeep/shared/schemas/scim';
import { useEffect, useRef, useState } from 'react';
import { openConfirmModal } from '../../../lib/modals';
import { toast } from '../../../lib/toasts';
import { useGenerateScimToken } from '../api/generate-scim-token';
import { useScimSettings } from '../api/get-scim-settings';
import { useRevokeScimToken } from '../api/revoke-scim-token';

const day = (timestamp: string) => formatDisplayDate(timestamp.slice(0, 10));

function CopyField({
  label,
  value,
  buttonLabel,
  focus = false,
}: {
  label: string;
  value: string;
  buttonLabel: string;
  focus?: boolean;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) button.current?.focus();
  }, [focus]);
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label={label}
        value={value}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: 1 }}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button ref={button} onClick={copy} color={copied ? 'teal' : undefined}>
            {copied ? 'Copied' : buttonLabel}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

function TokenSummary({ token }: { token: ScimToken }) {
  return (
    <Text size="sm">
      Token{' '}
      <Text span ff="monospace">
        {token.prefix}…
      </Text>{' '}
      generated {day(token.createdAt)}
      {token.createdBy ? ` by ${token.createdBy}` : ''};{' '}
      {token.lastUsedAt ? `last used ${day(token.lastUsedAt)}` : 'not used yet'}; expires{' '}
      {day(token.expiresAt)}.
    </Text>
  );
}

/**
 * Where the identity provider connects: the tenant URL and the secret token to paste into Entra ID. The token
 * is shown once, when generated; a new one revokes the one before.
 */
export function ScimTokenCard() {
  const settings = useScimSettings();
  const generate = useGenerateScimToken();
  const revoke = useRevokeScimToken();
  const [created, setCreated] = useState<ScimTokenCreated | null>(null);
  const token = settings.data?.token ?? null;

  const failed = (title: string) =>
    toast.error({ title, message: 'Something went wrong. Please retry shortly or refresh the page.' });
  const makeToken = () =>
    generate.mutate(undefined, { onSuccess: setCreated, onError: () => failed('Token Not Generated') });
  const confirmNewToken = () =>
    openConfirmModal({
      title: 'Generate New SCIM Token',
      message: 'The current token stops working at once: paste the new one into the identity provider.',
      confirmLabel: 'Generate Token',
      cancelLabel: 'Cancel',
      destructive: true,
      onConfirm: makeToken,
    });
  const confirmRevoke = () =>
    openConfirmModal({
      title: 'Revoke SCIM Token',
      message:
        'The identity provider can no longer add, change or deactivate people until a new token is generated.',
      confirmLabel: 'Revoke Token',
      cancelLabel: 'Cancel',
      destructive: true,
      onConfirm: () =>
        revoke.mutate(undefined, {
          onSuccess: () => {
            setCreated(null);
            toast.success({ message: 'The SCIM token was revoked.' });
          },
          onError: () => failed('Token Not Revoked'),
        }),
    });

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="scim-connection-title" maw={820}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4" id="scim-connection-title">
            Connection
          </Title>
          <Text size="sm" c="gray.7">
            In Microsoft Entra ID, open the enterprise application's Provisioning, choose Automatic, and paste
            the tenant URL and the secret token below.
          </Text>
        </div>
        {settings.isError && (
          <Alert color="red">The SCIM settings could not be loaded. Please refresh the page.</Alert>
        )}
        {settings.isPending && <Skeleton h={96} role="status" aria-label="Loading SCIM settings" />}
        {settings.data && (
          <>
            <CopyField label="Tenant URL" value={settings.data.baseUrl} buttonLabel="Copy URL" />
            {token ? (
              <TokenSummary token={token} />
            ) : (
              <Text size="sm">No SCIM token: provisioning is off.</Text>
            )}
            <Group gap="xs">
              <Button
                variant="default"
                onClick={token ? confirmNewToken : makeToken}
                loading={generate.isPending}
              >
                {token ? 'Generate New Token' : 'Generate Token'}
              </Button>
              {token && (
                <Button variant="outline" color="red.9" onClick={confirmRevoke} loading={revoke.isPending}>
                  Revoke Token
                </Button>
              )}
            </Group>
          </>
        )}
        {created && (
          <Alert color="teal" title="SCIM token generated">
            <Stack gap="xs">
              <CopyField label="Secret token" value={created.secret} buttonLabel="Copy Token" focus />
              <Text size="sm">
                Shown only now: paste it into the identity provider's Secret Token field. To see a token
                again, generate a new one.
              </Text>
              <Group>
                <Button variant="default" onClick={() => setCreated(null)}>
                  Done
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
