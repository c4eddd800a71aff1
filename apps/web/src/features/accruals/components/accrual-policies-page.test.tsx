import { fireEvent, screen, within } from '@testing-library/react';
import type { AccrualPolicy } from '@timekeep/shared/schemas/time-off-ledger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../../../test/render';
import { AccrualPoliciesPage } from './accrual-policies-page';

const policy: AccrualPolicy = {
  id: 7,
  name: 'Standard PTO',
  type: 'pto',
  frequency: 'semi_monthly',
  waitingDays: 30,
  prorate: true,
  balanceCapDays: null,
  carryOverCapDays: 5,
  carryOverExpiresOn: '03-31',
  effectiveFrom: '2026-01-01',
  defaultForEmployees: true,
  defaultForContractors: false,
  steps: [
    { afterYears: 3, daysPerYear: 20 },
    { afterYears: 0, daysPerYear: 15 },
  ],
  peopleCount: 12,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AccrualPoliciesPage', () => {
  it('lists each policy in words, and shows why one that posted accruals is not deleted', async () => {
    stubApi({
      '/api/admin/accrual_policies': () => jsonResponse(200, { policies: [policy] }),
      '/api/admin/accrual_policies/7': () =>
        jsonResponse(409, {
          error: {
            code: 'policy_in_use',
            message: 'Standard PTO has posted accruals, so it cannot be deleted.',
          },
        }),
    });
    renderWithProviders(<AccrualPoliciesPage />);

    const table = await screen.findByRole('table', { name: 'Accrual policies' });
    const row = await within(table).findByRole('row', { name: /Standard PTO/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Standard PTOFrom Jan 1, 2026, 30 days after the start date, prorated',
      'PTO',
      'Twice a month (each period)',
      '15 days/yr, 20 after 3 yrs',
      'No cap',
      'Up to 5 days, expires after Mar 31',
      'Employees',
      '12',
      'EditDelete',
    ]);

    fireEvent.click(within(row).getByRole('button', { name: 'Delete Standard PTO' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Accrual Policy' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await within(confirm).findByText('Standard PTO has posted accruals, so it cannot be deleted.'),
    ).toBeTruthy();
  });

  it('says so when there is no policy yet', async () => {
    stubApi({ '/api/admin/accrual_policies': () => jsonResponse(200, { policies: [] }) });
    renderWithProviders(<AccrualPoliciesPage />);
    expect(await screen.findByText('No accrual policies yet.')).toBeTruthy();
  });
});
