import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  UndoDecisionBatchResponse,
  undoDecisionBatchResponseSchema,
} from '@timekeep/shared/schemas/timesheets';
import { ApiError, apiCall } from './api-client';
import { toast } from './toasts';

/**
 * A lead's decision in bulk (issue 38) is undone from two places that do not know each other: the success toast
 * of the team lists and the bell. Both use this.
 */

/** POST /api/team/timesheet_decision_batches/{id}/undo. */
export async function undoDecisionBatch(batchId: number): Promise<UndoDecisionBatchResponse> {
  return apiCall<typeof undoDecisionBatchResponseSchema>(
    `/api/team/timesheet_decision_batches/${batchId}/undo`,
    { method: 'POST' },
  );
}

const timesheetsCount = (count: number) => `${count} timesheet${count === 1 ? '' : 's'}`;

/** What an Undo did, in one sentence: how many went back, and how many had changed since and stayed. */
export function undoOutcome(result: UndoDecisionBatchResponse): string {
  const back =
    result.returned.length === 0
      ? 'No timesheet went back.'
      : `${timesheetsCount(result.returned.length)} went back to where ${result.returned.length === 1 ? 'it was' : 'they were'}.`;
  if (result.refused.length === 0) return back;
  return `${back} ${timesheetsCount(result.refused.length)} changed since and stayed as ${result.refused.length === 1 ? 'it is' : 'they are'}.`;
}

/**
 * Undoes a batch, then says how it went in a toast. Every list, timesheet and the bell may show what it changed,
 * and this part of the app knows none of their keys: every query on screen is read again.
 */
export function useUndoDecisionBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoDecisionBatch,
    onSuccess: (result) => toast.success({ title: 'Decision undone', message: undoOutcome(result) }),
    onError: (error) =>
      toast.error({
        title: 'Undo failed',
        message:
          error instanceof ApiError && error.code && error.status < 500
            ? error.message
            : 'The decision could not be undone. Please retry shortly.',
      }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

/** 'Undo', for a batch; `onUndone` after it went through (a toast then closes itself). */
export function UndoDecisionButton({
  batchId,
  label = 'Undo',
  onUndone,
}: {
  batchId: number;
  label?: string;
  onUndone?: () => void;
}) {
  const undo = useUndoDecisionBatch();
  return (
    <Button
      size="compact-sm"
      variant="default"
      loading={undo.isPending}
      onClick={() => undo.mutate(batchId, { onSuccess: () => onUndone?.() })}
    >
      {label}
    </Button>
  );
}

/** Long enough to reach its Undo; the bell keeps the Undo for ten minutes. */
const DECIDED_TOAST_MS = 10_000;

/** The success toast of a decision in bulk, with its Undo. */
export function showDecidedToast({ message, batchId }: { message: string; batchId: number }) {
  const id = `decision-batch-${batchId}`;
  notifications.show({
    id,
    color: 'green',
    autoClose: DECIDED_TOAST_MS,
    closeButtonProps: { 'aria-label': 'Close notification' },
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <UndoDecisionButton batchId={batchId} onUndone={() => notifications.hide(id)} />
      </Group>
    ),
  });
}
