import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, isWeekend, todayIso } from '@timekeep/shared/domain/periods';
import type { TimeOffBalance, TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTimeOffRequest } from '../../../test/factories';
import { jsonResponse, renderWithProviders, stubApi } from '../../../test/render';
import { TimeOffRequestModal } from './time-off-request-modal';

const REAPPROVAL =
  'This request is approved. Saving a change sends it back to your team lead for reapproval.';

function futureRequest(status: TimeOffRequest['mostRecentDetail']['status']): TimeOffRequest {
  return buildTimeOffRequest({ status, startDate: addDays(todayIso(), 10) });
}

const thisYear = Number(todayIso().slice(0, 4));

/** The balances, and (as the server projects them) the same figures on a request's first day: no accruals. */
function renderModal(request: TimeOffRequest | null, balances: TimeOffBalance[] = []) {
  stubApi({
    '/api/ptos/projected_balance': (url) => {
      const type = url.searchParams.get('type')!;
      const date = url.searchParams.get('start_date')!;
      const year = date.slice(0, 4);
      const balance = balances.find((candidate) => candidate.type === type);
      return jsonResponse(200, {
        balance: {
          type,
          date,
          year: Number(year),
          accumulatedHours: balance?.accumulatedAmount[year] ?? null,
          accruingHours: 0,
          requestedHours: balance?.ptoRequested[year] ?? 0,
        },
      });
    },
    '/api/holidays': () => jsonResponse(200, { holidays: [] }),
    '/api/ptos': () => jsonResponse(200, { ptos: request ? [request] : [] }),
    '/api/ptos/balances': () =>
      jsonResponse(200, {
        balances,
        officeClosure: { year: thisYear, totalRequested: 0, totalBalance: 5 },
      }),
  });
  renderWithProviders(<TimeOffRequestModal opened onClose={() => undefined} request={request} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TimeOffRequestModal in update mode', () => {
  it('warns that editing an approved request sends it back for reapproval', async () => {
    renderModal(futureRequest('approved'));

    expect(await screen.findByText(REAPPROVAL)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update Request' })).toBeTruthy();
  });

  it('does not warn for a request that is still waiting for approval', async () => {
    renderModal(futureRequest('pending'));

    expect(await screen.findByRole('button', { name: 'Update Request' })).toBeTruthy();
    expect(screen.queryByText(REAPPROVAL)).toBeNull();
  });
});

/** The first day from ten days ahead that `accept` takes. */
function dayAhead(accept: (date: string) => boolean): string {
  let date = addDays(todayIso(), 10);
  while (!accept(date)) date = addDays(date, 1);
  return date;
}

/** MM/DD/YYYY, as a person types it. */
function typed(date: string): string {
  return `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
}

describe('TimeOffRequestModal dates', () => {
  it('takes a start date typed as MM/DD/YYYY and then opens the end date', async () => {
    renderModal(null);
    const start = await screen.findByRole('textbox', { name: 'Start Date' });
    const end = screen.getByRole('textbox', { name: 'End Date' }) as HTMLInputElement;
    expect(end.disabled).toBe(true);

    fireEvent.input(start, { target: { value: typed(dayAhead((date) => !isWeekend(date))) } });
    fireEvent.blur(start);

    expect(end.disabled).toBe(false);
  });

  it('refuses a typed weekend day while weekends are not included, and says how to allow it', async () => {
    renderModal(null);
    const start = await screen.findByRole('textbox', { name: 'Start Date' });

    fireEvent.input(start, { target: { value: typed(dayAhead(isWeekend)) } });
    fireEvent.blur(start);

    expect(screen.getByText(/is a weekend day: check Include Weekends to request it\./)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'End Date' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('refuses a typed date before the start of last year', async () => {
    renderModal(null);
    const start = await screen.findByRole('textbox', { name: 'Start Date' });
    const lastYear = Number(todayIso().slice(0, 4)) - 1;

    fireEvent.input(start, { target: { value: `12/31/${lastYear - 1}` } });
    fireEvent.blur(start);

    expect(screen.getByText(`Choose a date on or after Jan 1, ${lastYear}.`)).toBeTruthy();
  });
});

describe('TimeOffRequestModal errors', () => {
  it('shows every problem of an empty form on the first submit, focusing the first', async () => {
    renderModal(null);
    fireEvent.click(
      await screen.findByLabelText('my customer and/or engagement manager approves this request'),
    );
    const submit = screen.getByRole('button', { name: 'Submit Request' });
    await vi.waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));

    submit.focus();
    fireEvent.click(submit);

    expect(screen.getByText('Choose a reason.')).toBeTruthy();
    // The focus goes to the first field with a problem.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Reason' })),
    );
    expect(screen.getByText('Enter a valid start date (MM/DD/YYYY).')).toBeTruthy();
    expect(screen.getByText('Enter a valid end date (MM/DD/YYYY).')).toBeTruthy();
    expect(screen.getByText('A comment is required.')).toBeTruthy();
  });
});

/** Opens the select named `label` and clicks the option in its list (jsdom never runs the opening transition). */
function chooseOption(label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  fireEvent.click(select);
  const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '') as HTMLElement;
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

/** Types the date into the field and leaves it. */
function typeDate(label: string, date: string) {
  const field = screen.getByRole('textbox', { name: label });
  fireEvent.input(field, { target: { value: typed(date) } });
  fireEvent.blur(field);
}

describe('TimeOffRequestModal limits', () => {
  it('refuses leave other than PTO in a year without a balance for it, before it is sent', async () => {
    renderModal(null, [{ type: 'bereavement', accumulatedAmount: { [thisYear]: 80 }, ptoRequested: {} }]);
    await screen.findByRole('textbox', { name: 'Start Date' });
    chooseOption('Reason', 'Bereavement');
    // Before a date, the balance of this year: what is left is said under the reason.
    expect(
      await screen.findByText(`Bereavement balance in ${thisYear}: 80 hours left of 80 hours`),
    ).toBeTruthy();
    let monday = `${thisYear + 1}-01-05`;
    while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
    typeDate('Start Date', monday);
    typeDate('End Date', addDays(monday, 4));

    expect(
      await screen.findByText(
        `No Bereavement balance is set for ${thisYear + 1}. Please ask HR to set one before requesting it.`,
      ),
    ).toBeTruthy();
    expect(screen.getByText(`Bereavement balance in ${thisYear + 1}: No balance set`)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('my customer and/or engagement manager approves this request'));
    expect((screen.getByRole('button', { name: 'Submit Request' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
