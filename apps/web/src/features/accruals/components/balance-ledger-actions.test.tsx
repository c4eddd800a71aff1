import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LedgerLine } from '@timekeep/shared/schemas/time-off-ledger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../../../test/render';
import { BalanceLedgerActions } from './balance-ledger-actions';

const balance = {
  spudUserId: 1,
  name: 'Erin Employee',
  type: 'office_closure' as const,
  year: 2026,
  accumulatedHours: 40,
};

const opening: LedgerLine = {
  kind: 'adjustment',
  date: '2026-01-01',
  hours: 40,
  balanceHours: 40,
  description: 'Opening balance',
  by: null,
};
const added: LedgerLine = {
  kind: 'adjustment',
  date: '2026-03-02',
  hours: 8,
  balanceHours: 48,
  description: 'Closure on the day after Thanksgiving',
  by: 'Alex Admin',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BalanceLedgerActions', () => {
  it("shows anyone's history, and reads it again after an adjustment", async () => {
    let lines = [opening];
    const ledger = () =>
      jsonResponse(200, {
        spudUserId: 1,
        name: 'Erin Employee',
        type: 'office_closure',
        year: 2026,
        lines,
        pendingHours: 0,
        policies: [],
      });
    const fetchMock = stubApi({
      '/api/admin/time_off_ledger': ledger,
      '/api/admin/time_off_ledger/adjustments': () => {
        lines = [opening, added];
        return ledger();
      },
    });
    renderWithProviders(<BalanceLedgerActions balance={balance} />);

    fireEvent.click(
      screen.getByRole('button', { name: 'History of Office Closure balance of Erin Employee' }),
    );
    const history = await screen.findByRole('dialog', { name: 'Office Closure History of Erin Employee' });
    const row = await within(history).findByRole('row', { name: /Opening balance/ });
    expect(row.textContent).toBe('Jan 1, 2026AdjustmentOpening balance+40 hours (5 days)40 hours (5 days)');
    fireEvent.keyDown(history, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Adjust Office Closure balance of Erin Employee' }));
    const adjust = await screen.findByRole('dialog', { name: 'Adjust Balance' });
    const hours = within(adjust).getByRole('textbox', { name: /^Hours/ });
    fireEvent.change(hours, { target: { value: '8' } });
    fireEvent.blur(hours);
    fireEvent.change(within(adjust).getByRole('textbox', { name: /^Reason/ }), {
      target: { value: 'Closure on the day after Thanksgiving' },
    });
    fireEvent.click(within(adjust).getByRole('button', { name: 'Adjust Balance' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adjust Balance' })).toBeNull());

    fireEvent.click(
      screen.getByRole('button', { name: 'History of Office Closure balance of Erin Employee' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Office Closure History of Erin Employee' });
    const line = await within(again).findByRole('row', { name: /Thanksgiving/ });
    expect(line.textContent).toBe(
      'Mar 2, 2026AdjustmentClosure on the day after Thanksgivingby Alex Admin+8 hours (1 day)48 hours (6 days)',
    );
    const ledgerReads = fetchMock.mock.calls.filter(([input]) =>
      String(input).startsWith('/api/admin/time_off_ledger?'),
    );
    expect(ledgerReads.map(([input]) => String(input))).toEqual([
      '/api/admin/time_off_ledger?spud_user_id=1&type=office_closure&year=2026',
      '/api/admin/time_off_ledger?spud_user_id=1&type=office_closure&year=2026',
    ]);
  });
});
