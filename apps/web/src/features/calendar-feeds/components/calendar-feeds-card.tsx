import {
  Alert,
  Button,
  Card,
  CopyButton,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import type { CalendarFeedCreated, CalendarFeedKind } from '@timekeep/shared/schemas/calendar-feeds';
import { useEffect, useRef, useState } from 'react';
import { openConfirmModal } from '../../../lib/modals';
import { toast } from '../../../lib/toasts';
import { useCalendarFeeds, useCreateCalendarFeed, useTurnOffCalendarFeed } from '../api/calendar-feeds';

const feedLabels: Record<CalendarFeedKind, string> = {
  personal: 'My time off',
  team: "My team's time off",
};

function FeedRow({
  kind,
  createdAt,
  created,
  onCreated,
}: {
  kind: CalendarFeedKind;
  createdAt: string | null;
  /** The address just made, shown until the page is left (the server keeps only its hash). */
  created: CalendarFeedCreated | undefined;
  onCreated: (feed: CalendarFeedCreated | undefined) => void;
}) {
  const createFeed = useCreateCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const label = feedLabels[kind];
  // A link just made is there to be copied: its button takes the focus (and so comes into view).
  const copyButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (created) copyButton.current?.focus();
  }, [created]);
  const failed = (title: string) =>
    toast.error({ title, message: 'Something went wrong. Please retry shortly or refresh the page.' });
  const makeLink = () =>
    createFeed.mutate(kind, { onSuccess: onCreated, onError: () => failed('Link Not Made') });
  const confirmReset = () =>
    openConfirmModal({
      title: 'Reset Calendar Link',
      message: `The current link for ${label.toLowerCase()} stops working at once; calendars subscribed to it must be given the new one.`,
      confirmLabel: 'Reset Link',
      cancelLabel: 'Cancel',
      destructive: true,
      onConfirm: makeLink,
    });
  const confirmTurnOff = () =>
    openConfirmModal({
      title: 'Turn Off Calendar Link',
      message: `The link for ${label.toLowerCase()} stops working at once.`,
      confirmLabel: 'Turn Off',
      cancelLabel: 'Cancel',
      destructive: true,
      onConfirm: () =>
        turnOff.mutate(kind, {
          onSuccess: () => {
            onCreated(undefined);
            toast.success({ message: 'The calendar link was turned off.' });
          },
          onError: () => failed('Link Not Turned Off'),
        }),
    });

  return (
    <Stack gap="xs" role="group" aria-label={label}>
      <Group justify="space-between" align="center">
        <div>
          <Text fw={600}>{label}</Text>
          <Text size="sm" c="gray.7">
            {createdAt ? `Link on since ${formatDisplayDate(createdAt.slice(0, 10))}` : 'No link'}
          </Text>
        </div>
        <Group gap="xs">
          {createdAt ? (
            <>
              <Button variant="default" onClick={confirmReset} loading={createFeed.isPending}>
                Reset Link
              </Button>
              <Button variant="outline" color="red.9" onClick={confirmTurnOff} loading={turnOff.isPending}>
                Turn Off
              </Button>
            </>
          ) : (
            <Button variant="default" onClick={makeLink} loading={createFeed.isPending}>
              Get Link
            </Button>
          )}
        </Group>
      </Group>
      {created && (
        <Stack gap={4}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label={`Link for ${label.toLowerCase()}`}
              value={created.url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              style={{ flex: 1 }}
            />
            <CopyButton value={created.url}>
              {({ copied, copy }) => (
                <Button ref={copyButton} onClick={copy} color={copied ? 'teal' : undefined}>
                  {copied ? 'Copied' : 'Copy Link'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" c="gray.7">
            Shown only now: add it to your calendar app as a subscription (“From URL” or “Subscribe to
            calendar”). To see it again, reset the link.
          </Text>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Secret iCal links to approved time off, for the person's own calendar app: their own, and their team's
 * when they lead one.
 */
export function CalendarFeedsCard() {
  const feeds = useCalendarFeeds();
  const [created, setCreated] = useState<Partial<Record<CalendarFeedKind, CalendarFeedCreated>>>({});

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="calendar-feeds-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="calendar-feeds-title">
            Calendar Links
          </Title>
          <Text size="sm" c="gray.7">
            See approved time off in Outlook, Google Calendar or Apple Calendar. Anyone with a link can see
            the days, so keep it to yourself. Leave other than PTO and office closures shows only as “Out of
            office”.
          </Text>
        </div>
        {feeds.isError && (
          <Alert color="red">The calendar links could not be loaded. Please refresh the page.</Alert>
        )}
        {feeds.isPending && <Skeleton h={48} role="status" aria-label="Loading calendar links" />}
        {feeds.data?.feeds.map(({ kind, createdAt }) => (
          <FeedRow
            key={kind}
            kind={kind}
            createdAt={createdAt}
            created={created[kind]}
            onCreated={(feed) => setCreated((current) => ({ ...current, [kind]: feed }))}
          />
        ))}
      </Stack>
    </Card>
  );
}
