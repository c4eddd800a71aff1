import { Alert, Button, Group } from '@mantine/core';

interface FormFooterProps {
  /** The server's refusal that names no field. */
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  /** An edit with nothing changed has nothing to save. */
  disabled: boolean;
  onCancel?: (() => void) | undefined;
}

/** The end of a page's form: the server's refusal if any, then Cancel and the saving button. */
export function FormFooter({ failure, busy, submitLabel, disabled, onCancel }: FormFooterProps) {
  return (
    <>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={busy} disabled={disabled}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
