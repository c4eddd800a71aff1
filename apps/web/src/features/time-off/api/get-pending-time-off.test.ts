import { describe, expect, it } from 'vitest';
import { buildTimeOffRequest } from '../../../test/factories';
import { jsonResponse, stubApi } from '../../../test/render';
import { getPendingTimeOff } from './get-pending-time-off';

const request = (status: 'pending' | 'approved', startDate = '2025-03-03') =>
  buildTimeOffRequest({ status, startDate, endDate: startDate });

describe('getPendingTimeOff', () => {
  it('lists the upcoming requests that wait for approval, soonest first', async () => {
    const later = request('pending', '2025-04-07');
    const sooner = request('pending', '2025-03-10');
    stubApi({ '/api/ptos': () => jsonResponse(200, { ptos: [request('approved'), later, sooner] }) });

    await expect(getPendingTimeOff()).resolves.toEqual([sooner, later]);
  });

  it('is empty when every upcoming request is decided', async () => {
    stubApi({ '/api/ptos': () => jsonResponse(200, { ptos: [request('approved')] }) });

    await expect(getPendingTimeOff()).resolves.toEqual([]);
  });

  it('is empty for a contractor, whom the server refuses time off', async () => {
    stubApi({
      '/api/ptos': () => jsonResponse(403, { error: { code: 'forbidden', message: 'Forbidden' } }),
    });

    await expect(getPendingTimeOff()).resolves.toEqual([]);
  });
});
