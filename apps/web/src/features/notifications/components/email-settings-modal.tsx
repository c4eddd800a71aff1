import { Loader, Modal, Stack, Switch, Text } from '@mantine/core';
import type { EmailTopic } from '@timekeep/shared/schemas/notifications';
import { useChangeEmailPreference, useEmailPreferences } from '../api/email-preferences';

interface EmailSettingsModalProps {
  opened: boolean;
  onClose: () => void;
}

const topicTexts: Record<EmailTopic, { label: string; description: string }> = {
  team_timesheets: {
    label: 'Timesheets my team submits',
    description: 'When someone you lead submits a timesheet or takes one back, or one is submitted for them.',
  },
  my_timesheet: {
    label: 'Decisions on my timesheet',
    description: 'When your timesheet is submitted for you, approved, rejected or unapproved.',
  },
  team_time_off: {
    label: 'Time off my team requests',
    description: 'When someone you lead requests time off, changes a request or withdraws one.',
  },
  my_time_off: {
    label: 'Answers to my time-off requests',
    description: 'When your request for time off is approved or rejected.',
  },
  timesheet_reminders: {
    label: 'Reminders to submit my timesheet',
    description: 'On the last working day of a period and the first one after it, while it is not submitted.',
  },
  approvals_digest: {
    label: 'Morning digest of pending approvals',
    description: 'One email each working morning listing what waits for your approval.',
  },
  budget_alerts: {
    label: 'Engagement budget alerts',
    description:
      'When an engagement you manage, or any engagement if you are an admin, passes a budget threshold.',
  },
  integration_alerts: {
    label: 'Webhook alerts',
    description: 'When a webhook endpoint you registered is turned off because its deliveries kept failing.',
  },
  report_exports: {
    label: 'Report exports',
    description: 'When an export too big to download at once is ready, or could not be prepared.',
  },
};

/**
 * Which notifications are also emailed, a switch per topic the server offers the person (the team's topics to
 * leads, budget alerts to admins and engagement managers), each saved as soon as it is switched.
 */
export function EmailSettingsModal({ opened, onClose }: EmailSettingsModalProps) {
  const { data, isPending, isError } = useEmailPreferences();
  const change = useChangeEmailPreference();
  return (
    <Modal opened={opened} onClose={onClose} title="Email notifications">
      <Text size="sm" c="gray.7" mb="md">
        The bell always lists every notification; these choose only what is also emailed.
      </Text>
      {isPending ? (
        <Stack align="center" py="lg">
          <Loader size="sm" aria-label="Loading email settings" />
        </Stack>
      ) : isError ? (
        <Text size="sm" role="alert">
          Email settings could not be loaded. Please close this and try again.
        </Text>
      ) : (
        <Stack gap="md">
          {data.topics.map(({ topic, email }) => (
            <Switch
              key={topic}
              checked={email}
              label={topicTexts[topic].label}
              description={topicTexts[topic].description}
              onChange={(event) => change.mutate({ topic, email: event.currentTarget.checked })}
            />
          ))}
        </Stack>
      )}
    </Modal>
  );
}
