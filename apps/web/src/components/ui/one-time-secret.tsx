import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

interface OneTimeSecretProps {
  /** What was made: "Token “Payroll” made". */
  title: string;
  /** The field's label and what the copy button copies: "Token", "Signing secret". */
  label: string;
  secret: string;
  copyLabel: string;
  /** How to use it and how to replace it, after "Shown only now:". */
  children: ReactNode;
  onDone: () => void;
}

/**
 * A secret the server answered once and keeps only a hash of (an API token, a webhook's signing secret, the
 * SCIM token): its copy button takes the focus, so it is in view and one key press copies it, and it is gone
 * once the person says Done.
 */
export function OneTimeSecret({ title, label, secret, copyLabel, children, onDone }: OneTimeSecretProps) {
  const copyButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    copyButton.current?.focus();
  }, []);
  return (
    <Alert color="teal" title={title} maw={720}>
      <Stack gap="xs">
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={label}
            value={secret}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1 }}
            ff="monospace"
          />
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button ref={copyButton} onClick={copy} color={copied ? 'teal' : undefined}>
                {copied ? 'Copied' : copyLabel}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">Shown only now: {children}</Text>
        <Group>
          <Button variant="default" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
