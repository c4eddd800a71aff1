import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, todayIso } from '@timekeep/shared/domain/periods';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import type { OfficeMove } from '@timekeep/shared/schemas/offices';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickOption, rowTexts, writesOf } from '../../../test/actions';
import { jsonResponse, renderWithProviders, stubApi } from '../../../test/render';
import { PersonOffices } from './person-offices';

const today = todayIso();
const nextMonth = addDays(today, 30);
const move = (officeId: number, officeName: string, effectiveFrom: string): OfficeMove => ({
  personId: 7,
  officeId,
  officeName,
  effectiveFrom,
});
/** Latest first, as the server answers: a planned move to London, New York today, and their first office. */
const moves = [
  move(2, 'London', nextMonth),
  move(1, 'New York', '2024-03-01'),
  move(2, 'London', '2020-01-06'),
];

function renderOffices(answer: (init?: RequestInit) => Response = () => jsonResponse(200, { moves })) {
  const fetchMock = stubApi({
    '/api/admin/people/7/offices': (_url, init) =>
      init?.method === 'GET' ? jsonResponse(200, { moves }) : answer(init),
    '/api/admin/offices': () =>
      jsonResponse(200, {
        offices: [
          { id: 1, name: 'New York', timeZone: 'America/New_York', peopleCount: 28 },
          { id: 2, name: 'London', timeZone: 'Europe/London', peopleCount: 14 },
        ],
      }),
  });
  renderWithProviders(<PersonOffices personId={7} personName="Dana Quinn" />);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PersonOffices', () => {
  it("lists the person's moves, latest first, with today's office marked", async () => {
    renderOffices();
    const section = screen.getByRole('region', { name: 'Office' });
    const table = within(section).getByRole('table', { name: 'Offices of Dana Quinn' });
    await within(table).findByText('New York');
    expect(rowTexts(table)).toEqual([
      ['LondonUpcoming', formatDisplayDate(nextMonth), 'Undo'],
      ['New YorkCurrent', 'Mar 1, 2024', 'Undo'],
      ['London', 'Jan 6, 2020', 'Undo'],
    ]);
  });

  it('says so when the person is in no office yet', async () => {
    stubApi({
      '/api/admin/people/7/offices': () => jsonResponse(200, { moves: [] }),
      '/api/admin/offices': () => jsonResponse(200, { offices: [] }),
    });
    renderWithProviders(<PersonOffices personId={7} personName="Dana Quinn" />);
    expect(await screen.findByText("No office yet: only the company's holidays apply.")).toBeTruthy();
  });

  it('moves the person to an office from today unless another day is chosen', async () => {
    const fetchMock = renderOffices();
    const form = screen.getByRole('form', { name: 'Move to Office' });
    expect((within(form).getByRole('textbox', { name: /^From/ }) as HTMLInputElement).value).toBe(
      `${today.slice(5, 7)}/${today.slice(8, 10)}/${today.slice(0, 4)}`,
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Move to Office' }));
    expect(await within(form).findByText('Office is required')).toBeTruthy();

    await pickOption(form, /^Office/, 'London');
    fireEvent.click(within(form).getByRole('button', { name: 'Move to Office' }));

    await waitFor(() =>
      expect(writesOf(fetchMock)).toEqual([
        { method: 'PUT', path: '/api/admin/people/7/offices', body: { officeId: 2, effectiveFrom: today } },
      ]),
    );
    // Once moved, the form starts again.
    await waitFor(() =>
      expect(
        (
          within(screen.getByRole('form', { name: 'Move to Office' })).getByRole('combobox', {
            name: /^Office/,
          }) as HTMLInputElement
        ).value,
      ).toBe(''),
    );
  });

  it("shows the server's refusal beside the office, keeping the choice", async () => {
    renderOffices(() =>
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'body.officeId: No such office.',
          field: 'body.officeId',
        },
      }),
    );
    const form = screen.getByRole('form', { name: 'Move to Office' });
    await pickOption(form, /^Office/, 'New York');
    fireEvent.click(within(form).getByRole('button', { name: 'Move to Office' }));

    expect(await within(form).findByText('No such office.')).toBeTruthy();
    expect((within(form).getByRole('combobox', { name: /^Office/ }) as HTMLInputElement).value).toBe(
      'New York',
    );
  });

  it('undoes a move once confirmed, saying which office stays', async () => {
    const fetchMock = renderOffices(() => jsonResponse(200, { moves: moves.slice(1) }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Undo the move to New York from Mar 1, 2024' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Undo Move' });
    expect(confirm.textContent).toContain(
      'Undo the move of Dana Quinn to New York from Mar 1, 2024? Dana Quinn stays in London from that day on.',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Undo Move' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Undo Move' })).toBeNull());
    expect(writesOf(fetchMock)).toEqual([
      { method: 'DELETE', path: '/api/admin/people/7/offices?effective_from=2024-03-01', body: {} },
    ]);
  });

  it('shows why a move is not undone', async () => {
    renderOffices(() =>
      jsonResponse(404, { error: { code: 'not_found', message: 'This person has no move on that day.' } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Undo the move to London from Jan 6, 2020' }));
    const confirm = await screen.findByRole('dialog', { name: 'Undo Move' });
    expect(confirm.textContent).toContain('Dana Quinn is then in no office, with the company');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Undo Move' }));
    expect(await within(confirm).findByText('This person has no move on that day.')).toBeTruthy();
  });
});
