import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../../../test/render';
import { AdjustBalanceDialog } from './adjust-balance-dialog';

const balance = {
  spudUserId: 1,
  name: 'Erin Employee',
  type: 'pto' as const,
  year: 2026,
  accumulatedHours: 120,
};

function openDialog(answer: () => Response) {
  const onClose = vi.fn();
  const fetchMock = stubApi({ '/api/admin/time_off_ledger/adjustments': answer });
  renderWithProviders(<AdjustBalanceDialog balance={balance} onClose={onClose} />);
  return { dialog: screen.getByRole('dialog', { name: 'Adjust Balance' }), onClose, fetchMock };
}

const sentBodies = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

function fill(dialog: HTMLElement, hours: string, reason: string) {
  const hoursField = within(dialog).getByRole('textbox', { name: /^Hours/ });
  fireEvent.change(hoursField, { target: { value: hours } });
  fireEvent.blur(hoursField);
  fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: reason } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdjustBalanceDialog', () => {
  it('removes hours from the balance with the reason, for the row it was opened on', async () => {
    const { dialog, onClose, fetchMock } = openDialog(() =>
      jsonResponse(201, {
        spudUserId: 1,
        name: 'Erin Employee',
        type: 'pto',
        year: 2026,
        lines: [],
        pendingHours: 0,
        policies: [],
      }),
    );
    expect(within(dialog).getByText('PTO balance of Erin Employee in 2026: 120 hours')).toBeTruthy();

    fill(dialog, '-4.5', '  Correction of a double-counted day ');
    expect(
      within(dialog).getByText('PTO balance of Erin Employee in 2026: 120 hours, 115.5 hours after this'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust Balance' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies(fetchMock)).toEqual([
      { spudUserId: 1, type: 'pto', year: 2026, hours: -4.5, note: 'Correction of a double-counted day' },
    ]);
    expect(await screen.findByText('Balance adjusted.')).toBeTruthy();
  });

  it('wants hours other than 0 and a reason, and sends nothing without them', async () => {
    const { dialog, fetchMock } = openDialog(() => jsonResponse(500, {}));

    fill(dialog, '0', ' ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust Balance' }));

    expect(await within(dialog).findByText('Hours must not be 0')).toBeTruthy();
    expect(within(dialog).getByText('Reason is required')).toBeTruthy();
    expect(sentBodies(fetchMock)).toEqual([]);
  });

  it("shows the server's refusal beside the hours, and stays open", async () => {
    const { dialog, onClose } = openDialog(() =>
      jsonResponse(422, {
        error: {
          code: 'rule_violation',
          message: 'The balance is 2 hours: it cannot fall below 0.',
          field: 'body.hours',
        },
      }),
    );

    fill(dialog, '-8', 'Taken twice');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust Balance' }));

    expect(await within(dialog).findByText('The balance is 2 hours: it cannot fall below 0.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
