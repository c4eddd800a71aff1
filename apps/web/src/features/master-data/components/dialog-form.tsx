import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { DialogFooter } from '../../../components/ui/dialog-footer';

/** The part of `useSchemaForm` a dialog's form needs. */
interface DialogFormState<Request> {
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

/** A dialog's form: its fields, the server's refusal if any, then Cancel and the confirming button. */
export function DialogForm<Request>({
  form,
  send,
  confirmLabel,
  onCancel,
  children,
}: DialogFormProps<Request>) {
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
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
