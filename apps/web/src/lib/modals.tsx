import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

/** Modals open in 300 ms and close in 200 ms. */
export const modalTransitionProps = { duration: 300, exitDuration: 200 };

export interface ConfirmModalContent {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel?: () => void;
}

export function openConfirmModal({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmModalContent): string {
  return modals.openConfirmModal({
    title,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: confirmLabel, cancel: cancelLabel },
    onConfirm,
    onCancel,
  });
}

export interface AlertModalContent {
  title: string;
  message: ReactNode;
  closeText: string;
}

export function openAlertModal({ title, message, closeText }: AlertModalContent): string {
  const id = modals.open({
    title,
    children: (
      <>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => modals.close(id)}>{closeText}</Button>
        </Group>
      </>
    ),
  });
  return id;
}
