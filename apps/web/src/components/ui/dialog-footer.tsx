import { Alert, Button, Group } from '@mantine/core';

interface DialogFooterProps {
  /** Why the last try failed, kept in view until the next one. */
  failure: { title?: string; message: string } | null;
  confirmLabel: string;
  /** Destructive confirmations are red. */
  danger: boolean;
  busy: boolean;
  disabled?: boolean;
  /**
   * The button the dialog opens on: 'confirm' (Enter confirms), 'cancel' for a destructive confirmation (Enter
   * keeps the data), or none when a field of the dialog takes the focus.
   */
  initialFocus?: 'confirm' | 'cancel';
  onCancel: () => void;
}

/** The end of a confirming dialog: the failure, if any, then Cancel and the confirming (submit) button. */
export function DialogFooter({
  failure,
  confirmLabel,
  danger,
  busy,
  disabled = false,
  initialFocus,
  onCancel,
}: DialogFooterProps) {
  return (
    <>
      {failure && (
        <Alert color="red" title={failure.title} role="alert">
          {failure.message}
        </Alert>
      )}
      <Group justify="flex-end" mt="xs">
        <Button variant="default" onClick={onCancel} data-autofocus={initialFocus === 'cancel' || undefined}>
          Cancel
        </Button>
        <Button
          type="submit"
          color={danger ? 'red' : undefined}
          loading={busy}
          disabled={disabled}
          data-autofocus={initialFocus === 'confirm' || undefined}
        >
          {confirmLabel}
        </Button>
      </Group>
    </>
  );
}
