import { Anchor, Button, Stack, Title } from '@mantine/core';
import { FIRST_LISTED_YEAR } from '@timekeep/shared/domain/field-limits';
import { todayIso } from '@timekeep/shared/domain/periods';
import type { TimeOffDecision } from '@timekeep/shared/domain/time-off-answers';
import type { TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundView } from '../../../components/layout/not-found-view';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { toast, useErrorToast } from '../../../lib/toasts';
import { parsePositiveInteger, useQueryParam } from '../../../lib/use-query-param';
import { useAnswerTimeOffRequests } from '../api/answer-time-off-requests';
import { useTeamMembers } from '../api/get-team-members';
import { useTeamTimeOff } from '../api/get-team-time-off';
import { selectedRequestsLabel } from '../utils/count-in-words';
import { useSelection } from '../utils/use-selection';
import { BulkAnswerModal } from './bulk-answer-modal';
import { SelectionBar } from './selection-bar';
import { isAnswerable, TeamRequestsTable } from './team-requests-table';
import { ANSWERED_FIRST_MESSAGE, TimeOffAnswerModal } from './time-off-answer-modal';
import { ViewingTimeOffBanner } from './viewing-time-off-banner';

const bulkOutcome = {
  approve: {
    success: 'Bulk approval was successful!',
    failure: {
      title: 'Approval Failed',
      message: 'Failed to approve! Please retry shortly or refresh the page.',
    },
  },
  reject: {
    success: 'Bulk rejection was successful!',
    failure: {
      title: 'Reject Failed',
      message: 'Failed to reject! Please retry shortly or refresh the page.',
    },
  },
};

/** /team/pto/{person}/{year}: the person's requests starting in the year; their lead answers them one or many at once. */
export function MemberTimeOffPage() {
  const params = useParams();
  const personId = parsePositiveInteger(params.personId ?? '');
  const year = parsePositiveInteger(params.year ?? '');
  const lastYear = Number(todayIso().slice(0, 4)) + 1;
  if (personId === null || year === null || year < FIRST_LISTED_YEAR || year > lastYear)
    return <NotFoundView />;
  return <MemberTimeOff key={`${personId}-${year}`} personId={personId} year={year} />;
}

function MemberTimeOff({ personId, year }: { personId: number; year: number }) {
  const [managerId] = useQueryParam('managerId', parsePositiveInteger);
  const [openId, setOpenId] = useQueryParam('requestId', parsePositiveInteger, { replace: true });
  const members = useTeamMembers(managerId);
  const requests = useTeamTimeOff({ userId: personId, year, managerId });
  const selection = useSelection(requests.data);
  const bulk = useAnswerTimeOffRequests();
  /** The open bulk answer with the requests it was opened for: a refetch cannot change what is being answered. */
  const [bulkAnswer, setBulkAnswer] = useState<{
    decision: TimeOffDecision;
    requests: TimeOffRequest[];
  } | null>(null);
  const focusSelectAllOnClose = useRef(false);
  const [bulkFailure, setBulkFailure] = useState<string | null>(null);
  const selectAllRef = useRef<HTMLInputElement>(null);
  useErrorToast(requests.isError, {
    title: 'Team PTO Fetch Failed',
    message: 'Failed to fetch pto requests for your team! Please retry shortly or refresh the page.',
  });

  const member = members.data?.find((candidate) => candidate.id === personId);
  const name = member?.fullName ?? requests.data?.[0]?.employeeName;
  const openRequest = requests.data?.find((request) => request.id === openId) ?? null;
  const selected = selection.selected;
  const back = paths.team.timeOff(
    managerId === null ? `?year=${year}` : `?year=${year}&managerId=${managerId}`,
  );

  const openBulk = (decision: TimeOffDecision) => {
    setBulkFailure(null);
    setBulkAnswer({ decision, requests: selected });
  };

  const confirmBulk = (comment: string) => {
    if (!bulkAnswer) return;
    const texts = bulkOutcome[bulkAnswer.decision];
    bulk.mutate(
      { ...bulkAnswer, comment, managerId },
      {
        onSuccess: () => {
          toast.success({ message: texts.success });
          // The selection bar that opened the dialog is gone: focus goes back to the list.
          focusSelectAllOnClose.current = true;
          setBulkAnswer(null);
        },
        onError: (error) => {
          const conflict = error instanceof ApiError && error.status === 409;
          toast.error(conflict ? { ...texts.failure, message: ANSWERED_FIRST_MESSAGE } : texts.failure);
          setBulkFailure(
            conflict
              ? ANSWERED_FIRST_MESSAGE
              : error instanceof ApiError && error.code && error.status < 500
                ? error.message
                : texts.failure.message,
          );
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to={back} size="sm">
        Back to Team Time Off
      </Anchor>
      <Title order={2} size="h3">
        {name ? `${name}'s ${year} Requests` : `${year} Requests`}
      </Title>
      <ViewingTimeOffBanner managerId={managerId} />
      <SelectionBar
        label="Selected requests"
        count={selected.length}
        countText={selectedRequestsLabel(selected.length)}
        hint="Select requests to approve or reject several at once."
      >
        <Button
          onClick={() => openBulk('approve')}
          disabled={selected.length === 0 || !selected.every((request) => request.permissions.approve)}
        >
          Approve
        </Button>
        <Button
          color="red"
          onClick={() => openBulk('reject')}
          disabled={selected.length === 0 || !selected.every((request) => request.permissions.reject)}
        >
          Reject
        </Button>
      </SelectionBar>
      <TeamRequestsTable
        requests={requests.data}
        isPending={requests.isPending}
        isError={requests.isError}
        selectedIds={selection.ids}
        onToggle={selection.toggle}
        onToggleAll={(on) =>
          on ? selection.setAll((requests.data ?? []).filter(isAnswerable)) : selection.clear()
        }
        onOpen={(request) => setOpenId(request.id)}
        selectAllRef={selectAllRef}
      />
      <TimeOffAnswerModal request={openRequest} managerId={managerId} onClose={() => setOpenId(null)} />
      <BulkAnswerModal
        decision={bulkAnswer?.decision ?? null}
        requests={bulkAnswer?.requests ?? []}
        busy={bulk.isPending}
        failure={bulkFailure}
        onConfirm={confirmBulk}
        onClose={() => setBulkAnswer(null)}
        onClosed={() => {
          if (focusSelectAllOnClose.current) selectAllRef.current?.focus();
          focusSelectAllOnClose.current = false;
        }}
      />
    </Stack>
  );
}
