import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { DialogFooter } from '../ui/dialog-footer';
import { useDiscardGuard } from '../ui/form-modal';

/** The part of `useSchemaForm` a dialog's form needs. */
interface DialogFormState<Request> {
  /** Whether anything differs from what the form started with: closing then asks first. */
  edited: boolean;
  failure: string | null;
  busy: boolean;
  submit: (send: (request: Request) => unknown) => void;
}

interface DialogFormProps<Request> {
  form: DialogFormState<Request>;
  /** What the valid request does: a write that closes the dialog once it succeeds. */
  send: (request: Request) => unknown;
  confirmLabel: string;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * A dialog's form (inside a `FormModal`): its fields, the server's refusal if any, then Cancel and the confirming
 * button. Cancel, like every other way out, asks before it discards an edit.
 */
export function DialogForm<Request>({
  form,
  send,
  confirmLabel,
  onCancel,
  children,
}: DialogFormProps<Request>) {
  const cancel = useDiscardGuard(form.edited, onCancel);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.submit(send);
      }}
    >
      <Stack gap="sm">
        {children}
        <DialogFooter
          failure={form.failure === null ? null : { message: form.failure }}
          confirmLabel={confirmLabel}
          danger={false}
          busy={form.busy}
          onCancel={cancel}
        />
      </Stack>
    </form>
  );
}
