import type { signoutResponseSchema } from '@timekeep/shared/schemas/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { ApiError, apiCall, apiRequest } from './api-client';

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('maps the error response shape to an ApiError with status, code, message and field', async () => {
    stubFetch(
      jsonResponse(422, {
        error: { code: 'rule_violation', message: 'Comment is too long', field: 'comment' },
      }),
    );

    const error = await failureOf(apiRequest('/api/ptos', { method: 'POST', body: {} }));

    expect(error.status).toBe(422);
    expect(error.code).toBe('rule_violation');
    expect(error.message).toBe('Comment is too long');
    expect(error.field).toBe('comment');
  });

  it('uses the status text when a failure has no error body', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));

    const error = await failureOf(apiRequest('/api/holidays'));

    expect(error).toMatchObject({ status: 502, code: null, message: 'Bad Gateway' });
  });

  it("falls back to 'Request failed!' without a status text", async () => {
    stubFetch(new Response(null, { status: 500 }));

    const error = await failureOf(apiRequest('/api/holidays'));

    expect(error).toMatchObject({ status: 500, code: null, message: 'Request failed!' });
  });

  it("reports a network failure as 'Request failed!'", async () => {
    stubFetch(new TypeError('Failed to fetch'));

    const error = await failureOf(apiRequest('/api/holidays'));

    expect(error).toMatchObject({ status: 0, message: 'Request failed!' });
  });

  it('returns undefined for 204 No Content', async () => {
    stubFetch(new Response(null, { status: 204 }));

    await expect(apiRequest('/api/ptos/4', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('sends state-changing calls as JSON with the session cookie', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { ok: true }));

    await apiRequest('/api/team/ptos/approve', { method: 'POST', body: { pto_ids: [1, 2] } });

    expect(fetchMock).toHaveBeenCalledWith('/api/team/ptos/approve', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ pto_ids: [1, 2] }),
    });
  });

  it('sends a JSON body even when a state-changing call has no payload', async () => {
    const fetchMock = stubFetch(jsonResponse(200, {}));

    await apiRequest('/api/timesheet/7/rescind', { method: 'PATCH' });

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/timesheet/7/rescind',
      expect.objectContaining({
        body: '{}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });

  it('adds query parameters and leaves out empty ones', async () => {
    const fetchMock = stubFetch(jsonResponse(200, {}));

    await apiRequest('/api/timesheet', {
      query: { start_date: '2024-05-01', user_id: undefined, past: true },
    });

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/timesheet?start_date=2024-05-01&past=true',
      expect.anything(),
    );
  });
});

describe('apiCall', () => {
  it('returns the JSON body the server sent', async () => {
    stubFetch(jsonResponse(200, { success: true }));

    await expect(apiCall<typeof signoutResponseSchema>('/api/signout', { method: 'POST' })).resolves.toEqual({
      success: true,
    });
  });
});
