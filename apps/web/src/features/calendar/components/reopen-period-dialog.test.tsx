import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildClosablePeriod } from '../../../test/factories';
import { jsonResponse, renderWithProviders, stubApi } from '../../../test/render';
import { ReopenPeriodDialog } from './reopen-period-dialog';

const period = buildClosablePeriod({ closedAt: '2030-03-20T09:00:00.000Z', closedBy: 'Alex Admin' });

const person = (id: number, name: string) => ({
  id,
  name,
  nameReverse: name.split(' ').reverse().join(', '),
  jobTitle: null,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  accountEnabled: true,
});

function openDialog() {
  const onClose = vi.fn();
  const fetchMock = stubApi({
    '/api/employees': () =>
      jsonResponse(200, { employees: [person(1, 'Erin Employee'), person(6, 'Megan Brooks')] }),
    '/api/admin/timesheet_periods/12/reopen': () => jsonResponse(200, { period }),
  });
  renderWithProviders(<ReopenPeriodDialog period={period} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Reopen Period' });
  return { dialog, onClose, fetchMock };
}

const typeReason = (dialog: HTMLElement, reason: string) =>
  fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: reason } });

const sentBodies = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input, init]) => ({ path: String(input), body: JSON.parse(String(init?.body)) }));

describe('ReopenPeriodDialog', () => {
  it('refuses a reason shorter than 5 characters and sends nothing', async () => {
    const { dialog, fetchMock } = openDialog();

    typeReason(dialog, 'Oops');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen Period' }));

    expect(await within(dialog).findByText('Reason must be at least 5 characters')).toBeTruthy();
    expect(sentBodies(fetchMock)).toEqual([]);
  });

  it('reopens for everyone for 48 hours unless told otherwise', async () => {
    const { dialog, onClose, fetchMock } = openDialog();
    const chosen = within(dialog).getByRole('combobox', { name: 'For' }) as HTMLInputElement;
    expect(chosen.value).toBe('Everyone');
    expect((within(dialog).getByRole('textbox', { name: /^Hours open/ }) as HTMLInputElement).value).toBe(
      '48',
    );

    typeReason(dialog, '  Payroll correction.  ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen Period' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies(fetchMock)).toEqual([
      {
        path: '/api/admin/timesheet_periods/12/reopen',
        body: { personId: null, reason: 'Payroll correction.', hours: 48 },
      },
    ]);
    expect(await screen.findByText('Period reopened.')).toBeTruthy();
  });

  it('reopens for the person chosen, for the hours given', async () => {
    const { dialog, onClose, fetchMock } = openDialog();
    const select = within(dialog).getByRole('combobox', { name: 'For' });
    fireEvent.click(select);
    const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '') as HTMLElement;
    fireEvent.click(await within(listbox).findByRole('option', { name: 'Erin Employee', hidden: true }));
    typeReason(dialog, 'Forgot to log Friday.');
    const hours = within(dialog).getByRole('textbox', { name: /^Hours open/ });
    fireEvent.change(hours, { target: { value: '24' } });
    fireEvent.blur(hours);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen Period' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies(fetchMock).map(({ body }) => body)).toEqual([
      { personId: 1, reason: 'Forgot to log Friday.', hours: 24 },
    ]);
  });

  it('asks before a cancel discards the reason typed', async () => {
    const { dialog, onClose } = openDialog();

    typeReason(dialog, 'Forgot to log Friday.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Discard Changes' });
    fireEvent.click(within(question).getByRole('button', { name: 'Keep Editing' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard Changes' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((within(dialog).getByRole('textbox', { name: /^Reason/ }) as HTMLTextAreaElement).value).toBe(
      'Forgot to log Friday.',
    );
  });
});
