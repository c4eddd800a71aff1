import { Alert, Button, Group } from '@mantine/core';

interface DialogFooterProps {
  /** Why the last try failed, kept in view until the next one. */
  failure: { title?: string; message: string } | null;
  confirmLabel: string;
  /** Destructive confirmations are red. */
  danger: boolean;
  busy: boolean;
  disabled?: boolean;
  /** Whether the dialog opens on its confirming button (Enter confirms). */
  focusConfirm: boolean;
  onCancel: () => void;
}

/** The end of a confirming dialog: the failure, if any, then Cancel and the confirming (submit) button. */
export function DialogFooter({
  failure,
  confirmLabel,
  danger,
  busy,
  disabled = false,
  focusConfirm,
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
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          type="submit"
          color={danger ? 'red' : undefined}
          loading={busy}
          disabled={disabled}
          data-autofocus={focusConfirm || undefined}
        >
          {confirmLabel}
        </Button>
      </Group>
    </>
  );
}
