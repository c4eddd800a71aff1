import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { embedHeight } from './embed-height';
import { powerBiErrorText } from './error-text';
import { apiReportId, urlReportId } from './report-id';
import { TOKEN_REFRESH_MARGIN_MS, tokenRefreshDelay } from './token-refresh';

const failure = (body: unknown) => new ApiError(502, null, 'Bad Gateway', undefined, body);

describe('embedHeight', () => {
  it('is the window height minus 230px, and never below 432px', () => {
    expect(embedHeight(900)).toBe(670);
    expect(embedHeight(662)).toBe(432);
    expect(embedHeight(600)).toBe(432);
    expect(embedHeight(0)).toBe(432);
  });
});

describe('report ids', () => {
  const id = 'f089354e-8366-4e18-aea3-4cb4a3a50b48';

  it('turns the dashes of the URL into underscores for the API, and back', () => {
    expect(apiReportId(id)).toBe('f089354e_8366_4e18_aea3_4cb4a3a50b48');
    expect(urlReportId(apiReportId(id))).toBe(id);
    expect(urlReportId(id)).toBe(id);
  });
});

describe('powerBiErrorText', () => {
  it("reads the response's errors first, then its message, then our error shape", () => {
    expect(powerBiErrorText(failure({ errors: 'Token expired', message: 'ignored' }))).toBe('Token expired');
    expect(powerBiErrorText(failure({ errors: ['Report missing.', { message: 'Ask the owner.' }] }))).toBe(
      'Report missing. Ask the owner.',
    );
    expect(powerBiErrorText(failure({ message: 'Workspace unavailable' }))).toBe('Workspace unavailable');
    expect(
      powerBiErrorText(failure({ error: { code: 'upstream_failed', message: 'PowerBIEntityNotFound' } })),
    ).toBe('PowerBIEntityNotFound');
  });

  it("falls back to 'Something went wrong'", () => {
    expect(powerBiErrorText(failure(undefined))).toBe('Something went wrong');
    expect(powerBiErrorText(failure({ errors: [], message: '  ' }))).toBe('Something went wrong');
    expect(powerBiErrorText(new Error('network'))).toBe('Something went wrong');
    expect(powerBiErrorText(new ApiError(0, null, 'Request failed!'))).toBe('Something went wrong');
  });
});

describe('tokenRefreshDelay', () => {
  const now = Date.parse('2026-03-02T10:00:00Z');

  it('asks for a new token two minutes before the current one expires', () => {
    expect(tokenRefreshDelay('2026-03-02T11:00:00Z', now)).toBe(60 * 60 * 1000 - TOKEN_REFRESH_MARGIN_MS);
  });

  it('waits at least ten seconds when the token is about to expire, has expired, or cannot be read', () => {
    expect(tokenRefreshDelay('2026-03-02T10:01:00Z', now)).toBe(10_000);
    expect(tokenRefreshDelay('2026-03-02T09:00:00Z', now)).toBe(10_000);
    expect(tokenRefreshDelay('soon', now)).toBe(10_000);
  });
});
