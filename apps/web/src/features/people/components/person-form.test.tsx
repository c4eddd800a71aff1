import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdminPerson } from '../../../test/factories';
import { jsonResponse, renderWithProviders, stubApi } from '../../../test/render';
import { PersonForm } from './person-form';

const emily = buildAdminPerson();

function stubPeopleApi() {
  return stubApi({
    '/api/departments': () => jsonResponse(200, { departments: [] }),
    '/api/employees': () => jsonResponse(200, { employees: [] }),
    '/api/admin/people/23': () => jsonResponse(200, { person: { ...emily, roles: ['employee', 'reports'] } }),
  });
}

const patches = (fetchMock: ReturnType<typeof stubPeopleApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('PersonForm', () => {
  it('offers Save Changes only once something changed, and sends only that', async () => {
    const fetchMock = stubPeopleApi();
    renderWithProviders(<PersonForm person={emily} />);
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: /^Reports/ }));
    expect(save.hasAttribute('disabled')).toBe(false);
    fireEvent.click(save);

    await waitFor(() => expect(patches(fetchMock)).toEqual([{ roles: ['employee', 'reports'] }]));
  });

  it('says every missing field of a new person at once', async () => {
    const fetchMock = stubPeopleApi();
    renderWithProviders(<PersonForm person={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Person' }));

    expect(await screen.findByText('First Name is required')).toBeTruthy();
    expect(screen.getByText('Last Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });
});
