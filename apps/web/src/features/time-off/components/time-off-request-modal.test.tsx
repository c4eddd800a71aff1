import { screen } from '@testing-library/react';
import { addDays, todayIso } from '@timekeep/shared/domain/periods';
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

function renderModal(request: TimeOffRequest) {
  const year = Number(todayIso().slice(0, 4));
  stubApi({
    '/api/holidays': () => jsonResponse(200, { holidays: [] }),
    '/api/ptos': () => jsonResponse(200, { ptos: [request] }),
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
