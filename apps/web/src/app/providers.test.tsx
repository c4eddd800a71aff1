import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openAlertModal, openConfirmModal } from '../lib/modals';
import { createQueryClient } from '../lib/query-client';
import { Providers } from './providers';

function renderProviders() {
  render(
    <Providers queryClient={createQueryClient()}>
      <p>Page</p>
    </Providers>,
  );
}

const confirmation = {
  title: 'Submit Timesheet',
  message: 'Submit it?',
  confirmLabel: 'Submit',
  cancelLabel: 'Cancel',
};

describe('dialogs opened through lib/modals', () => {
  it('open on the confirming button, so Enter confirms', async () => {
    renderProviders();
    act(() => void openConfirmModal({ ...confirmation, onConfirm: () => undefined }));

    const submit = await screen.findByRole('button', { name: 'Submit' });
    await waitFor(() => expect(document.activeElement).toBe(submit));
  });

  it('open a destructive confirmation on its safe side, so Enter keeps the data', async () => {
    renderProviders();
    act(
      () =>
        void openConfirmModal({
          title: 'Delete Time Off Request',
          message: 'Delete it?',
          confirmLabel: 'Yes, Delete',
          cancelLabel: 'No, Nevermind',
          destructive: true,
          onConfirm: () => undefined,
        }),
    );

    const cancel = await screen.findByRole('button', { name: 'No, Nevermind' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
  });

  it('open an alert on its only button', async () => {
    renderProviders();
    act(() => void openAlertModal({ title: 'Missing Start Date', message: 'Contact HR.', closeText: 'OK' }));

    const ok = await screen.findByRole('button', { name: 'OK' });
    await waitFor(() => expect(document.activeElement).toBe(ok));
  });

  it('name their close button', async () => {
    renderProviders();
    act(() => void openConfirmModal({ ...confirmation, onConfirm: () => undefined }));

    expect(await screen.findByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
