import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../../../test/render';
import { AutoCloseForm } from './auto-close-form';

const settingsPath = '/api/admin/period_closing_settings';

function sentBodies(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

describe('AutoCloseForm', () => {
  it('turns the automatic close on with a number of working days, and off again when emptied', async () => {
    const fetchMock = stubApi({ [settingsPath]: () => jsonResponse(200, { autoCloseWorkingDays: null }) });
    renderWithProviders(<AutoCloseForm />);
    const days = await screen.findByRole('textbox', { name: 'Close Each Period By Itself After' });
    expect((days as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Save Setting' })).toHaveProperty('disabled', true);

    fireEvent.change(days, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Setting' }));
    await waitFor(() => expect(sentBodies(fetchMock)).toEqual([{ autoCloseWorkingDays: 3 }]));
    expect(await screen.findByText('Closing setting saved.')).toBeTruthy();
  });

  it('refuses more than 30 working days beside the field, sending nothing', async () => {
    const fetchMock = stubApi({ [settingsPath]: () => jsonResponse(200, { autoCloseWorkingDays: 2 }) });
    renderWithProviders(<AutoCloseForm />);
    const days = await screen.findByRole('textbox', { name: 'Close Each Period By Itself After' });
    fireEvent.change(days, { target: { value: '31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Setting' }));
    await waitFor(() => expect(days.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/must be at most 30/)).toBeTruthy();
    expect(sentBodies(fetchMock)).toEqual([]);
  });
});
