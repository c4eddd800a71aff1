import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, todayIso } from '@timekeep/shared/domain/periods';
import type { ProjectedBalance } from '@timekeep/shared/schemas/time-off-ledger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { TimeOffRequestModal } from './time-off-request-modal';

const thisYear = Number(todayIso().slice(0, 4));
const nextYear = thisYear + 1;

/** The first Monday of next year: Monday to Wednesday is 24 hours, within one year and the date bounds. */
function firstMondayOfNextYear(): string {
  let monday = `${nextYear}-01-05`;
  while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
  return monday;
}

/**
 * The modal's API, with 8 posted hours of bereavement next year; the projected balance answers for the type and
 * date asked, with `accumulatedHours` and `accruingHours` as given.
 */
function renderModal(projected: Pick<ProjectedBalance, 'accumulatedHours' | 'accruingHours'>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    switch (url.pathname) {
      case '/api/holidays':
        return jsonResponse(200, { holidays: [] });
      case '/api/ptos':
        return jsonResponse(200, { ptos: [] });
      case '/api/ptos/balances':
        return jsonResponse(200, {
          balances: [{ type: 'bereavement', accumulatedAmount: { [nextYear]: 8 }, ptoRequested: {} }],
          officeClosure: { year: thisYear, totalRequested: 0, totalBalance: 5 },
        });
      case '/api/ptos/projected_balance': {
        const date = url.searchParams.get('start_date')!;
        const balance: ProjectedBalance = {
          type: url.searchParams.get('type') as ProjectedBalance['type'],
          date,
          year: Number(date.slice(0, 4)),
          requestedHours: 0,
          ...projected,
        };
        return jsonResponse(200, { balance });
      }
      default:
        throw new Error(`Unexpected API call: ${url.pathname}`);
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<TimeOffRequestModal opened onClose={() => undefined} request={null} />);
  return fetchMock;
}

const projectionQueries = (fetchMock: ReturnType<typeof renderModal>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/ptos/projected_balance')
    .map((url) => Object.fromEntries(url.searchParams));

function chooseOption(label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  fireEvent.click(select);
  const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '') as HTMLElement;
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

const typed = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

function typeDate(label: string, date: string) {
  const field = screen.getByRole('textbox', { name: label });
  fireEvent.input(field, { target: { value: typed(date) } });
  fireEvent.blur(field);
}

async function requestThreeDaysOfBereavement() {
  await screen.findByRole('textbox', { name: 'Start Date' });
  chooseOption('Reason', 'Bereavement');
  const monday = firstMondayOfNextYear();
  typeDate('Start Date', monday);
  typeDate('End Date', addDays(monday, 2));
  fireEvent.click(screen.getByLabelText('my customer and/or engagement manager approves this request'));
  return monday;
}

const submitButton = () => screen.getByRole('button', { name: 'Submit Request' }) as HTMLButtonElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TimeOffRequestModal projected balance', () => {
  it('shows the balance on the first day with what is still to accrue, and checks the limit against it', async () => {
    const fetchMock = renderModal({ accumulatedHours: 40, accruingHours: 32 });
    const monday = await requestThreeDaysOfBereavement();
    const day = Number(monday.slice(8, 10));

    expect(
      await screen.findByText(
        `Balance on Jan ${day}, ${nextYear}: 40 hours (5 days), of which 32 hours still to accrue`,
      ),
    ).toBeTruthy();
    // 24 hours exceed the 8 posted, not the 40 there will be on the first day.
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(screen.queryByText(/balance exceeded/)).toBeNull();
    // Asked once, for the date as committed: not for the end date, nor before the start date settled.
    expect(projectionQueries(fetchMock)).toEqual([{ type: 'bereavement', start_date: monday }]);
  });

  it('refuses with the spec message what exceeds the projected balance, and leaves out an accrual of 0', async () => {
    renderModal({ accumulatedHours: 16, accruingHours: 0 });
    const monday = await requestThreeDaysOfBereavement();
    const day = Number(monday.slice(8, 10));

    expect(await screen.findByText(`Balance on Jan ${day}, ${nextYear}: 16 hours (2 days)`)).toBeTruthy();
    expect(
      await screen.findByText(`Bereavement balance exceeded. 16 hours remain in ${nextYear}.`),
    ).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
  });

  it('says when no balance will be kept on that day', async () => {
    renderModal({ accumulatedHours: null, accruingHours: 0 });
    const monday = await requestThreeDaysOfBereavement();
    const day = Number(monday.slice(8, 10));

    expect(await screen.findByText(`Balance on Jan ${day}, ${nextYear}: no balance set`)).toBeTruthy();
    expect(
      await screen.findByText(
        `No Bereavement balance is set for ${nextYear}. Please ask HR to set one before requesting it.`,
      ),
    ).toBeTruthy();
  });
});
