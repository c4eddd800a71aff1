import { fireEvent, screen, within } from '@testing-library/react';
import { todayIso } from '@timekeep/shared/domain/periods';
import type { LedgerResponse } from '@timekeep/shared/schemas/time-off-ledger';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../../../test/render';
import { TimeOffBalances } from './time-off-balances';

const thisYear = Number(todayIso().slice(0, 4));

function ledgerOf(overrides: Partial<LedgerResponse>): LedgerResponse {
  return {
    spudUserId: 1,
    name: 'Erin Employee',
    type: 'pto',
    year: thisYear,
    lines: [],
    pendingHours: 0,
    policies: [],
    ...overrides,
  };
}

const balances = {
  balances: [
    { type: 'pto', accumulatedAmount: { [thisYear]: 100 }, ptoRequested: { [thisYear]: 8 } },
    { type: 'office_closure', accumulatedAmount: { [thisYear]: 16 }, ptoRequested: {} },
  ],
  officeClosure: { year: thisYear, totalRequested: 0, totalBalance: 2 },
};

function visit(ledger: () => Response) {
  const fetchMock = stubApi({
    '/api/ptos/balances': () => jsonResponse(200, balances),
    '/api/ptos/ledger': ledger,
  });
  renderWithProviders(<TimeOffBalances year={thisYear} />);
  return fetchMock;
}

const ledgerQueries = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/ptos/ledger')
    .map((url) => Object.fromEntries(url.searchParams));

describe('TimeOffBalances history', () => {
  it('lists how the balance came to be, oldest first, with the running balance, pending hours and policy', async () => {
    const fetchMock = visit(() =>
      jsonResponse(
        200,
        ledgerOf({
          lines: [
            {
              kind: 'carry_over',
              date: `${thisYear}-01-01`,
              hours: 40,
              balanceHours: 40,
              description: `Carried over from ${thisYear - 1} (Standard PTO)`,
              by: null,
            },
            {
              kind: 'accrual',
              date: `${thisYear}-01-15`,
              hours: 6.67,
              balanceHours: 46.67,
              description: 'Accrual (Standard PTO)',
              by: null,
            },
            {
              kind: 'adjustment',
              date: `${thisYear}-02-03`,
              hours: -6.67,
              balanceHours: 40,
              description: 'Correction of a double accrual',
              by: 'Alex Admin',
            },
            {
              kind: 'taken',
              date: `${thisYear}-03-02`,
              hours: -16,
              balanceHours: 24,
              description: `Time off taken, Mar 2, ${thisYear} - Mar 3, ${thisYear}`,
              by: null,
            },
          ],
          pendingHours: 8,
          policies: [{ type: 'pto', policy: { id: 3, name: 'Standard PTO' }, source: 'default' }],
        }),
      ),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'History of PTO balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'PTO History' });
    const table = within(dialog).getByRole('table', { name: `PTO history of ${thisYear}` });
    await within(table).findByText('Correction of a double accrual');

    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      `Jan 1, ${thisYear}Carried over from ${thisYear - 1} (Standard PTO)+40 hours40 hours`,
      `Jan 15, ${thisYear}Accrual (Standard PTO)+6.67 hours46.67 hours`,
      `Feb 3, ${thisYear}AdjustmentCorrection of a double accrualby Alex Admin−6.67 hours40 hours`,
      `Mar 2, ${thisYear}Time off taken, Mar 2, ${thisYear} - Mar 3, ${thisYear}−16 hours24 hours`,
    ]);
    expect(within(dialog).getByText('Standard PTO (company default)')).toBeTruthy();
    expect(
      within(dialog).getByText(
        `Pending requests of ${thisYear}: 8 hours, not in the balance until they are approved.`,
      ),
    ).toBeTruthy();
    expect(ledgerQueries(fetchMock)).toEqual([{ type: 'pto', year: String(thisYear) }]);
  });

  it("says so when the year has no history, and reads another year's when it is chosen", async () => {
    const fetchMock = visit(() => jsonResponse(200, ledgerOf({ type: 'office_closure' })));

    fireEvent.click(await screen.findByRole('button', { name: 'History of Office Closure balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Office Closure History' });
    expect(await within(dialog).findByText('No history to display.')).toBeTruthy();
    expect(
      within(dialog).getByText('none (only adjustments and time off taken change this balance)'),
    ).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Year' }));
    fireEvent.click(await screen.findByRole('option', { name: String(thisYear - 1), hidden: true }));
    await within(dialog).findByRole('table', { name: `Office Closure history of ${thisYear - 1}` });
    expect(ledgerQueries(fetchMock)).toContainEqual({ type: 'office_closure', year: String(thisYear - 1) });
  });

  it('says the history could not be loaded when the server fails', async () => {
    visit(() => jsonResponse(500, { error: { code: 'internal_error', message: 'boom' } }));

    fireEvent.click(await screen.findByRole('button', { name: 'History of PTO balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'PTO History' });
    expect(
      await within(dialog).findByText('The history could not be loaded. Please refresh the page.'),
    ).toBeTruthy();
  });
});
