import { type NotificationsProps, notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import classes from './toasts.module.css';

/** Props for the one `<Notifications>` host: 3500 ms on screen (paused while hovered), 500 ms in, 300 ms out. */
export const toastSettings = {
  autoClose: 3500,
  transitionDuration: 500,
  pauseResetOnHover: 'all',
  position: 'top-right',
  classNames: { notification: classes.toast },
} satisfies NotificationsProps;

export interface ToastContent {
  title?: string;
  message: string;
}

/** Screen readers name the close button of a toast; Mantine leaves it unnamed. */
const closeButtonProps = { 'aria-label': 'Close notification' };

export const toast = {
  success: ({ title, message }: ToastContent) =>
    notifications.show({ color: 'green', title, message, closeButtonProps }),
  error: ({ title, message }: ToastContent) =>
    notifications.show({ color: 'red', title, message, closeButtonProps }),
};

/** Shows a failure toast once each time a query fails (not again on every render while it stays failed). */
export function useErrorToast(isError: boolean, content: ToastContent) {
  const shown = useRef(false);
  const latest = useRef(content);
  latest.current = content;
  useEffect(() => {
    if (isError && !shown.current) toast.error(latest.current);
    shown.current = isError;
  }, [isError]);
}
