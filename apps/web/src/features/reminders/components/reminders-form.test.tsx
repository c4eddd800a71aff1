import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../../../test/render';
import { RemindersForm } from './reminders-form';

const periods = [
  { id: 1, startDate: '2026-10-16', endDate: '2026-10-31', current: false },
  { id: 2, startDate: '2026-11-01', endDate: '2026-11-15', current: false },
  { id: 3, startDate: '2026-11-16', endDate: '2026-11-30', current: true },
  { id: 4, startDate: '2026-12-01', endDate: '2026-12-15', current: false },
];

describe('RemindersForm', () => {
  it('reminds, after a confirmation, everyone yet to submit the last period that ended, and says how many', async () => {
    const fetchMock = stubApi({
      '/api/admin/reminders': () =>
        jsonResponse(200, {
          period: { startDate: '2026-11-01', endDate: '2026-11-15' },
          occasion: 'after-the-period',
          reminded: 3,
        }),
    });
    renderWithProviders(<RemindersForm periods={periods} today="2026-11-20" />);

    const period = screen.getByRole('combobox', { name: 'Period' });
    expect((period as HTMLInputElement).value).toBe('Nov 1, 2026 - Nov 15, 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reminders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Reminders' });
    expect(dialog.textContent).toContain(
      'Remind everyone yet to submit their timesheet for Nov 1, 2026 - Nov 15, 2026?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Reminders' }));

    expect(
      await screen.findByText('Reminded 3 people to submit their timesheet for Nov 1, 2026 - Nov 15, 2026.'),
    ).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ date: '2026-11-01' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers the current period and the ones before it, newest first, never one not begun', () => {
    stubApi({});
    renderWithProviders(<RemindersForm periods={periods} today="2026-11-20" />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Nov 16, 2026 - Nov 30, 2026 (current)',
      'Nov 1, 2026 - Nov 15, 2026',
      'Oct 16, 2026 - Oct 31, 2026',
    ]);
  });
});
