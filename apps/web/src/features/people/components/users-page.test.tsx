import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Employee } from '@timekeep/shared/schemas/people';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, stubApi } from '../../../test/render';
import { UsersPage } from './users-page';

const emily: Employee = {
  id: 23,
  name: 'Emily Carter',
  nameReverse: 'Carter, Emily',
  jobTitle: 'Senior Consultant',
  email: 'employee@example.com',
  accountEnabled: true,
};
const lucas: Employee = {
  id: 36,
  name: 'Lucas Ferreira',
  nameReverse: 'Ferreira, Lucas',
  jobTitle: null,
  email: 'lucas.ferreira@example.com',
  accountEnabled: false,
};

/** Answers like the server: enabled or disabled people whose name holds the query. */
function stubEmployees() {
  return stubApi({
    '/api/employees': () => jsonResponse(200, { employees: [] }),
  }).mockImplementation(async (input: RequestInfo | URL) => {
    const params = new URL(String(input), 'http://localhost').searchParams;
    const query = (params.get('query') ?? '').toLowerCase();
    const enabled = params.get('account_enabled') === 'true';
    const employees = [emily, lucas].filter(
      (employee) => employee.accountEnabled === enabled && employee.name.toLowerCase().includes(query),
    );
    return jsonResponse(200, { employees });
  });
}

function open(path = '/admin/users') {
  return renderRoutes([{ path: '/admin/users', element: <UsersPage /> }], path);
}

const requestedQueries = (fetchMock: ReturnType<typeof stubEmployees>) =>
  fetchMock.mock.calls.map(([input]) =>
    Object.fromEntries(new URL(String(input), 'http://localhost').searchParams),
  );

describe('UsersPage', () => {
  it('lists active users by default, each with a link to their timesheet', async () => {
    const fetchMock = stubEmployees();
    open();

    const row = (await screen.findByRole('cell', { name: 'Carter, Emily' })).closest('tr')!;
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('Senior Consultant')).toBeTruthy();
    expect(
      within(row).getByRole('link', { name: 'View Timesheet for Emily Carter' }).getAttribute('href'),
    ).toBe('/admin/users/23/timesheets');
    expect(requestedQueries(fetchMock)).toEqual([{ account_enabled: 'true' }]);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Employee',
      'Title',
      'Status',
      'Email',
      'Timesheet',
    ]);
  });

  it('lists inactive users when Active is No', async () => {
    const fetchMock = stubEmployees();
    const { router } = open();
    await screen.findByRole('cell', { name: 'Carter, Emily' });

    const active = screen.getByRole('combobox', { name: 'Active' });
    fireEvent.click(active);
    const listbox = document.getElementById(active.getAttribute('aria-controls') ?? '') as HTMLElement;
    fireEvent.click(within(listbox).getByRole('option', { name: 'No', hidden: true }));

    const row = (await screen.findByRole('cell', { name: 'Ferreira, Lucas' })).closest('tr')!;
    expect(within(row).getByText('Inactive')).toBeTruthy();
    expect(router.state.location.search).toBe('?active=no');
    expect(requestedQueries(fetchMock).at(-1)).toEqual({ account_enabled: 'false' });
  });

  it('searches by name once typing pauses, and says when no one matches', async () => {
    const fetchMock = stubEmployees();
    open();
    await screen.findByRole('cell', { name: 'Carter, Emily' });

    const search = screen.getByPlaceholderText('Search by name');
    fireEvent.change(search, { target: { value: 'n' } });
    fireEvent.change(search, { target: { value: 'no' } });
    fireEvent.change(search, { target: { value: 'nobody' } });

    expect(await screen.findByText('No Users Found!')).toBeTruthy();
    expect(requestedQueries(fetchMock)).toEqual([
      { account_enabled: 'true' },
      { account_enabled: 'true', query: 'nobody' },
    ]);
  });

  it('takes the search and the Active choice from the address', async () => {
    const fetchMock = stubEmployees();
    open('/admin/users?query=lucas&active=no');

    expect(await screen.findByRole('cell', { name: 'Ferreira, Lucas' })).toBeTruthy();
    expect((screen.getByPlaceholderText('Search by name') as HTMLInputElement).value).toBe('lucas');
    await waitFor(() =>
      expect(requestedQueries(fetchMock)).toEqual([{ account_enabled: 'false', query: 'lucas' }]),
    );
  });

  it('says so when the list cannot be loaded', async () => {
    stubApi({
      '/api/employees': () => jsonResponse(403, { error: { code: 'forbidden', message: 'Admins only.' } }),
    });
    open();
    expect(await screen.findByText('The users could not be loaded. Please refresh the page.')).toBeTruthy();
  });
});
