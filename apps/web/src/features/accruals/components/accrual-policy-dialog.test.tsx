import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { todayIso } from '@timekeep/shared/domain/periods';
import { type AccrualPolicy, accrualPolicyInputSchema } from '@timekeep/shared/schemas/time-off-ledger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../../../test/render';
import { AccrualPolicyDialog, type PolicyTarget } from './accrual-policy-dialog';

const thisYear = todayIso().slice(0, 4);

const standardPto: AccrualPolicy = {
  id: 7,
  name: 'Standard PTO',
  type: 'pto',
  frequency: 'semi_monthly',
  waitingDays: 30,
  prorate: true,
  balanceCapDays: 30,
  carryOverCapDays: 5,
  carryOverExpiresOn: '03-31',
  effectiveFrom: '2026-01-01',
  defaultForEmployees: true,
  defaultForContractors: false,
  steps: [
    { afterYears: 0, daysPerYear: 15 },
    { afterYears: 3, daysPerYear: 20 },
  ],
  peopleCount: 12,
};

function openDialog(target: PolicyTarget, answer = () => jsonResponse(201, { policy: standardPto })) {
  const onClose = vi.fn();
  const fetchMock = stubApi({
    '/api/admin/accrual_policies': answer,
    '/api/admin/accrual_policies/7': () => jsonResponse(200, { policy: standardPto }),
  });
  renderWithProviders(<AccrualPolicyDialog target={target} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', {
    name: target.policy ? 'Edit Accrual Policy' : 'New Accrual Policy',
  });
  return { dialog, onClose, fetchMock };
}

const sent = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT')
    .map(([input, init]) => ({
      method: init?.method,
      path: String(input),
      body: JSON.parse(String(init?.body)),
    }));

const field = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByRole('textbox', { name });

function type(dialog: HTMLElement, name: string | RegExp, value: string) {
  const input = field(dialog, name);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

function choose(dialog: HTMLElement, label: string, option: string) {
  const select = within(dialog).getByRole('combobox', { name: new RegExp(`^${label}`) });
  fireEvent.click(select);
  const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '') as HTMLElement;
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AccrualPolicyDialog', () => {
  it('creates a policy with tenure steps added and removed, sending exactly the schema', async () => {
    const { dialog, onClose, fetchMock } = openDialog({ policy: null });

    type(dialog, 'Name', '  Senior PTO ');
    choose(dialog, 'Leave Type', 'PTO');
    choose(dialog, 'Accrues', 'Monthly');
    type(dialog, 'Step 1: Days per Year', '15');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Step' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Step' }));
    expect(within(dialog).getAllByRole('button', { name: /^Remove step/ })).toHaveLength(3);
    type(dialog, 'Step 2: After (years)', '3');
    type(dialog, 'Step 2: Days per Year', '20');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove step 3' }));
    type(dialog, /^Balance Cap/, '30');
    type(dialog, /^Carry-over Cap/, '5');
    type(dialog, /^Carried-over Days Expire After/, '03-31');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Default for employees' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Policy' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [request] = sent(fetchMock);
    expect(request).toEqual({
      method: 'POST',
      path: '/api/admin/accrual_policies',
      body: {
        name: 'Senior PTO',
        type: 'pto',
        frequency: 'monthly',
        waitingDays: 0,
        prorate: true,
        balanceCapDays: 30,
        carryOverCapDays: 5,
        carryOverExpiresOn: '03-31',
        effectiveFrom: `${thisYear}-01-01`,
        defaultForEmployees: true,
        defaultForContractors: false,
        steps: [
          { afterYears: 0, daysPerYear: 15 },
          { afterYears: 3, daysPerYear: 20 },
        ],
      },
    });
    expect(Object.keys(request!.body).sort()).toEqual(Object.keys(accrualPolicyInputSchema.shape).sort());
    expect(accrualPolicyInputSchema.parse(request!.body)).toEqual(request!.body);
  });

  it("shows the schema's problems beside each field and step, and sends nothing", async () => {
    const { dialog, fetchMock } = openDialog({ policy: null });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Step' }));
    type(dialog, 'Step 2: After (years)', '0');
    type(dialog, 'Step 2: Days per Year', '20');
    type(dialog, /^Carry-over Cap/, '0');
    type(dialog, /^Carried-over Days Expire After/, '02-29');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Policy' }));

    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Leave Type is required')).toBeTruthy();
    expect(within(dialog).getByText('Days per Year is required')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Carried-over Days Expire After (MM-DD) must be a day every year has (MM-DD, never 02-29)',
      ),
    ).toBeTruthy();
    expect(sent(fetchMock)).toEqual([]);

    // Once each step has its rate, what is wrong with the list as a whole shows.
    type(dialog, 'Step 1: Days per Year', '15');
    expect(
      await within(dialog).findByText('Rate Steps must not name the same number of years twice'),
    ).toBeTruthy();
    type(dialog, 'Step 1: After (years)', '1');
    type(dialog, 'Step 2: After (years)', '2');
    expect(
      await within(dialog).findByText('Rate Steps must include the starting rate (after 0 years)'),
    ).toBeTruthy();
    // A rule across fields is checked once every field passes on its own.
    type(dialog, 'Step 1: After (years)', '0');
    type(dialog, 'Name', 'Senior PTO');
    choose(dialog, 'Leave Type', 'PTO');
    type(dialog, /^Carried-over Days Expire After/, '03-31');
    expect(
      await within(dialog).findByText(/must be empty when nothing carries over \(nothing can expire\)/),
    ).toBeTruthy();
    expect(sent(fetchMock)).toEqual([]);
  });

  it('edits a policy in place, and shows the server refusal beside the field it names', async () => {
    const { dialog, fetchMock } = openDialog({ policy: standardPto });
    expect((field(dialog, 'Name') as HTMLInputElement).value).toBe('Standard PTO');
    expect((field(dialog, 'Step 2: Days per Year') as HTMLInputElement).value).toBe('20');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        fetchMock(input, init);
        return jsonResponse(409, {
          error: {
            code: 'conflict',
            message: 'body.name: Another accrual policy is already named Senior PTO.',
            field: 'body.name',
          },
        });
      }),
    );

    type(dialog, 'Name', 'Senior PTO');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Policy' }));

    expect(
      await within(dialog).findByText('Another accrual policy is already named Senior PTO.'),
    ).toBeTruthy();
    const [request] = sent(fetchMock);
    expect(request?.method).toBe('PUT');
    expect(request?.path).toBe('/api/admin/accrual_policies/7');
    const { id: _id, peopleCount: _count, ...fields } = standardPto;
    expect(request?.body).toEqual({ ...fields, name: 'Senior PTO' });
  });
});
