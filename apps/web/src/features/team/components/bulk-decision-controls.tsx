import { Button } from '@mantine/core';
import type { TeamTimesheetSummary } from '@timekeep/shared/schemas/team';
import type { BulkDecision, TimesheetDecisionsResponse } from '@timekeep/shared/schemas/timesheets';
import { useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { showDecidedToast } from '../../../lib/decision-batches';
import { useDecideTeamTimesheets } from '../api/decide-team-timesheets';
import {
  type DecidableTimesheet,
  decidedSentence,
  isDecidable,
  selectedTimesheetsLabel,
} from '../utils/bulk-decisions';
import { useSelection } from '../utils/use-selection';
import { BulkDecisionModal } from './bulk-decision-modal';
import { SelectionBar } from './selection-bar';
import type { TimesheetSelection } from './team-timesheets-table';

const FAILURE_MESSAGE = 'The timesheets could not be decided. Please retry shortly or refresh the page.';

/**
 * Approving or rejecting the listed timesheets together (issue 38): the selection the table shows, the bar
 * that counts it and opens the dialog, and the dialog. Answered, the decided ones are told in a toast with
 * Undo; those that could not be decided stay listed in the dialog with the reason.
 */
export function useBulkDecisions(timesheets: readonly TeamTimesheetSummary[] | undefined) {
  const decidable = useMemo(() => timesheets?.filter(isDecidable), [timesheets]);
  const selection = useSelection(decidable);
  const decide = useDecideTeamTimesheets();
  /** The open dialog with the timesheets it was opened for: a refetch cannot change what is being decided. */
  const [open, setOpen] = useState<{ decision: BulkDecision; timesheets: DecidableTimesheet[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<TimesheetDecisionsResponse | null>(null);
  const selectAllRef = useRef<HTMLInputElement>(null);
  const focusSelectAllOnClose = useRef(false);
  const selected = selection.selected;

  const openDialog = (decision: BulkDecision) => {
    setFailure(null);
    setResult(null);
    setOpen({ decision, timesheets: selected });
  };
  const close = () => {
    focusSelectAllOnClose.current = true;
    setOpen(null);
  };
  const confirm = (note: string) => {
    if (!open) return;
    decide.mutate(
      { decision: open.decision, timesheets: open.timesheets, note },
      {
        onSuccess: (answer) => {
          if (answer.batchId !== null)
            showDecidedToast({
              message: decidedSentence(open.decision, answer.decided.length),
              batchId: answer.batchId,
            });
          if (answer.refused.length > 0) setResult(answer);
          else close();
        },
        onError: (error) =>
          setFailure(
            error instanceof ApiError && error.code && error.status < 500 ? error.message : FAILURE_MESSAGE,
          ),
      },
    );
  };

  const table: TimesheetSelection = {
    ids: selection.ids,
    onToggle: selection.toggle,
    onToggleAll: (on) => (on ? selection.setAll(decidable ?? []) : selection.clear()),
    selectAllRef,
  };

  const controls = (
    <>
      <SelectionBar
        label="Selected timesheets"
        count={selected.length}
        countText={selectedTimesheetsLabel(selected.length)}
        hint="Select timesheets to approve or reject several at once."
      >
        <Button onClick={() => openDialog('approve')} disabled={selected.length === 0}>
          Approve selected
        </Button>
        <Button color="red" onClick={() => openDialog('reject')} disabled={selected.length === 0}>
          Reject selected
        </Button>
      </SelectionBar>
      <BulkDecisionModal
        decision={open?.decision ?? null}
        timesheets={open?.timesheets ?? []}
        busy={decide.isPending}
        failure={failure}
        result={result}
        onConfirm={confirm}
        onClose={close}
        onClosed={() => {
          if (focusSelectAllOnClose.current) selectAllRef.current?.focus();
          focusSelectAllOnClose.current = false;
          setResult(null);
        }}
      />
    </>
  );
  return { table, controls };
}
