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
    [{ DATABASE_URL: 'postgres://app@db/timekeep', DATABASE_OWNER_URL: 'mysql://x' }, 'DATABASE_OWNER_URL'],
    [{ DATABASE_OWNER_URL: 'postgres://owner@db/timekeep' }, 'DATABASE_OWNER_URL'],
    [{ DATABASE_REPLICA_URL: 'postgres://app@replica/timekeep' }, 'DATABASE_REPLICA_URL'],
    [
      { DATABASE_URL: 'postgres://app@db/timekeep', DATABASE_REPLICA_MAX_LAG_MS: '10' },
      'DATABASE_REPLICA_MAX_LAG_MS',
    ],
    [{ REPORT_EXPORT_BACKGROUND_ROWS: '0' }, 'REPORT_EXPORT_BACKGROUND_ROWS'],
    [{ REPORT_EXPORT_CONCURRENCY: '100' }, 'REPORT_EXPORT_CONCURRENCY'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ HR_EMAIL: 'nobody' }, 'HR_EMAIL'],
    [{ OIDC_ISSUER: 'https://login.example.com' }, 'OIDC_ISSUER'],
    [{ NODE_ENV: 'production' }, 'OIDC_ISSUER'],
    [{ DEV_SSO: 'maybe' }, 'DEV_SSO'],
    [{ PUBLIC_URL: 'https://timekeep.example.com' }, 'OIDC_ISSUER'],
    [{ HOST: '0.0.0.0' }, 'OIDC_ISSUER'],
    [{ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:3000' }, 'OIDC_ISSUER'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY'],
    [{ SESSION_MAX_DAYS: '0' }, 'SESSION_MAX_DAYS'],
    [{ REPORT_MAX_DAYS: '0' }, 'REPORT_MAX_DAYS'],
    [{ REPORT_MAX_DAYS: 'a year' }, 'REPORT_MAX_DAYS'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_CONNECT_TIMEOUT_MS: '5 s' }, 'DATABASE_CONNECT_TIMEOUT_MS'],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: '10' }, 'DATABASE_STATEMENT_TIMEOUT_MS'],
    [{ OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '1.5' }, 'OVERLOAD_MAX_EVENT_LOOP_UTILIZATION'],
    [{ OVERLOAD_MAX_HEAP_USED_MB: '0' }, 'OVERLOAD_MAX_HEAP_USED_MB'],
    [{ OIDC_TRUST_EMAIL: 'true' }, 'OIDC_ALLOWED_EMAIL_DOMAINS'],
    [{ POWERBI_WORKSPACE_ID: '6f1d2c3b-4a59-4687-8776-655443322110' }, 'POWERBI_WORKSPACE_ID'],
    [{ POWERBI_WORKSPACE_ID: 'workspace' }, 'POWERBI_WORKSPACE_ID'],
    [{ OIDC_ALLOWED_EMAIL_DOMAINS: 'example.com, not a domain' }, 'OIDC_ALLOWED_EMAIL_DOMAINS'],
    [{ SMTP_URL: 'https://mail.example.com' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://mail.example.com:587' }, 'MAIL_FROM'],
    [{ SMTP_URL: 'smtp://mail.example.com:587', MAIL_FROM: 'nobody' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'Timekeep <not an address>' }, 'MAIL_FROM'],
    [{ DEV_OUTBOX: 'maybe' }, 'DEV_OUTBOX'],
  ])('stops on %o naming %s', (env, variable) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`^Invalid configuration:[\\s\\S]*${variable}`));
  });

  it('allows the development identity provider in production only with DEV_SSO=true', () => {
    expect(parseConfig({ NODE_ENV: 'production', DEV_SSO: 'true', DEV_OUTBOX: 'true' }).oidc.kind).toBe(
      'development',
    );
  });

  it('serves the development identity provider on a loopback address, or anywhere with DEV_SSO=true', () => {
    expect(parseConfig({ PUBLIC_URL: 'http://localhost:3000' }).oidc.kind).toBe('development');
    expect(parseConfig({ PUBLIC_URL: 'https://127.0.0.1:8443' }).oidc.kind).toBe('development');
    expect(parseConfig({ PUBLIC_URL: 'http://[::1]:3000' }).oidc.kind).toBe('development');
    expect(
      parseConfig({ PUBLIC_URL: 'https://timekeep.example.com', DEV_SSO: 'true', DEV_OUTBOX: 'true' }).oidc
        .kind,
    ).toBe('development');
  });

  it('refuses the development identity provider on a loopback PUBLIC_URL when HOST listens beyond this machine', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
      const env = { HOST: host, PUBLIC_URL: 'http://127.0.0.1:3000' };
      expect(() => parseConfig(env)).toThrow(
        new RegExp(
          `^Invalid configuration:\\n  OIDC_ISSUER: required when HOST \\(${host.replaceAll('.', '\\.')}\\)`,
        ),
      );
    }
    expect(parseConfig({ HOST: 'localhost' }).oidc.kind).toBe('development');
    expect(
      parseConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'http://127.0.0.1:3000', DEV_SSO: 'true' }).oidc.kind,
    ).toBe('development');
  });

  it('keeps the development outbox only when both HOST and PUBLIC_URL are loopback, or with DEV_OUTBOX=true', () => {
    const container = { HOST: '0.0.0.0', PUBLIC_URL: 'http://127.0.0.1:3000', DEV_SSO: 'true' };
    expect(parseConfig(container).mail).toEqual({ kind: 'off' });
    expect(parseConfig({ ...container, DEV_OUTBOX: 'true' }).mail.kind).toBe('development-outbox');
  });

  it("names PUBLIC_URL's host as the only one the development tools answer, and none without them", () => {
    expect(parseConfig({}).devToolsHost).toBe('127.0.0.1:3000');
    expect(parseConfig({ PUBLIC_URL: 'https://127.0.0.1:443' }).devToolsHost).toBe('127.0.0.1');
    expect(
      parseConfig({
        OIDC_ISSUER: 'https://login.example.com/t/v2.0',
        OIDC_CLIENT_ID: 'timekeep',
        OIDC_CLIENT_SECRET: 'secret',
      }).devToolsHost,
    ).toBe('127.0.0.1:3000');
    expect(
      parseConfig({
        OIDC_ISSUER: 'https://login.example.com/t/v2.0',
        OIDC_CLIENT_ID: 'timekeep',
        OIDC_CLIENT_SECRET: 'secret',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        MAIL_FROM: 'timekeep@example.com',
      }).devToolsHost,
    ).toBeNull();
  });

  it('sends mail through SMTP_URL from MAIL_FROM, or keeps it in the development outbox', () => {
    expect(
      parseConfig({
        NODE_ENV: 'production',
        DEV_SSO: 'true',
        SMTP_URL: 'smtps://user:secret@mail.example.com:465',
        MAIL_FROM: 'Timekeep <timekeep@example.com>',
      }).mail,
    ).toEqual({
      kind: 'smtp',
      url: 'smtps://user:secret@mail.example.com:465',
      from: 'Timekeep <timekeep@example.com>',
    });
    expect(
      parseConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'timekeep@example.com' }).mail.kind,
    ).toBe('smtp');
    // Development on this machine keeps mail without being asked; elsewhere only with DEV_OUTBOX=true.
    expect(parseConfig({}).mail).toEqual({
      kind: 'development-outbox',
      from: 'Timekeep <timekeep@localhost>',
    });
    expect(parseConfig({ NODE_ENV: 'production', DEV_SSO: 'true', DEV_OUTBOX: 'true' }).mail.kind).toBe(
      'development-outbox',
    );
    expect(
      parseConfig({ PUBLIC_URL: 'https://timekeep.example.com', DEV_SSO: 'true', DEV_OUTBOX: 'true' }).mail
        .kind,
    ).toBe('development-outbox');
    // Elsewhere without a mail server, email is off: the server still starts (no variable newly required).
    expect(parseConfig({ NODE_ENV: 'production', DEV_SSO: 'true' }).mail).toEqual({ kind: 'off' });
    expect(parseConfig({ PUBLIC_URL: 'https://timekeep.example.com', DEV_SSO: 'true' }).mail).toEqual({
      kind: 'off',
    });
  });

  it('trusts no proxy by default, or a hop count, or listed addresses', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4' }).trustProxy).toBe('10.0.0.0/8,192.168.1.4');
  });

  it('bounds the database pool and sheds load by default, as configured otherwise', () => {
    const defaults = parseConfig({});
    expect(defaults.databasePool).toEqual({ size: 10, connectTimeoutMs: 5000, statementTimeoutMs: 15_000 });
    expect(defaults.overload).toMatchObject({ maxEventLoopDelayMs: 1000, maxEventLoopUtilization: 0 });
    expect(defaults.overload.maxHeapUsedBytes).toBeGreaterThan(100 * 1024 * 1024);
    const configured = parseConfig({
      OVERLOAD_MAX_HEAP_USED_MB: '512',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    expect(configured.overload).toMatchObject({
      maxHeapUsedBytes: 512 * 1024 * 1024,
      maxEventLoopDelayMs: 0,
    });
  });

  it('ends sessions after 24 idle hours and 7 days at most by default', () => {
    const config = parseConfig({});
    expect(config.sessionIdleMs).toBe(24 * 60 * 60 * 1000);
    expect(config.sessionMaxAgeMs).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('lets a report cover 1100 days by default, or the configured number', () => {
    expect(parseConfig({}).reportMaxDays).toBe(1100);
    expect(parseConfig({ REPORT_MAX_DAYS: '366' }).reportMaxDays).toBe(366);
  });

  it('reads the allowed email domains in lower case', () => {
    const config = parseConfig({
      OIDC_TRUST_EMAIL: 'true',
      OIDC_ALLOWED_EMAIL_DOMAINS: 'Example.com, corp.example',
    });
    expect(config.allowedEmailDomains).toEqual(['example.com', 'corp.example']);
  });

  it('uses the corporate provider when all three OIDC variables are set, and secure cookies on https', () => {
    const config = parseConfig({
      OIDC_ISSUER: 'https://login.microsoftonline.com/tenant/v2.0',
      OIDC_CLIENT_ID: 'client',
      OIDC_CLIENT_SECRET: 'secret',
      PUBLIC_URL: 'https://timekeep.example.com/',
      SMTP_URL: 'smtp://mail.example.com:587',
      MAIL_FROM: 'timekeep@example.com',
    });
    expect(config.oidc.kind).toBe('corporate');
    expect(config.publicUrl).toBe('https://timekeep.example.com');
    expect(config.secureCookies).toBe(true);
  });

  it('takes Power BI settings all together, or none', () => {
    expect(parseConfig({}).powerBi).toBeNull();
    expect(
      parseConfig({
        POWERBI_WORKSPACE_ID: '6f1d2c3b-4a59-4687-8776-655443322110',
        AZURE_TENANT_ID: 'tenant',
        AZURE_CLIENT_ID: 'client',
        AZURE_CLIENT_SECRET: 'secret',
        POWERBI_RLS_ROLES: 'Viewer, Lead',
      }).powerBi,
    ).toEqual({
      workspaceId: '6f1d2c3b-4a59-4687-8776-655443322110',
      tenantId: 'tenant',
      clientId: 'client',
      clientSecret: 'secret',
      rowLevelSecurityRoles: ['Viewer', 'Lead'],
    });
  });
});
