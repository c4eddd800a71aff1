import { Group, Radio, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { formatDateRange, yearOf } from '@timekeep/shared/domain/time-off-dates';
import { timeOffReasonLabels } from '@timekeep/shared/domain/time-off-reasons';
import { COMMENT_MAX_LENGTH } from '@timekeep/shared/domain/time-off-request-rules';
import type { TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import { type ReactNode, useState } from 'react';
import { hoursLabel } from '../../../components/time-off/request-labels';
import { TimeOffStatusBadge } from '../../../components/time-off/time-off-status-badge';
import { remainingLabel, yearBalanceOf } from '../../../components/time-off/year-balances';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { FormModal, useDiscardGuard } from '../../../components/ui/form-modal';
import { useFocusFirstProblem } from '../../../components/ui/use-focus-first-problem';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toasts';
import { useAnswerTimeOffRequest } from '../api/answer-time-off-request';
import { useTeamMemberBalances } from '../api/get-team-member-balances';
import {
  type AnswerFormValues,
  type AnswerStatus,
  answerButtonLabel,
  answerProblems,
  canSubmitAnswer,
  decisionFor,
  initialAnswer,
  mayGive,
} from '../utils/answer-form';

export const ANSWERED_FIRST_MESSAGE =
  'Someone changed or answered this request first. It has been reloaded: check it, then answer again.';

const outcome = {
  approve: {
    success: 'Request was approved successfully!',
    failure: {
      title: 'Approval Failed',
      message: 'Failed to approve! Please retry shortly or refresh the page.',
    },
  },
  reject: {
    success: 'Request was rejected successfully!',
    failure: {
      title: 'Reject Failed',
      message: 'Failed to reject! Please retry shortly or refresh the page.',
    },
  },
};

interface TimeOffAnswerModalProps {
  /** The request as the list holds it now (a refetch brings its newer version in). */
  request: TimeOffRequest | null;
  managerId: number | null;
  onClose: () => void;
}

/** A request's details and the approver response form (spec sections 4 and 5). */
export function TimeOffAnswerModal({ request, managerId, onClose }: TimeOffAnswerModalProps) {
  return (
    <FormModal opened={request !== null} onClose={onClose} title="Time Off Request" size="lg">
      {request && <AnswerForm key={request.id} request={request} managerId={managerId} onDone={onClose} />}
    </FormModal>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/**
 * What is left of the request's leave type in its year, so the lead sees what answering does to it; the
 * hours requested count every request that is not rejected, this one included unless it is.
 */
function BalanceLeft({ request, managerId }: { request: TimeOffRequest; managerId: number | null }) {
  const detail = request.mostRecentDetail;
  const year = yearOf(detail.startDate);
  const balances = useTeamMemberBalances(request.spudUserId, managerId);
  const balance = balances.data ? yearBalanceOf(balances.data.balances, detail.reason, year) : null;
  const counted = detail.status === 'rejected' ? 'this request not counted' : 'this request counted';
  return (
    <Detail label={`${timeOffReasonLabels[detail.reason]} Balance in ${year}`}>
      {balance
        ? `${remainingLabel(balance)}; ${counted}`
        : balances.isError
          ? 'The balance could not be loaded.'
          : 'Loading the balance…'}
    </Detail>
  );
}

function AnswerForm({
  request,
  managerId,
  onDone,
}: {
  request: TimeOffRequest;
  managerId: number | null;
  onDone: () => void;
}) {
  const detail = request.mostRecentDetail;
  const [values, setValues] = useState<AnswerFormValues>(() => initialAnswer(request));
  const cancel = useDiscardGuard(
    values.comment !== '' || values.status !== initialAnswer(request).status,
    onDone,
  );
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const answer = useAnswerTimeOffRequest();
  const problems = attempted ? answerProblems(values) : {};

  const { formRef, refused } = useFocusFirstProblem();

  const submit = () => {
    setAttempted(true);
    if (!values.status || Object.keys(answerProblems(values)).length > 0) {
      refused();
      return;
    }
    if (!canSubmitAnswer(request, values)) return;
    const decision = decisionFor[values.status];
    setFailure(null);
    answer.mutate(
      { request, decision, comment: values.comment, managerId },
      {
        onSuccess: () => {
          toast.success({ message: outcome[decision].success });
          onDone();
        },
        onError: (error) => {
          const conflict = error instanceof ApiError && error.status === 409;
          toast.error(
            conflict
              ? { ...outcome[decision].failure, message: ANSWERED_FIRST_MESSAGE }
              : outcome[decision].failure,
          );
          setFailure(
            conflict
              ? ANSWERED_FIRST_MESSAGE
              : error instanceof ApiError && error.code && error.status < 500
                ? error.message
                : outcome[decision].failure.message,
          );
        },
      },
    );
  };

  const firstChoice: AnswerStatus = mayGive(request, 'approved') ? 'approved' : 'rejected';
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={3} spacing="sm">
          <Detail label="Employee">{request.employeeName}</Detail>
          <Detail label="Type">{timeOffReasonLabels[detail.reason]}</Detail>
          <Detail label="Status">
            <TimeOffStatusBadge status={detail.status} />
          </Detail>
          <Detail label="Date(s)">{formatDateRange(detail.startDate, detail.endDate)}</Detail>
          <Detail label="Duration">{hoursLabel(detail.hours)}</Detail>
          <Detail label="Hours Per Workday">
            {hoursLabel(detail.hoursWorkday)}
            {detail.includeWeekends ? ', weekends included' : ''}
          </Detail>
        </SimpleGrid>
        <Detail label="Comment">{detail.comment}</Detail>
        <BalanceLeft request={request} managerId={managerId} />
        {detail.managerComment && (
          <Detail label={`Response${detail.managerName ? ` from ${detail.managerName}` : ''}`}>
            {detail.managerComment}
          </Detail>
        )}
        <Radio.Group
          label="Status"
          value={values.status}
          onChange={(status) => setValues({ ...values, status: status as AnswerStatus })}
          withAsterisk
          error={problems.status}
        >
          <Group mt={6}>
            <Radio
              value="approved"
              label="Approve"
              disabled={!mayGive(request, 'approved')}
              data-autofocus={firstChoice === 'approved' ? true : undefined}
            />
            <Radio
              value="rejected"
              label="Reject"
              disabled={!mayGive(request, 'rejected')}
              data-autofocus={firstChoice === 'rejected' ? true : undefined}
            />
          </Group>
        </Radio.Group>
        <Textarea
          label="Comment"
          description={`Required to reject. ${values.comment.length}/${COMMENT_MAX_LENGTH} characters`}
          value={values.comment}
          onChange={(event) => setValues({ ...values, comment: event.currentTarget.value })}
          maxLength={COMMENT_MAX_LENGTH}
          autosize
          minRows={2}
          error={problems.comment}
        />
        <DialogFooter
          failure={failure === null ? null : { message: failure }}
          confirmLabel={answerButtonLabel(request)}
          danger={false}
          busy={answer.isPending}
          disabled={!canSubmitAnswer(request, values)}
          onCancel={cancel}
        />
      </Stack>
    </form>
  );
}
