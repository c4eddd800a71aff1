import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

let hostMounted = false;
const waitingToOpen = new Map<string, () => void>();
let modalCount = 0;

/** Called once the dialogs' host (app/overlays, loaded after the first screen) listens: opens what waited. */
export function markModalHostMounted() {
  hostMounted = true;
  for (const open of waitingToOpen.values()) open();
  waitingToOpen.clear();
}

/** Opens now when the host listens, else as soon as it does; the id is known at once either way. */
function openWhenHosted(open: (modalId: string) => void): string {
  modalCount += 1;
  const modalId = `timekeep-modal-${modalCount}`;
  if (hostMounted) open(modalId);
  else waitingToOpen.set(modalId, () => open(modalId));
  return modalId;
}

/** Closes a dialog, or forgets one still waiting for its host. */
export function closeModal(modalId: string) {
  if (waitingToOpen.delete(modalId)) return;
  modals.close(modalId);
}

/** Modals open in 300 ms and close in 200 ms. */
export const modalTransitionProps = { duration: 300, exitDuration: 200 };

export interface ConfirmModalContent {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel?: () => void;
  /** Confirming loses work or data (a delete, a discard): the button is red and the dialog opens on Cancel. */
  destructive?: boolean;
}

/**
 * A confirmation that opens with the focus on its confirming button, so Enter confirms; a destructive one opens
 * on its safe side instead, so Enter keeps the data (the WAI-ARIA dialog pattern's advice for destructive
 * actions).
 */
export function openConfirmModal({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  destructive = false,
}: ConfirmModalContent): string {
  return openWhenHosted((modalId) =>
    modals.openConfirmModal({
      modalId,
      title,
      // A div: a message may hold a list.
      children: (
        <Text size="sm" component="div">
          {message}
        </Text>
      ),
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: destructive ? { color: 'red' } : { 'data-autofocus': true },
      cancelProps: destructive ? { 'data-autofocus': true } : {},
      onConfirm,
      onCancel,
    }),
  );
}

export interface AlertModalContent {
  title: string;
  message: ReactNode;
  closeText: string;
}

/** A message with one button, which has the focus: Enter closes it. */
export function openAlertModal({ title, message, closeText }: AlertModalContent): string {
  return openWhenHosted((modalId) =>
    modals.open({
      modalId,
      title,
      children: (
        <>
          <Text size="sm">{message}</Text>
          <Group justify="flex-end" mt="md">
            <Button data-autofocus onClick={() => modals.close(modalId)}>
              {closeText}
            </Button>
          </Group>
        </>
      ),
    }),
  );
}
