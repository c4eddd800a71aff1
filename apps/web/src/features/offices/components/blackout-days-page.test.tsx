import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Blackout } from '@timekeep/shared/schemas/offices';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickOption, rowTexts, writesOf } from '../../../test/actions';
import { jsonResponse, renderRoutes, stubApi } from '../../../test/render';
import { BlackoutDaysPage } from './blackout-days-page';

const yearEnd: Blackout = {
  id: 9,
  officeId: null,
  officeName: null,
  startDate: '2027-12-20',
  endDate: '2027-12-31',
  reason: 'Year-end close: everyone is needed.',
};
const audit: Blackout = {
  id: 10,
  officeId: 2,
  officeName: 'London',
  startDate: '2027-03-15',
  endDate: '2027-03-15',
  reason: 'Client audit on site.',
};

interface Answers {
  list?: (year: string) => Response;
  add?: () => Response;
}

/** The page at /admin/blackout-days?year=2027 over a server answering the list, the offices and the writes. */
function renderPage({
  list = () => jsonResponse(200, { blackouts: [yearEnd, audit] }),
  add = () => jsonResponse(201, { blackout: audit }),
}: Answers = {}) {
  const fetchMock = stubApi({
    '/api/admin/blackouts': (url, init) =>
      init?.method === 'POST' ? add() : list(url.searchParams.get('year') ?? ''),
    '/api/admin/blackouts/9': () => new Response(null, { status: 204 }),
    '/api/admin/offices': () =>
      jsonResponse(200, {
        offices: [
          { id: 1, name: 'New York', timeZone: 'America/New_York', peopleCount: 28 },
          { id: 2, name: 'London', timeZone: 'Europe/London', peopleCount: 14 },
        ],
      }),
  });
  const view = renderRoutes(
    [{ path: '/admin/blackout-days', element: <BlackoutDaysPage /> }],
    '/admin/blackout-days?year=2027',
  );
  return { fetchMock, router: view.router };
}

async function openAdd() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Blackout' }));
  return screen.findByRole('dialog', { name: 'Add Blackout' });
}

function typeDate(dialog: HTMLElement, label: string, text: string) {
  const field = within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) });
  fireEvent.focus(field);
  fireEvent.input(field, { target: { value: text } });
  fireEvent.blur(field);
}

function typeReason(dialog: HTMLElement, text: string) {
  fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: text } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BlackoutDaysPage', () => {
  it("lists the year's blackouts: whose, which days and why", async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Blackout days of 2027' });
    await within(table).findByText('Whole company');
    expect(rowTexts(table)).toEqual([
      ['Whole company', 'Dec 20, 2027 - Dec 31, 2027', 'Year-end close: everyone is needed.', 'Delete'],
      ['London', 'Mar 15, 2027', 'Client audit on site.', 'Delete'],
    ]);
  });

  it('says so when the year has none, and when the list cannot be loaded', async () => {
    renderPage({
      list: (year) => (year === '2027' ? jsonResponse(200, { blackouts: [] }) : jsonResponse(500, {})),
    });
    expect(await screen.findByText('No blackout days in 2027.')).toBeTruthy();

    await pickOption(document.body, 'Year', '2026');
    expect(
      await screen.findByText('The blackout days could not be loaded. Please refresh the page.'),
    ).toBeTruthy();
  });

  it("adds an office's blackout, sending exactly the schema", async () => {
    const { fetchMock } = renderPage();
    const dialog = await openAdd();
    expect((within(dialog).getByRole('combobox', { name: /^Office/ }) as HTMLInputElement).value).toBe(
      'Whole company',
    );
    await pickOption(dialog, /^Office/, 'London');
    typeDate(dialog, 'Start Date', '03/15/2027');
    typeDate(dialog, 'End Date', '03/15/2027');
    typeReason(dialog, 'Client audit on site.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Blackout' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Blackout' })).toBeNull());
    expect(writesOf(fetchMock)).toEqual([
      {
        method: 'POST',
        path: '/api/admin/blackouts',
        body: {
          officeId: 2,
          startDate: '2027-03-15',
          endDate: '2027-03-15',
          reason: 'Client audit on site.',
        },
      },
    ]);
  });

  it('shows a blackout added for another year in its year', async () => {
    const nextYear: Blackout = { ...yearEnd, id: 11, startDate: '2028-01-03', endDate: '2028-01-04' };
    const { router } = renderPage({ add: () => jsonResponse(201, { blackout: nextYear }) });
    const dialog = await openAdd();
    typeDate(dialog, 'Start Date', '01/03/2028');
    typeDate(dialog, 'End Date', '01/04/2028');
    typeReason(dialog, 'Inventory days.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Blackout' }));

    await waitFor(() => expect(router.state.location.search).toBe('?year=2028'));
    expect(await screen.findByRole('table', { name: 'Blackout days of 2028' })).toBeTruthy();
  });

  it("shows the schema's problems beside each field and sends nothing", async () => {
    const { fetchMock } = renderPage();
    const dialog = await openAdd();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Blackout' }));
    expect(await within(dialog).findByText('Start Date is required')).toBeTruthy();
    expect(within(dialog).getByText('End Date is required')).toBeTruthy();
    expect(within(dialog).getByText('Reason is required')).toBeTruthy();

    typeDate(dialog, 'Start Date', '01/04/2027');
    typeDate(dialog, 'End Date', '01/05/2028');
    typeReason(dialog, 'Inventory.');
    expect(await within(dialog).findByText('End Date must be within a year of Start Date')).toBeTruthy();
    expect(writesOf(fetchMock)).toEqual([]);
  });

  it("shows the server's refusal beside the field it names, keeping what was typed", async () => {
    renderPage({
      add: () =>
        jsonResponse(400, {
          error: {
            code: 'validation_failed',
            message: 'body.officeId: No such office.',
            field: 'body.officeId',
          },
        }),
    });
    const dialog = await openAdd();
    await pickOption(dialog, /^Office/, 'London');
    typeDate(dialog, 'Start Date', '03/15/2027');
    typeDate(dialog, 'End Date', '03/16/2027');
    typeReason(dialog, 'Client audit on site.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Blackout' }));

    expect(await within(dialog).findByText('No such office.')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /^Reason/ }) as HTMLTextAreaElement).value).toBe(
      'Client audit on site.',
    );
    expect((within(dialog).getByRole('textbox', { name: /^End Date/ }) as HTMLInputElement).value).toBe(
      '03/16/2027',
    );
  });

  it('deletes a blackout once confirmed', async () => {
    const { fetchMock } = renderPage();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Delete blackout of Whole company, Dec 20, 2027 - Dec 31, 2027',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete Blackout' });
    expect(confirm.textContent).toContain(
      'Delete the blackout of Whole company on Dec 20, 2027 - Dec 31, 2027?',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Blackout' })).toBeNull());
    expect(writesOf(fetchMock)).toEqual([{ method: 'DELETE', path: '/api/admin/blackouts/9', body: {} }]);
  });
});
