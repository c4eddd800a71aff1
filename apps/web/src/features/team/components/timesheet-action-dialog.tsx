import { Stack, Text, Textarea } from '@mantine/core';
import { REJECTION_NOTE_MAX_LENGTH } from '@timekeep/shared/domain/field-limits';
import { useState } from 'react';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { FormModal, useDiscardGuard } from '../../../components/ui/form-modal';
import { useFocusFirstProblem } from '../../../components/ui/use-focus-first-problem';
import type { TeamTimesheetAction } from '../utils/after-action';

interface ActionText {
  title: string;
  question: (employee: string, range: string) => string;
  confirmLabel: string;
  /** A note field, required or optional; none for a plain confirmation. */
  note?: 'required' | 'optional';
}

/**
 * A plain confirmation opens with its confirming button focused, so Enter confirms. Reject and unapprove take
 * the lead's attention away from the employee's work, so they open in their note field: Enter there starts a
 * new line, and confirming takes a deliberate Tab or click.
 */
export const actionTexts: Record<TeamTimesheetAction, ActionText> = {
  submit: {
    title: 'Submit Timesheet On Behalf',
    question: (employee, range) =>
      `Submit ${employee}'s timesheet for ${range} for approval on their behalf?`,
    confirmLabel: 'Submit',
  },
  approve: {
    title: 'Approve Timesheet',
    question: (employee, range) => `Approve ${employee}'s timesheet for ${range}?`,
    confirmLabel: 'Approve',
  },
  reject: {
    title: 'Reject Timesheet',
    question: (employee, range) =>
      `Reject ${employee}'s timesheet for ${range}? It goes back to them with your note, shown in Comments.`,
    confirmLabel: 'Reject',
    note: 'required',
  },
  unapprove: {
    title: 'Unapprove Timesheet',
    question: (employee, range) =>
      `Unapprove ${employee}'s timesheet for ${range}? It opens again for them to correct and resubmit.`,
    confirmLabel: 'Unapprove',
    note: 'optional',
  },
};

export interface ActionFailure {
  title: string;
  message: string;
}

interface TimesheetActionDialogProps {
  action: TeamTimesheetAction | null;
  employee: string;
  range: string;
  /** Whether the server still allows the action (it may not, once someone else acted first). */
  permitted: boolean;
  busy: boolean;
  failure: ActionFailure | null;
  onConfirm: (note: string) => void;
  onClose: () => void;
}

/** Confirms a lead's action on a timesheet; the note, when there is one, survives a failure. */
export function TimesheetActionDialog({ action, onClose, ...rest }: TimesheetActionDialogProps) {
  return (
    <FormModal opened={action !== null} onClose={onClose} title={action ? actionTexts[action].title : ''}>
      {action && <ActionForm key={action} action={action} onClose={onClose} {...rest} />}
    </FormModal>
  );
}

function ActionForm({
  action,
  employee,
  range,
  permitted,
  busy,
  failure,
  onConfirm,
  onClose,
}: TimesheetActionDialogProps & { action: TeamTimesheetAction }) {
  const text = actionTexts[action];
  const [note, setNote] = useState('');
  const cancel = useDiscardGuard(note !== '', onClose);
  const [attempted, setAttempted] = useState(false);
  const { formRef, refused } = useFocusFirstProblem();
  const missingNote = text.note === 'required' && note.trim() === '';
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        if (missingNote) refused();
        else if (permitted && !busy) onConfirm(note);
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{text.question(employee, range)}</Text>
        {text.note && (
          <Textarea
            label={text.note === 'required' ? 'Note (Required)' : 'Note (Optional)'}
            description="The employee reads it in the timesheet's Comments."
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={REJECTION_NOTE_MAX_LENGTH}
            autosize
            minRows={3}
            required={text.note === 'required'}
            error={attempted && missingNote ? 'A rejection needs a note.' : undefined}
            data-autofocus
          />
        )}
        <DialogFooter
          failure={failure}
          confirmLabel={text.confirmLabel}
          danger={action === 'reject' || action === 'unapprove'}
          busy={busy}
          disabled={!permitted}
          initialFocus={text.note ? undefined : 'confirm'}
          onCancel={cancel}
        />
      </Stack>
    </form>
  );
}
