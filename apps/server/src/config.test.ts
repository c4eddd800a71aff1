import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('configuration', () => {
  it('has the run contract defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: 'http://127.0.0.1:3000',
      secureCookies: false,
      oidc: { kind: 'development', issuer: 'http://127.0.0.1:3000/oidc' },
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ HR_EMAIL: 'nobody' }, 'HR_EMAIL'],
    [{ OIDC_ISSUER: 'https://login.example.com' }, 'OIDC_ISSUER'],
    [{ NODE_ENV: 'production' }, 'OIDC_ISSUER'],
    [{ DEV_SSO: 'maybe' }, 'DEV_SSO'],
  ])('stops on %o naming %s', (env, variable) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`^Invalid configuration:[\\s\\S]*${variable}`));
  });

  it('allows the development identity provider in production only with DEV_SSO=true', () => {
    expect(parseConfig({ NODE_ENV: 'production', DEV_SSO: 'true' }).oidc.kind).toBe('development');
  });

  it('uses the corporate provider when all three OIDC variables are set, and secure cookies on https', () => {
    const config = parseConfig({
      OIDC_ISSUER: 'https://login.microsoftonline.com/tenant/v2.0',
      OIDC_CLIENT_ID: 'client',
      OIDC_CLIENT_SECRET: 'secret',
      PUBLIC_URL: 'https://timekeep.example.com/',
    });
    expect(config.oidc.kind).toBe('corporate');
    expect(config.publicUrl).toBe('https://timekeep.example.com');
    expect(config.secureCookies).toBe(true);
  });
});
