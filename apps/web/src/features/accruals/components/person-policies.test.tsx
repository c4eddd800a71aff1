import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccrualPolicy, PersonPolicy } from '@timekeep/shared/schemas/time-off-ledger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../../../test/render';
import { PersonPolicies } from './person-policies';

const policy = (id: number, name: string): AccrualPolicy => ({
  id,
  name,
  type: 'pto',
  frequency: 'monthly',
  waitingDays: 0,
  prorate: true,
  balanceCapDays: null,
  carryOverCapDays: null,
  carryOverExpiresOn: null,
  effectiveFrom: '2026-01-01',
  defaultForEmployees: id === 7,
  defaultForContractors: false,
  steps: [{ afterYears: 0, daysPerYear: 15 }],
  peopleCount: 1,
});

function renderPolicies(held: PersonPolicy[]) {
  const fetchMock = stubApi({
    '/api/admin/accrual_policies': () =>
      jsonResponse(200, { policies: [policy(7, 'Standard PTO'), policy(8, 'Senior PTO')] }),
    '/api/admin/time_off_ledger': () =>
      jsonResponse(200, {
        spudUserId: 1,
        name: 'Erin Employee',
        type: 'pto',
        year: 2026,
        lines: [],
        pendingHours: 0,
        policies: held,
      }),
    '/api/admin/accrual_policy_assignments': () => jsonResponse(200, { policies: held }),
  });
  renderWithProviders(<PersonPolicies personId={1} year={2026} />);
  return fetchMock;
}

const writes = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT' || init?.method === 'DELETE')
    .map(([input, init]) => ({
      method: init?.method,
      url: String(input),
      body: init?.method === 'PUT' ? JSON.parse(String(init?.body)) : undefined,
    }));

function choose(option: string) {
  const select = screen.getByRole('combobox', { name: 'PTO' });
  fireEvent.click(select);
  const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '') as HTMLElement;
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PersonPolicies', () => {
  it("shows the company default, and sets a policy of the person's own or none", async () => {
    const fetchMock = renderPolicies([
      { type: 'pto', policy: { id: 7, name: 'Standard PTO' }, source: 'default' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Accrual Policies of Erin Employee' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'PTO' }) as HTMLInputElement).value).toBe('Company default');
    expect(screen.getByText('Company default: Standard PTO')).toBeTruthy();

    choose('Senior PTO');
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    choose('No accrual');
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(2));

    expect(writes(fetchMock)).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/accrual_policy_assignments',
        body: { spudUserId: 1, type: 'pto', policyId: 8 },
      },
      {
        method: 'PUT',
        url: '/api/admin/accrual_policy_assignments',
        body: { spudUserId: 1, type: 'pto', policyId: null },
      },
    ]);
  });

  it("returns a person's own choice to the company default", async () => {
    const fetchMock = renderPolicies([{ type: 'pto', policy: null, source: 'individual' }]);
    await screen.findByText('Set for this person');
    expect((screen.getByRole('combobox', { name: 'PTO' }) as HTMLInputElement).value).toBe('No accrual');

    choose('Company default');

    await waitFor(() =>
      expect(writes(fetchMock)).toEqual([
        {
          method: 'DELETE',
          url: '/api/admin/accrual_policy_assignments?spud_user_id=1&type=pto',
          body: undefined,
        },
      ]),
    );
  });
});
