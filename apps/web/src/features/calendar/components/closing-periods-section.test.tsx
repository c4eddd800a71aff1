import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ClosablePeriod } from '@timekeep/shared/schemas/calendar';
import { describe, expect, it } from 'vitest';
import { buildClosablePeriod } from '../../../test/factories';
import { jsonResponse, renderWithProviders, stubApi } from '../../../test/render';
import { ClosingPeriodsSection } from './closing-periods-section';

const closed = buildClosablePeriod({
  id: 13,
  startDate: '2030-03-16',
  endDate: '2030-03-31',
  closedAt: '2030-04-02T09:30:00.000Z',
  closedBy: 'Alex Admin',
  reopenings: [
    {
      id: 1,
      person: { id: 1, name: 'Erin Employee' },
      reason: 'Forgot to log Friday.',
      reopenedBy: 'Alex Admin',
      reopenedAt: '2030-04-03T10:00:00.000Z',
      endsAt: '2030-04-05T10:00:00.000Z',
    },
    {
      id: 2,
      person: null,
      reason: 'Payroll correction.',
      reopenedBy: 'Alex Admin',
      reopenedAt: '2030-04-03T11:00:00.000Z',
      endsAt: '2030-04-04T15:45:00.000Z',
    },
  ],
});
const open = buildClosablePeriod({ id: 12, startDate: '2030-03-01', endDate: '2030-03-15' });

const listOf = (periods: ClosablePeriod[]) => () => jsonResponse(200, { periods });
const rowOf = (range: string) => screen.getByRole('row', { name: new RegExp(`^${range}`) });
const closingCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/closing')).length;

describe('ClosingPeriodsSection', () => {
  it('shows each ended period as open or closed, its running reopenings, and the one action it allows', async () => {
    stubApi({ '/api/admin/timesheet_periods/closing': listOf([closed, open]) });
    renderWithProviders(<ClosingPeriodsSection />);

    const table = await screen.findByRole('table', { name: 'Closing Periods' });
    await within(table).findByText('Open');
    const closedRow = rowOf('Mar 16, 2030 - Mar 31, 2030');
    expect(within(closedRow).getByText('Closed on Apr 2, 2030 by Alex Admin')).toBeTruthy();
    expect(within(closedRow).getByText('Erin Employee until Apr 5, 2030 10:00 AM')).toBeTruthy();
    expect(within(closedRow).getByText('Reason: Forgot to log Friday.')).toBeTruthy();
    expect(within(closedRow).getByText('Everyone until Apr 4, 2030 3:45 PM')).toBeTruthy();
    expect(within(closedRow).getByText('Reason: Payroll correction.')).toBeTruthy();
    expect(
      within(closedRow).getByRole('button', { name: 'Reopen Mar 16, 2030 - Mar 31, 2030' }),
    ).toBeTruthy();
    expect(within(closedRow).queryByRole('button', { name: /^Close/ })).toBeNull();

    const openRow = rowOf('Mar 1, 2030 - Mar 15, 2030');
    expect(within(openRow).getByText('Open')).toBeTruthy();
    expect(within(openRow).getByRole('button', { name: 'Close Mar 1, 2030 - Mar 15, 2030' })).toBeTruthy();
    expect(within(openRow).queryByRole('button', { name: /^Reopen/ })).toBeNull();
  });

  it('closes a period only once confirmed, then says so and shows it closed', async () => {
    let periods = [open];
    const fetchMock = stubApi({
      '/api/admin/timesheet_periods/closing': () => listOf(periods)(),
      '/api/admin/timesheet_periods/12/close': () => {
        periods = [{ ...open, closedAt: '2030-04-02T09:30:00.000Z', closedBy: 'Alex Admin' }];
        return jsonResponse(200, { period: periods[0] });
      },
    });
    renderWithProviders(<ClosingPeriodsSection />);

    fireEvent.click(await screen.findByRole('button', { name: 'Close Mar 1, 2030 - Mar 15, 2030' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Period' });
    expect(dialog.textContent).toContain(
      'No timesheet of Mar 1, 2030 - Mar 15, 2030 will change until an admin reopens it.',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close Period' }));

    expect(await screen.findByText('Period closed.')).toBeTruthy();
    expect(await screen.findByText('Closed on Apr 2, 2030 by Alex Admin')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Close Period' })).toBeNull());
    const close = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/12/close'));
    expect(close?.[1]?.method).toBe('POST');
    expect(closingCalls(fetchMock)).toBe(2);
  });

  it("keeps the close dialog open with the server's refusal", async () => {
    const refusal = 'The period is already closed.';
    stubApi({
      '/api/admin/timesheet_periods/closing': listOf([open]),
      '/api/admin/timesheet_periods/12/close': () =>
        jsonResponse(409, { error: { code: 'invalid_state', message: refusal } }),
    });
    renderWithProviders(<ClosingPeriodsSection />);

    fireEvent.click(await screen.findByRole('button', { name: 'Close Mar 1, 2030 - Mar 15, 2030' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Period' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close Period' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByRole('dialog', { name: 'Close Period' })).toBeTruthy();
  });

  it('says when no period has ended yet', async () => {
    stubApi({ '/api/admin/timesheet_periods/closing': listOf([]) });
    renderWithProviders(<ClosingPeriodsSection />);

    expect(await screen.findByText('No period has ended yet.')).toBeTruthy();
  });

  it('says when the periods could not be loaded', async () => {
    stubApi({
      '/api/admin/timesheet_periods/closing': () =>
        jsonResponse(403, { error: { code: 'forbidden', message: 'Admins only.' } }),
    });
    renderWithProviders(<ClosingPeriodsSection />);

    expect(await screen.findByText('The periods could not be loaded. Please refresh the page.')).toBeTruthy();
  });
});
