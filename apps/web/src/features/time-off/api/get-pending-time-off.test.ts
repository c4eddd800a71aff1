import { describe, expect, it } from 'vitest';
import { buildTimeOffRequest } from '../../../test/factories';
import { jsonResponse, stubApi } from '../../../test/render';
import { hasPendingTimeOff } from './get-pending-time-off';

const request = (status: 'pending' | 'approved') => buildTimeOffRequest({ status });

describe('hasPendingTimeOff', () => {
  it('is true when an upcoming request waits for approval', async () => {
    stubApi({ '/api/ptos': () => jsonResponse(200, { ptos: [request('approved'), request('pending')] }) });

    await expect(hasPendingTimeOff()).resolves.toBe(true);
  });

  it('is false when every upcoming request is decided', async () => {
    stubApi({ '/api/ptos': () => jsonResponse(200, { ptos: [request('approved')] }) });

    await expect(hasPendingTimeOff()).resolves.toBe(false);
  });

  it('is false for a contractor, whom the server refuses time off', async () => {
    stubApi({
      '/api/ptos': () => jsonResponse(403, { error: { code: 'forbidden', message: 'Forbidden' } }),
    });

    await expect(hasPendingTimeOff()).resolves.toBe(false);
  });
});
