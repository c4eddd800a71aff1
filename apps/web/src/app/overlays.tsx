import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { markModalHostMounted } from '../lib/modals';
import { toastSettings } from '../lib/toasts';

/**
 * The hosts of the dialogs and toasts opened through lib/modals and lib/toasts. They load just after the first
 * screen (their Modal, ScrollArea and transitions are not part of the first load): toasts shown before are kept
 * by their store, dialogs asked for before wait for the host (its listeners are on once its effects ran).
 */
export default function Overlays() {
  useEffect(() => markModalHostMounted(), []);
  return (
    <>
      <ModalsProvider>{null}</ModalsProvider>
      <Notifications {...toastSettings} />
    </>
  );
}
