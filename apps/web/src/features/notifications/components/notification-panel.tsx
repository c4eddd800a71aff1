import { Button, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Notification } from '@timekeep/shared/schemas/notifications';
import dayjs from 'dayjs';
import { useId } from 'react';
import { Link } from 'react-router';
import { UndoDecisionButton } from '../../../lib/decision-batches';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import classes from './notification-bell.module.css';

interface NotificationPanelProps {
  id: string;
  /** Called when a notification is followed: the panel closes as the page changes. */
  onFollow: () => void;
  /** Called when the person asks for their email settings. */
  onEmailSettings: () => void;
}

function NotificationItem({ notification, onFollow }: { notification: Notification; onFollow: () => void }) {
  const markRead = useMarkNotificationRead();
  const unread = notification.readAt === null;
  return (
    <li>
      <Link
        to={notification.link}
        // A link into the API (a ready export's download, issue 42) is the browser's to follow, not the router's.
        reloadDocument={notification.link.startsWith('/api/')}
        className={classes.item}
        data-unread={unread || undefined}
        onClick={() => {
          if (unread) markRead.mutate(notification.id);
          onFollow();
        }}
      >
        {unread && <VisuallyHidden component="span">Unread: </VisuallyHidden>}
        <Text component="span" display="block" size="sm" fw={unread ? 600 : 400}>
          {notification.subject}
        </Text>
        {notification.body && (
          <Text component="span" display="block" size="sm" c="gray.7" mt={2}>
            {/* A person's note is quoted; the app's own words (a reminder's) are not. */}
            {notification.actorName ? `“${notification.body}”` : notification.body}
          </Text>
        )}
        <Text component="span" display="block" size="xs" c="gray.7" mt={4}>
          <time dateTime={notification.createdAt}>
            {dayjs(notification.createdAt).format('MMM D, YYYY h:mm A')}
          </time>
        </Text>
      </Link>
      {notification.undo && Date.parse(notification.undo.until) > Date.now() && (
        <div className={classes.undo} data-unread={unread || undefined}>
          <UndoDecisionButton batchId={notification.undo.batchId} label="Undo this decision" />
        </div>
      )}
    </li>
  );
}

/** The list under the bell: the most recent notifications, each a link to where it is handled. */
export function NotificationPanel({ id, onFollow, onEmailSettings }: NotificationPanelProps) {
  const headingId = useId();
  const { data, isPending, isError } = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const unreadCount = data?.unreadCount ?? 0;
  return (
    <section id={id} aria-labelledby={headingId} className={classes.panel}>
      <Group justify="space-between" px="md" py="sm" wrap="nowrap">
        <h2 id={headingId} className={classes.heading}>
          Notifications
        </h2>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={unreadCount === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          Mark all as read
        </Button>
      </Group>
      {isPending ? (
        <Stack align="center" py="lg">
          <Loader size="sm" aria-label="Loading notifications" />
        </Stack>
      ) : isError ? (
        <Text size="sm" px="md" pb="md" role="alert">
          Notifications could not be loaded. They will be tried again shortly.
        </Text>
      ) : data.notifications.length === 0 ? (
        <Text size="sm" px="md" pb="md" c="gray.7">
          No notifications yet.
        </Text>
      ) : (
        <ul className={classes.list}>
          {data.notifications.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onFollow={onFollow} />
          ))}
        </ul>
      )}
      <Group justify="flex-end" px="md" py="xs" className={classes.footer}>
        <Button variant="subtle" size="compact-sm" onClick={onEmailSettings}>
          Email settings
        </Button>
      </Group>
    </section>
  );
}
