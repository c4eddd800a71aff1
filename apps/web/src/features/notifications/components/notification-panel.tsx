import { Button, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Notification } from '@timekeep/shared/schemas/notifications';
import dayjs from 'dayjs';
import { useId } from 'react';
import { Link } from 'react-router';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import classes from './notification-bell.module.css';

interface NotificationPanelProps {
  id: string;
  /** Called when a notification is followed: the panel closes as the page changes. */
  onFollow: () => void;
}

function NotificationItem({ notification, onFollow }: { notification: Notification; onFollow: () => void }) {
  const markRead = useMarkNotificationRead();
  const unread = notification.readAt === null;
  return (
    <li>
      <Link
        to={notification.link}
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
            “{notification.body}”
          </Text>
        )}
        <Text component="span" display="block" size="xs" c="gray.7" mt={4}>
          <time dateTime={notification.createdAt}>
            {dayjs(notification.createdAt).format('MMM D, YYYY h:mm A')}
          </time>
        </Text>
      </Link>
    </li>
  );
}

/** The list under the bell: the most recent notifications, each a link to where it is handled. */
export function NotificationPanel({ id, onFollow }: NotificationPanelProps) {
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
    </section>
  );
}
