import { ActionIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useNotifications } from '../api/get-notifications';
import classes from './notification-bell.module.css';

// Opened now and then, so they load on demand rather than with every page (the panel as the pointer or focus
// reaches the bell, so it is there by the click).
const loadPanel = () =>
  import('./notification-panel').then((module) => ({ default: module.NotificationPanel }));
const NotificationPanel = lazy(loadPanel);
const EmailSettingsModal = lazy(() =>
  import('./email-settings-modal').then((module) => ({ default: module.EmailSettingsModal })),
);

/** The count on the bell: a number up to 99, then "99+". */
function shownCount(unreadCount: number): string {
  return unreadCount > 99 ? '99+' : String(unreadCount);
}

/**
 * The header's bell: the unread count (asked again every minute and when the window gets focus back), and a
 * disclosure with the recent notifications. Escape or a click elsewhere closes it, focus back on the bell.
 * From it the email settings open in a dialog of their own.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const [emailSettingsOpen, setEmailSettingsOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { data } = useNotifications();
  const unreadCount = data?.unreadCount ?? 0;

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={classes.root}>
      <ActionIcon
        ref={buttonRef}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <IconBell size={22} aria-hidden />
      </ActionIcon>
      {unreadCount > 0 && (
        <span className={classes.count} aria-hidden>
          {shownCount(unreadCount)}
        </span>
      )}
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel
            id={panelId}
            onFollow={() => setOpen(false)}
            onEmailSettings={() => {
              setOpen(false);
              setEmailSettingsOpen(true);
            }}
          />
        </Suspense>
      )}
      {emailSettingsOpen && (
        <Suspense fallback={null}>
          <EmailSettingsModal
            opened
            onClose={() => {
              setEmailSettingsOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
