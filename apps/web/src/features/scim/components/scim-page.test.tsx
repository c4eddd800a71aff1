import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ScimGroup, ScimSettings } from '@timekeep/shared/schemas/scim';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickOption, writesOf } from '../../../test/actions';
import { jsonResponse, renderWithProviders, stubApi } from '../../../test/render';
import { ScimPage } from './scim-page';

const BASE_URL = 'https://timekeep.example.com/scim/v2';
const token = {
  prefix: 'scim_AbCdEf',
  createdAt: '2026-03-02T10:00:00.000Z',
  createdBy: 'Ada Admin',
  lastUsedAt: null,
  expiresAt: '2027-03-02T10:00:00.000Z',
};
const engineering: ScimGroup = {
  id: '11111111-1111-4111-8111-111111111111',
  displayName: 'Engineering',
  externalId: null,
  role: null,
  teamLeadId: null,
  teamLeadName: null,
  memberCount: 12,
};

function renderPage({ settings, groups }: { settings: ScimSettings | 'fails'; groups: ScimGroup[] }) {
  const fetchMock = stubApi({
    '/api/admin/scim': () =>
      settings === 'fails'
        ? jsonResponse(500, { error: { code: 'internal_error', message: 'Something went wrong.' } })
        : jsonResponse(200, settings),
    '/api/admin/scim/token': (_url, init) =>
      init?.method === 'POST'
        ? jsonResponse(201, { token: { ...token, prefix: 'scim_NeWtOk' }, secret: 'scim_NeWtOkEn-secret' })
        : new Response(null, { status: 204 }),
    '/api/admin/scim/groups': () => jsonResponse(200, { groups }),
    [`/api/admin/scim/groups/${engineering.id}`]: (_url, init) =>
      jsonResponse(200, { group: { ...engineering, ...JSON.parse(String(init?.body)) } }),
    '/api/employees': () => jsonResponse(200, { employees: [] }),
  });
  renderWithProviders(<ScimPage />);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ScimPage', () => {
  it('shows the tenant URL, generates a token shown once with its copy button focused', async () => {
    renderPage({ settings: { baseUrl: BASE_URL, token: null }, groups: [] });
    expect(((await screen.findByRole('textbox', { name: 'Tenant URL' })) as HTMLInputElement).value).toBe(
      BASE_URL,
    );
    expect(screen.getByText('No SCIM token: provisioning is off.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Token' }));
    expect(((await screen.findByRole('textbox', { name: 'Secret token' })) as HTMLInputElement).value).toBe(
      'scim_NeWtOkEn-secret',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy Token' })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('textbox', { name: 'Secret token' })).toBeNull();
    expect(await screen.findByText(/No groups yet/)).toBeTruthy();
  });

  it('says when the token was made and last used, and maps a group to a role', async () => {
    const fetchMock = renderPage({ settings: { baseUrl: BASE_URL, token }, groups: [engineering] });
    expect(await screen.findByText(/scim_AbCdEf…/)).toBeTruthy();
    expect(screen.getByText(/not used yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate New Token' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'SCIM groups' });
    await within(table).findByRole('row', { name: /Engineering/ });
    await pickOption(table, 'Role of Engineering', 'Reports');
    await waitFor(() =>
      expect(writesOf(fetchMock)).toEqual([
        {
          method: 'PUT',
          path: `/api/admin/scim/groups/${engineering.id}`,
          body: { role: 'reports', teamLeadId: null },
        },
      ]),
    );
  });

  it('says when the settings cannot be loaded', async () => {
    renderPage({ settings: 'fails', groups: [] });
    expect(
      await screen.findByText('The SCIM settings could not be loaded. Please refresh the page.'),
    ).toBeTruthy();
  });
});
