import { Button, type ButtonProps, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { refusalMessage } from '../../lib/forms/form-problems';
import { DialogFooter } from '../ui/dialog-footer';

interface ConfirmedActionProps {
  /** The button that opens the confirmation, e.g. "Delete". */
  label: string;
  /** Names the button for screen readers when its label alone is ambiguous in a list: "Delete role Developer". */
  ariaLabel?: string;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Destructive actions are red. */
  danger?: boolean;
  buttonProps?: ButtonProps;
  /** The change; a refusal stays in the dialog in the server's words. */
  action: () => Promise<unknown>;
  onDone?: () => void;
}

/**
 * A button whose action waits for a confirmation. The dialog opens on its confirming button (Enter confirms,
 * Escape cancels), a destructive one on Cancel (Enter keeps the data); when the server refuses, its reason shows
 * in the dialog, which stays open.
 */
export function ConfirmedAction({
  label,
  ariaLabel,
  title,
  message,
  confirmLabel,
  danger = false,
  buttonProps,
  action,
  onDone,
}: ConfirmedActionProps) {
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setOpened(false);
    setFailure(null);
  };
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      setOpened(false);
      onDone?.();
    } catch (error) {
      setFailure(refusalMessage(error as Error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        color={danger ? 'red' : undefined}
        c={danger ? 'red.9' : undefined}
        aria-label={ariaLabel}
        {...buttonProps}
        onClick={() => setOpened(true)}
      >
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={title}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) void confirm();
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{message}</Text>
            <DialogFooter
              failure={failure === null ? null : { message: failure }}
              confirmLabel={confirmLabel}
              danger={danger}
              busy={busy}
              initialFocus={danger ? 'cancel' : 'confirm'}
              onCancel={close}
            />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
