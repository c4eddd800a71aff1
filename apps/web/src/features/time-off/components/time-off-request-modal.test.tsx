import { fireEvent, screen } from '@testing-library/react';
import { addDays, isWeekend, todayIso } from '@timekeep/shared/domain/periods';
import type { TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTimeOffRequest } from '../../../test/factories';
import { jsonResponse, renderWithProviders, stubApi } from '../../../test/render';
import { TimeOffRequestModal } from './time-off-request-modal';

const REAPPROVAL =
  'This request is approved. Saving a change sends it back to your team lead for reapproval.';

function futureRequest(status: TimeOffRequest['mostRecentDetail']['status']): TimeOffRequest {
  return buildTimeOffRequest({ status, startDate: addDays(todayIso(), 10) });
}

function renderModal(request: TimeOffRequest | null) {
  const year = Number(todayIso().slice(0, 4));
  stubApi({
    '/api/holidays': () => jsonResponse(200, { holidays: [] }),
    '/api/ptos': () => jsonResponse(200, { ptos: request ? [request] : [] }),
    '/api/ptos/balances': () =>
      jsonResponse(200, {
        balances: [],
        officeClosure: { year, totalRequested: 0, totalBalance: 5 },
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
  it('shows every problem of an empty form on the first submit', async () => {
    renderModal(null);
    fireEvent.click(
      await screen.findByLabelText('my customer and/or engagement manager approves this request'),
    );
    const submit = screen.getByRole('button', { name: 'Submit Request' });
    await vi.waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(submit);

    expect(screen.getByText('Choose a reason.')).toBeTruthy();
    expect(screen.getByText('Enter a valid start date (MM/DD/YYYY).')).toBeTruthy();
    expect(screen.getByText('Enter a valid end date (MM/DD/YYYY).')).toBeTruthy();
    expect(screen.getByText('A comment is required.')).toBeTruthy();
  });
});
