import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { todayIso } from '@timekeep/shared/domain/periods';
import type { Office } from '@timekeep/shared/schemas/offices';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickOption, writesOf } from '../../../test/actions';
import { jsonResponse, renderWithProviders, stubApi } from '../../../test/render';
import { OfficesPage } from './offices-page';

const london: Office = { id: 2, name: 'London', timeZone: 'Europe/London', peopleCount: 14 };
const newYork: Office = { id: 1, name: 'New York', timeZone: 'America/New_York', peopleCount: 28 };

const refusal = (status: number, code: string, message: string, field?: string) =>
  jsonResponse(status, { error: { code, message, ...(field ? { field } : {}) } });

/** The offices page over a server answering the list, and `change` for a call to one office. */
function renderPage(change: (init?: RequestInit) => Response = () => jsonResponse(200, { office: london })) {
  const fetchMock = stubApi({
    '/api/admin/offices': (_url, init) =>
      init?.method === 'POST'
        ? jsonResponse(201, { office: { id: 3, name: 'Berlin', timeZone: 'Europe/Berlin', peopleCount: 0 } })
        : jsonResponse(200, { offices: [newYork, london] }),
    '/api/admin/offices/2': (_url, init) => change(init),
    '/api/admin/offices/2/holidays': (url) =>
      jsonResponse(200, {
        holidays: [
          { id: 5, officeId: 2, date: `${url.searchParams.get('year')}-08-30`, name: 'Summer Bank Holiday' },
        ],
      }),
  });
  renderWithProviders(<OfficesPage />);
  return fetchMock;
}

function type(scope: HTMLElement, name: string, value: string) {
  fireEvent.change(within(scope).getByRole('textbox', { name: new RegExp(`^${name}`) }), {
    target: { value },
  });
}

async function openEdit() {
  const table = await screen.findByRole('table', { name: 'Offices' });
  fireEvent.click(await within(table).findByRole('button', { name: 'Edit London' }));
  return screen.findByRole('dialog', { name: 'Edit Office' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OfficesPage', () => {
  it('lists the offices with their time zones and people', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Offices' });
    const row = await within(table).findByRole('row', { name: /London/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['London', 'Europe/London', '14', 'EditHolidaysDelete']);
  });

  it('adds an office with its name and time zone', async () => {
    const fetchMock = renderPage();
    const form = await screen.findByRole('form', { name: 'Add Office' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Office' }));
    expect(await within(form).findByText('Name is required')).toBeTruthy();
    expect(within(form).getByText('Time Zone is required')).toBeTruthy();

    type(form, 'Name', 'Berlin');
    await pickOption(form, /^Time Zone/, 'Europe/Berlin');
    fireEvent.click(within(form).getByRole('button', { name: 'Add Office' }));

    await waitFor(() =>
      expect(writesOf(fetchMock)).toEqual([
        { method: 'POST', path: '/api/admin/offices', body: { name: 'Berlin', timeZone: 'Europe/Berlin' } },
      ]),
    );
  });

  it('renames an office and changes its time zone', async () => {
    const fetchMock = renderPage();
    const dialog = await openEdit();
    expect((within(dialog).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('London');
    expect((within(dialog).getByRole('combobox', { name: /^Time Zone/ }) as HTMLInputElement).value).toBe(
      'Europe/London',
    );

    type(dialog, 'Name', '  London Bridge ');
    await pickOption(dialog, /^Time Zone/, 'Europe/Dublin');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Office' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Office' })).toBeNull());
    expect(writesOf(fetchMock)).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/offices/2',
        body: { name: 'London Bridge', timeZone: 'Europe/Dublin' },
      },
    ]);
  });

  it("shows the schema's problems in the dialog and sends nothing", async () => {
    const fetchMock = renderPage();
    const dialog = await openEdit();
    type(dialog, 'Name', ' ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Office' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    type(dialog, 'Name', 'L'.repeat(101));
    expect(await within(dialog).findByText('Name must be at most 100 characters')).toBeTruthy();
    expect(writesOf(fetchMock)).toEqual([]);
  });

  it("shows the server's refusal beside the name and keeps what was typed", async () => {
    renderPage(() =>
      refusal(409, 'conflict', 'body.name: Another office is already named New York.', 'body.name'),
    );
    const dialog = await openEdit();
    type(dialog, 'Name', 'New York');
    await pickOption(dialog, /^Time Zone/, 'Europe/Dublin');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Office' }));

    expect(await within(dialog).findByText('Another office is already named New York.')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe(
      'New York',
    );
    expect((within(dialog).getByRole('combobox', { name: /^Time Zone/ }) as HTMLInputElement).value).toBe(
      'Europe/Dublin',
    );
  });

  it('closes at once when nothing changed, and says so when the server fails', async () => {
    const fetchMock = renderPage(() => jsonResponse(500, {}));
    let dialog = await openEdit();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Office' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Office' })).toBeNull());
    expect(writesOf(fetchMock)).toEqual([]);

    dialog = await openEdit();
    type(dialog, 'Name', 'London City');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Office' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'The change could not be saved. Please try again shortly or refresh the page.',
    );
    expect((within(dialog).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe(
      'London City',
    );
  });

  it("lists an office's holidays of the year chosen", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Holidays of London' }));
    expect(await screen.findByRole('heading', { name: 'Holidays of London' })).toBeTruthy();
    const year = Number(todayIso().slice(0, 4));
    const table = screen.getByRole('table', { name: `Holidays of London in ${year}` });
    expect(await within(table).findByText(`Aug 30, ${year}`)).toBeTruthy();

    await pickOption(document.body, 'Year', '2017');
    const earlier = await screen.findByRole('table', { name: 'Holidays of London in 2017' });
    expect(await within(earlier).findByText('Aug 30, 2017')).toBeTruthy();
  });

  it('shows why an office people belonged to is not deleted', async () => {
    renderPage(() =>
      refusal(
        409,
        'invalid_state',
        'People belong (or belonged) to this office, so its history needs it: move them, then keep or rename it.',
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete London' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Office' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByText(/People belong \(or belonged\) to this office/)).toBeTruthy();
  });

  it('says so when the offices cannot be loaded', async () => {
    stubApi({ '/api/admin/offices': () => jsonResponse(500, {}) });
    renderWithProviders(<OfficesPage />);
    expect(await screen.findByText('The offices could not be loaded. Please refresh the page.')).toBeTruthy();
  });
});
