import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, todayIso } from '@timekeep/shared/domain/periods';
import type { StandIn } from '@timekeep/shared/schemas/stand-ins';
import { describe, expect, it } from 'vitest';
import { demoUsers, jsonResponse, renderWithProviders, stubApi } from '../../../test/render';
import { StandInsPage } from './stand-ins-page';

const today = todayIso();

function range(overrides: Partial<StandIn> = {}): StandIn {
  return {
    id: 7,
    lead: { id: demoUsers.manager.id, name: demoUsers.manager.name },
    standIn: { id: 9, name: 'Marcus Bennett' },
    startDate: today,
    endDate: addDays(today, 4),
    state: 'active',
    createdBy: { id: demoUsers.manager.id, name: demoUsers.manager.name },
    mayEnd: true,
    ...overrides,
  };
}

function sent(fetchMock: ReturnType<typeof stubApi>, method: string) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([input, init]) => ({
      path: new URL(String(input), 'http://localhost').pathname,
      body: init?.body,
    }));
}

/** MM/DD/YYYY, as the date fields take typed dates. */
const typed = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

describe('StandInsPage', () => {
  it('lists the ranges and names a stand-in for the days chosen', async () => {
    const fetchMock = stubApi({
      '/api/stand_ins': () => jsonResponse(200, { standIns: [range()], anyEmployee: false }),
      '/api/stand_ins/candidates': () =>
        jsonResponse(200, { candidates: [{ id: 9, name: 'Marcus Bennett' }] }),
    });
    renderWithProviders(<StandInsPage />, { signedInAs: demoUsers.manager });
    const table = await screen.findByRole('table', { name: 'Stand-ins' });
    const row = await within(table).findByRole('row', { name: /Marcus Bennett/ });
    expect(row.textContent).toContain('Standing in now');
    // Leads name their own: no Lead field, no company setting.
    expect(screen.queryByRole('textbox', { name: 'Lead' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();

    const form = screen.getByRole('form', { name: 'Name a Stand-in' });
    fireEvent.click(within(form).getByRole('combobox', { name: /^Stand-in/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Marcus Bennett', hidden: true }));
    fireEvent.change(within(form).getByRole('textbox', { name: /^First Day/ }), {
      target: { value: typed(addDays(today, 3)) },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Last Day/ }), {
      target: { value: typed(addDays(today, 3)) },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Name Stand-in' }));
    await waitFor(() => expect(sent(fetchMock, 'POST')).toHaveLength(1));
    expect(JSON.parse(String(sent(fetchMock, 'POST')[0]!.body))).toEqual({
      standInId: 9,
      startDate: addDays(today, 3),
      endDate: addDays(today, 3),
    });
  });

  it('lets an admin choose whether any employee may stand in', async () => {
    const fetchMock = stubApi({
      '/api/stand_ins': () => jsonResponse(200, { standIns: [], anyEmployee: false }),
      '/api/stand_ins/candidates': () => jsonResponse(200, { candidates: [] }),
      '/api/employees': () => jsonResponse(200, { employees: [] }),
      '/api/admin/stand_in_settings': () => jsonResponse(200, { anyEmployee: true }),
    });
    renderWithProviders(<StandInsPage />, { signedInAs: demoUsers.admin });
    expect(await screen.findByText('No stand-in is named.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('switch', { name: /Any employee may stand in/ }));
    await waitFor(() =>
      expect(sent(fetchMock, 'PUT')).toEqual([
        { path: '/api/admin/stand_in_settings', body: JSON.stringify({ anyEmployee: true }) },
      ]),
    );
  });
});
