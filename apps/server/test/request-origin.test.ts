import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous } from './request';
import { capturedLog, createTestApp, type TestContext } from './test-app';

/** Issue 35, point 1: the development sign-in and outbox answer only requests that name PUBLIC_URL's host. */
let context: TestContext;
const log = capturedLog();

beforeAll(async () => {
  context = await createTestApp({ LOG_LEVEL: 'warn' }, { logStream: log.stream });
});
afterAll(async () => {
  await context?.close();
});

const rebound = { host: 'rebound.example:3999' };

describe('the host a request names, while the development sign-in and outbox are on', () => {
  it('refuses the outbox, the identity provider, sign-in and the API to any host but PUBLIC_URL’s', async () => {
    for (const url of [
      '/api/dev/outbox',
      '/dev/outbox',
      '/oidc/.well-known/openid-configuration',
      '/api/auth/login',
      '/api/user',
    ]) {
      const response = await anonymous(context).get(url, { headers: rebound });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 421 });
      expect(response.json()).toEqual({
        error: {
          code: 'misdirected_request',
          message:
            'This server answers only at http://127.0.0.1:3999 while its development sign-in or outbox is on.',
        },
      });
    }
  });

  it('answers the same requests naming PUBLIC_URL’s host', async () => {
    expect((await anonymous(context).get('/api/dev/outbox')).statusCode).toBe(200);
    expect((await anonymous(context).get('/oidc/.well-known/openid-configuration')).statusCode).toBe(200);
    expect((await anonymous(context).get('/api/auth/login')).statusCode).toBe(302);
  });

  it('answers health whatever the host, as a load balancer probes by address', async () => {
    const response = await anonymous(context).get('/api/health', { headers: rebound });
    expect(response.statusCode).toBe(200);
  });

  it('takes the host a trusted proxy forwards, as behind the https gateway', async () => {
    const proxied = await createTestApp({ PUBLIC_URL: 'https://127.0.0.1:8443', TRUST_PROXY: '1' });
    try {
      const forwarded = await anonymous(proxied).get('/api/dev/outbox', {
        headers: {
          host: '127.0.0.1:3001',
          'x-forwarded-host': '127.0.0.1:8443',
          'x-forwarded-proto': 'https',
        },
      });
      expect(forwarded.statusCode).toBe(200);
      const login = await anonymous(proxied).get('/api/auth/login', {
        headers: { host: '127.0.0.1:3001', 'x-forwarded-host': '127.0.0.1:8443' },
      });
      expect(login.statusCode).toBe(302);
      const elsewhere = await anonymous(proxied).get('/api/auth/login', {
        headers: { host: '127.0.0.1:3001', 'x-forwarded-host': 'rebound.example' },
      });
      expect(elsewhere.statusCode).toBe(421);
    } finally {
      await proxied.close();
    }
  });

  it('answers any host once neither is on (a corporate identity provider and a mail server)', async () => {
    const corporate = await createTestApp({
      OIDC_ISSUER: 'https://login.example.com/tenant/v2.0',
      OIDC_CLIENT_ID: 'timekeep',
      OIDC_CLIENT_SECRET: 'secret',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'timekeep@example.com',
    });
    try {
      const response = await anonymous(corporate).get('/api/user', { headers: rebound });
      expect(response.statusCode).toBe(401);
    } finally {
      await corporate.close();
    }
  });
});

describe('X-Forwarded-For without TRUST_PROXY', () => {
  const warnings = () => log.lines.filter((line) => line.includes('TRUST_PROXY is unset'));

  it('warns once, at the first request that carries it', async () => {
    expect(warnings()).toEqual([]);
    await anonymous(context).get('/api/health', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    await anonymous(context).get('/api/health', { headers: { 'x-forwarded-for': '203.0.113.10' } });
    expect(warnings()).toHaveLength(1);
  });

  it('says nothing when TRUST_PROXY names the proxies', async () => {
    const proxiedLog = capturedLog();
    const proxied = await createTestApp(
      { LOG_LEVEL: 'warn', TRUST_PROXY: '1' },
      { logStream: proxiedLog.stream },
    );
    try {
      await anonymous(proxied).get('/api/health', { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(proxiedLog.lines.filter((line) => line.includes('TRUST_PROXY is unset'))).toEqual([]);
    } finally {
      await proxied.close();
    }
  });
});
