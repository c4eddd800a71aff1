import { List, Stack, Text, Textarea } from '@mantine/core';
import {
  answerCommentProblem,
  BULK_REJECT_COMMENT_MIN_LENGTH,
  type TimeOffDecision,
} from '@timekeep/shared/domain/time-off-answers';
import { COMMENT_MAX_LENGTH } from '@timekeep/shared/domain/time-off-request-rules';
import type { TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import { useState } from 'react';
import { describeRequest } from '../../../components/time-off/request-labels';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { FormModal, useDiscardGuard } from '../../../components/ui/form-modal';
import { useFocusFirstProblem } from '../../../components/ui/use-focus-first-problem';
import { selectedRequestsLabel } from '../utils/count-in-words';

const texts: Record<TimeOffDecision, { title: string; commentLabel: string; description: string }> = {
  approve: {
    title: 'Bulk Approve',
    commentLabel: 'Comment (Optional)',
    description: `At most ${COMMENT_MAX_LENGTH} characters.`,
  },
  reject: {
    title: 'Bulk Reject',
    commentLabel: 'Comment (Required)',
    description: `${BULK_REJECT_COMMENT_MIN_LENGTH} to ${COMMENT_MAX_LENGTH} characters; each employee reads it.`,
  },
};

interface BulkAnswerModalProps {
  decision: TimeOffDecision | null;
  requests: readonly TimeOffRequest[];
  busy: boolean;
  failure: string | null;
  /** Confirm passes the comment on; it is kept if the answer fails. */
  onConfirm: (comment: string) => void;
  onClose: () => void;
  /** After the closing transition, when focus may move on. */
  onClosed?: () => void;
}

/**
 * 'Bulk Approve' and 'Bulk Reject'. Approving opens on Confirm (Enter confirms); rejecting opens in the
 * comment it requires.
 */
export function BulkAnswerModal({ decision, onClose, onClosed, ...rest }: BulkAnswerModalProps) {
  return (
    <FormModal
      opened={decision !== null}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title={decision ? texts[decision].title : ''}
    >
      {decision && <BulkAnswerForm key={decision} decision={decision} onClose={onClose} {...rest} />}
    </FormModal>
  );
}

function BulkAnswerForm({
  decision,
  requests,
  busy,
  failure,
  onConfirm,
  onClose,
}: BulkAnswerModalProps & { decision: TimeOffDecision }) {
  const [comment, setComment] = useState('');
  const cancel = useDiscardGuard(comment !== '', onClose);
  const [attempted, setAttempted] = useState(false);
  const { formRef, refused } = useFocusFirstProblem();
  const problem = answerCommentProblem(decision, comment, { bulk: true });
  const text = texts[decision];
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        if (problem) refused();
        else if (!busy) onConfirm(comment);
      }}
    >
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          {selectedRequestsLabel(requests.length)}
        </Text>
        <List size="sm" spacing={2}>
          {requests.map((request) => (
            <List.Item key={request.id}>{describeRequest(request)}</List.Item>
          ))}
        </List>
        <Textarea
          label={text.commentLabel}
          description={`${text.description} ${comment.length}/${COMMENT_MAX_LENGTH}`}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          maxLength={COMMENT_MAX_LENGTH}
          autosize
          minRows={2}
          required={decision === 'reject'}
          error={attempted ? problem : undefined}
          data-autofocus={decision === 'reject' ? true : undefined}
        />
        <DialogFooter
          failure={failure === null ? null : { message: failure }}
          confirmLabel="Confirm"
          danger={decision === 'reject'}
          busy={busy}
          initialFocus={decision === 'approve' ? 'confirm' : undefined}
          onCancel={cancel}
        />
      </Stack>
    </form>
  );
}
