import { List } from '@mantine/core';
import type { TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import type { ReactNode } from 'react';
import { describeRequest } from '../../../components/time-off/request-labels';

/** The 'Pending Time Off' question, naming each request that waits (type and dates). */
export function pendingTimeOffMessage(requests: readonly TimeOffRequest[]): ReactNode {
  return (
    <>
      {requests.length === 1
        ? 'This time off request is still waiting for approval:'
        : 'These time off requests are still waiting for approval:'}
      <List size="sm" my="xs">
        {requests.map((request) => (
          <List.Item key={request.id}>{describeRequest(request)}</List.Item>
        ))}
      </List>
      Submit your timesheet anyway?
    </>
  );
}
