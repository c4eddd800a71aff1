import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BudgetBurn, EngagementBudgetResponse } from '@timekeep/shared/schemas/budgets';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writesOf } from '../../../test/actions';
import { jsonResponse, renderWithProviders, stubApi } from '../../../test/render';
import { EngagementBudgetSection } from './engagement-budget-section';

const budget: BudgetBurn = {
  engagementId: 4,
  kind: 'hours',
  amount: 100,
  span: 'engagement',
  thresholds: [80, 100],
  refuseBeyondBudget: false,
  revision: 1,
  spanStart: null,
  spanEnd: null,
  approved: 80,
  pending: 15,
  remaining: 5,
  percentApproved: 80,
  percentWithPending: 95,
  forecastEndDate: '2026-03-20',
};

const burn = [
  { weekStart: '2026-02-23', approved: 40, pending: 0 },
  { weekStart: '2026-03-02', approved: 80, pending: 15 },
];

function renderSection(
  answer: EngagementBudgetResponse,
  write: (init?: RequestInit) => Response = () => jsonResponse(200, answer),
) {
  const fetchMock = stubApi({
    '/api/admin/engagement_budgets/4': (_url, init) =>
      init?.method === undefined || init.method === 'GET' ? jsonResponse(200, answer) : write(init),
  });
  renderWithProviders(<EngagementBudgetSection engagementId={4} engagementName="ACME-1 Portal" />);
  return fetchMock;
}

const section = () => screen.getByRole('region', { name: 'Budget' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EngagementBudgetSection', () => {
  it('offers to set a budget while the engagement has none', async () => {
    renderSection({ budget: null, burn: [] });
    expect(await within(section()).findByText(/^No budget yet/)).toBeTruthy();
    expect(within(section()).getByRole('button', { name: 'Set Budget' })).toBeTruthy();
    expect(within(section()).queryByRole('button', { name: 'Remove Budget' })).toBeNull();
  });

  it('shows the budget, what is approved, pending and left, and the burn in words', async () => {
    renderSection({ budget, burn });
    expect(await within(section()).findByText('80% approved, 95% with pending')).toBeTruthy();
    const figure = (label: string) =>
      within(section()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Budget')).toBe('100.00 hours');
    expect(figure('Approved')).toBe('80.00 hours');
    expect(figure('Pending')).toBe('15.00 hours');
    expect(figure('Remaining')).toBe('5.00 hours');
    expect(figure('Forecast End Date')).toBe('Mar 20, 2026');
    expect(within(section()).queryByText('Over budget')).toBeNull();
  });

  it('says in words when approved and pending pass the budget', async () => {
    renderSection({
      budget: { ...budget, pending: 30, remaining: -10, percentWithPending: 110 },
      burn,
    });
    expect(await within(section()).findByText('Over budget')).toBeTruthy();
    expect(within(section()).getByText('80% approved, 110% with pending')).toBeTruthy();
  });

  it('lists the burn week by week in its table view', async () => {
    renderSection({ budget, burn });
    fireEvent.click(await within(section()).findByText('Table'));
    const table = within(section()).getByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Week OfApprovedWith Pending',
      'Feb 23, 202640.00 hours40.00 hours',
      'Mar 2, 202680.00 hours95.00 hours',
    ]);
  });

  it("checks the form against the contract's rules before it sends anything", async () => {
    const fetchMock = renderSection({ budget: null, burn: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Set Budget' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set Budget' });
    expect((within(dialog).getByRole('textbox', { name: 'Threshold 1' }) as HTMLInputElement).value).toBe(
      '80%',
    );
    expect((within(dialog).getByRole('textbox', { name: 'Threshold 2' }) as HTMLInputElement).value).toBe(
      '100%',
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Threshold 2' }), {
      target: { value: '80' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Budget' }));

    expect(await within(dialog).findByText('Amount is required')).toBeTruthy();
    expect(within(dialog).getByText('Name each threshold once.')).toBeTruthy();
    expect(writesOf(fetchMock)).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Amount/ }), { target: { value: '0' } });
    expect(await within(dialog).findByText('Amount must be more than 0')).toBeTruthy();
  });

  it('sends the budget with its thresholds and refusal, then closes', async () => {
    const fetchMock = renderSection({ budget: null, burn: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Set Budget' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set Budget' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Amount/ }), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Threshold' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Threshold 3' }), {
      target: { value: '50' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Threshold 2' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Refuse hours beyond the budget/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Budget' }));

    await waitFor(() =>
      expect(writesOf(fetchMock)).toEqual([
        {
          method: 'PUT',
          path: '/api/admin/engagement_budgets/4',
          body: {
            kind: 'hours',
            amount: 100,
            span: 'engagement',
            thresholds: [80, 50],
            refuseBeyondBudget: true,
          },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Set Budget' })).toBeNull());
  });

  it('removes the budget once confirmed', async () => {
    const fetchMock = renderSection({ budget, burn }, () => new Response(null, { status: 204 }));
    fireEvent.click(await within(section()).findByRole('button', { name: 'Remove Budget' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Budget' });
    expect(within(dialog).getByText(/^Remove the budget of ACME-1 Portal\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Budget' }));
    await waitFor(() =>
      expect(writesOf(fetchMock)).toEqual([
        { method: 'DELETE', path: '/api/admin/engagement_budgets/4', body: {} },
      ]),
    );
  });
});
