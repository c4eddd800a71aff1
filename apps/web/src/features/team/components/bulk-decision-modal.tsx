import { Alert, Button, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { REJECTION_NOTE_MAX_LENGTH } from '@timekeep/shared/domain/field-limits';
import type { TeamTimesheetSummary } from '@timekeep/shared/schemas/team';
import {
  BULK_DECISION_NOTE_MIN_LENGTH,
  type BulkDecision,
  bulkDecisionNoteProblem,
  type TimesheetDecisionsResponse,
} from '@timekeep/shared/schemas/timesheets';
import { useEffect, useRef, useState } from 'react';
import { teamPeriodRange } from '../../../components/timesheet/period-label';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { FormModal, useDiscardGuard } from '../../../components/ui/form-modal';
import { useFocusFirstProblem } from '../../../components/ui/use-focus-first-problem';
import { decidedSentence, selectedTimesheetsLabel } from '../utils/bulk-decisions';
import classes from './team-tables.module.css';

const texts: Record<
  BulkDecision,
  { title: string; noteLabel: string; description: string; confirm: string }
> = {
  approve: {
    title: 'Approve Selected Timesheets',
    noteLabel: 'Note (Optional)',
    description: `When given, ${BULK_DECISION_NOTE_MIN_LENGTH} to ${REJECTION_NOTE_MAX_LENGTH} characters; each employee reads it.`,
    confirm: 'Approve',
  },
  reject: {
    title: 'Reject Selected Timesheets',
    noteLabel: 'Note (Required)',
    description: `${BULK_DECISION_NOTE_MIN_LENGTH} to ${REJECTION_NOTE_MAX_LENGTH} characters; each employee reads it.`,
    confirm: 'Reject',
  },
};

/** A timesheet of the list as the dialog names it: 'Emily Carter, Mar 01 - 15'. */
export const timesheetName = (timesheet: TeamTimesheetSummary) =>
  `${timesheet.employee}, ${teamPeriodRange(timesheet.timesheetPeriod)}`;

interface BulkDecisionModalProps {
  decision: BulkDecision | null;
  timesheets: readonly TeamTimesheetSummary[];
  busy: boolean;
  failure: string | null;
  /** The answer, once some timesheets could not be decided: the dialog then lists them with the reason. */
  result: TimesheetDecisionsResponse | null;
  /** Confirm passes the note on; it is kept if the call fails. */
  onConfirm: (note: string) => void;
  onClose: () => void;
  onClosed?: () => void;
}

/**
 * 'Approve Selected Timesheets' and 'Reject Selected Timesheets': the timesheets chosen, one note for all
 * (required to reject), then, when some could not be decided, which and why.
 */
export function BulkDecisionModal({ decision, onClose, onClosed, result, ...rest }: BulkDecisionModalProps) {
  return (
    <FormModal
      opened={decision !== null}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title={decision ? texts[decision].title : ''}
    >
      {decision &&
        (result ? (
          <DecisionResult
            decision={decision}
            result={result}
            timesheets={rest.timesheets}
            onClose={onClose}
          />
        ) : (
          <DecisionForm key={decision} decision={decision} onClose={onClose} {...rest} />
        ))}
    </FormModal>
  );
}

function DecisionForm({
  decision,
  timesheets,
  busy,
  failure,
  onConfirm,
  onClose,
}: Omit<BulkDecisionModalProps, 'result' | 'onClosed'> & { decision: BulkDecision }) {
  const [note, setNote] = useState('');
  const cancel = useDiscardGuard(note !== '', onClose);
  const [attempted, setAttempted] = useState(false);
  const { formRef, refused } = useFocusFirstProblem();
  const problem = bulkDecisionNoteProblem(decision, note);
  const text = texts[decision];
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        if (problem) refused();
        else if (!busy) onConfirm(note);
      }}
    >
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          {selectedTimesheetsLabel(timesheets.length)}
        </Text>
        <List size="sm" spacing={2} mah={200} style={{ overflowY: 'auto' }}>
          {timesheets.map((timesheet) => (
            <List.Item key={timesheet.id}>{timesheetName(timesheet)}</List.Item>
          ))}
        </List>
        <Textarea
          label={text.noteLabel}
          description={`${text.description} ${note.trim().length}/${REJECTION_NOTE_MAX_LENGTH}`}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={REJECTION_NOTE_MAX_LENGTH}
          autosize
          minRows={2}
          required={decision === 'reject'}
          error={attempted ? problem : undefined}
          data-autofocus={decision === 'reject' ? true : undefined}
        />
        <DialogFooter
          failure={failure === null ? null : { message: failure }}
          confirmLabel={text.confirm}
          danger={decision === 'reject'}
          busy={busy}
          initialFocus={decision === 'approve' ? 'confirm' : undefined}
          onCancel={cancel}
        />
      </Stack>
    </form>
  );
}

/** What was decided and, named with the reason, what was not; focus on Done. */
function DecisionResult({
  decision,
  result,
  timesheets,
  onClose,
}: {
  decision: BulkDecision;
  result: TimesheetDecisionsResponse;
  timesheets: readonly TeamTimesheetSummary[];
  onClose: () => void;
}) {
  const byId = new Map(timesheets.map((timesheet) => [timesheet.id, timesheet]));
  // The dialog was open on its form: the focus moves to the result's Done as the result replaces the form.
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  const verb = decision === 'approve' ? 'approved' : 'rejected';
  return (
    <Stack gap="sm">
      <Text size="sm" role="status">
        {decidedSentence(decision, result.decided.length)}
      </Text>
      <Alert
        color="orange"
        title={`Not ${verb} (${result.refused.length})`}
        role="alert"
        classNames={{ title: classes.warningTitle }}
      >
        <List size="sm" spacing={4}>
          {result.refused.map((refused) => {
            const timesheet = byId.get(refused.id);
            return (
              <List.Item key={refused.id}>
                <Text span size="sm" fw={500}>
                  {timesheet ? timesheetName(timesheet) : `Timesheet ${refused.id}`}
                </Text>
                : {refused.message}
              </List.Item>
            );
          })}
        </List>
      </Alert>
      <Group justify="flex-end">
        <Button onClick={onClose} ref={closeRef}>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
