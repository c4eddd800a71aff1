import { getHeapStatistics } from 'node:v8';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const urlText = (protocols: string[]) =>
  optionalText.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL (${protocols.join(' or ')})` },
  );

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: urlText(['postgres:', 'postgresql:']),
  /**
   * The role migrations run as (it owns the tables); DATABASE_URL's role then serves with only the grants it
   * needs, so the app cannot change the audit log or turn off its triggers. Unset: one role does both.
   */
  DATABASE_OWNER_URL: urlText(['postgres:', 'postgresql:']),
  /**
   * A streaming replica of DATABASE_URL's database (issue 42): reports, their exports, Insights and the audit
   * browser read from it while it answers and lags less than DATABASE_REPLICA_MAX_LAG_MS.
   */
  DATABASE_REPLICA_URL: urlText(['postgres:', 'postgresql:']),
  /** How far behind the primary the replica may fall before reading at length goes back to the primary. */
  DATABASE_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  PUBLIC_URL: urlText(['http:', 'https:']),
  OIDC_ISSUER: urlText(['http:', 'https:']),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  DEV_SSO: flag,
  /** The mail server notifications are sent through: smtp://user:password@host:587 or smtps://...:465. */
  SMTP_URL: urlText(['smtp:', 'smtps:']),
  /** The sender of every email: an address, or a name and an address (`Timekeep <timekeep@example.com>`). */
  MAIL_FROM: optionalText.refine((value) => value === undefined || MAIL_ADDRESS.test(value), {
    message: 'must be an email address, or a name and an address in angle brackets',
  }),
  /** Keeps mail in the database, shown at /dev/outbox, in production or on a public address without SMTP_URL. */
  DEV_OUTBOX: flag,
  /**
   * When the reminders run, as a cron line read in REMINDER_TIME_ZONE (minute hour day month weekday), or
   * `off`. Each run reminds on the last working day of a period and the first one after it, and sends the
   * leads' digest on every working day; a run on any other day sends nothing.
   */
  REMINDER_SCHEDULE: z
    .string()
    .trim()
    .default('0 9 * * 1-5')
    .refine((value) => value === 'off' || CRON_LINE.test(value), {
      message: 'must be a cron line of five fields (such as 0 9 * * 1-5) or off',
    }),
  /** The time zone of the reminder schedule and of "today" for reminders: an IANA name such as Europe/Paris. */
  REMINDER_TIME_ZONE: z.string().trim().default('UTC').refine(isTimeZone, {
    message: 'must be an IANA time zone such as America/New_York or UTC',
  }),
  OIDC_TRUST_EMAIL: flag,
  HR_EMAIL: z.email().default('hr@example.com'),
  SENTRY_DSN: urlText(['http:', 'https:']),
  ANALYTICS_URL: urlText(['http:', 'https:']),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  SESSION_MAX_DAYS: z.coerce.number().positive().max(90).default(7),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /**
   * Webhook addresses that resolve to private, loopback, link-local or other internal ranges (and plain http)
   * are refused at registration and delivery unless this is on (issue 41): for tests and closed networks.
   */
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: flag,
  /** Requests a minute one API token may send, counted across all app servers (issue 41). */
  API_TOKEN_RATE_LIMIT: z.coerce.number().int().positive().default(600),
  /** Requests a minute to /scim/v2 from one client address, counted across all app servers (issue 41). */
  SCIM_RATE_LIMIT: z.coerce.number().int().positive().default(1200),
  /** The longest date range one report run may cover: a bound on the work a single request asks for. */
  REPORT_MAX_DAYS: z.coerce.number().int().min(1).max(36_600).default(1100),
  /**
   * An export whose rows the database estimates above this runs in the background (issue 42): the person is
   * told when its file is ready. Smaller ones download at once.
   */
  REPORT_EXPORT_BACKGROUND_ROWS: z.coerce.number().int().min(1).default(100_000),
  /** Background exports one app server builds at once; more wait in the queue. */
  REPORT_EXPORT_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** PostgreSQL connections per app server; several servers share the database's `max_connections`. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /** How long a request may wait for a free connection (or a new one) before it answers 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** PostgreSQL cancels any one statement running longer (`statement_timeout`); the request answers 503. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  /** Load shedding: 503 while the event loop lags more than this on average (0 turns the check off). */
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  /**
   * ...or while the event loop was busy more than this share of the last second (0, the default, turns it
   * off: a server is that busy for its first second, building itself, and would refuse its first requests).
   */
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  /** ...or while the JavaScript heap holds more than this; by default 90% of Node's heap limit. */
  OVERLOAD_MAX_HEAP_USED_MB: z.coerce.number().int().min(1).optional(),
  TRUST_PROXY: optionalText.transform((value, context) => {
    const parsed = parseTrustProxy(value);
    if (parsed === null) {
      context.addIssue({
        code: 'custom',
        message:
          'must be a number of proxy hops (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges',
      });
      return z.NEVER;
    }
    return parsed;
  }),
  POWERBI_WORKSPACE_ID: optionalText.pipe(z.guid().optional()),
  AZURE_TENANT_ID: optionalText,
  AZURE_CLIENT_ID: optionalText,
  AZURE_CLIENT_SECRET: optionalText,
  POWERBI_RLS_ROLES: optionalText.transform((value) =>
    value === undefined
      ? []
      : value
          .split(',')
          .map((role) => role.trim())
          .filter(Boolean),
  ),
  OIDC_ALLOWED_EMAIL_DOMAINS: optionalText.transform((value, context) => {
    if (value === undefined) return [];
    const domains = value.split(',').map((domain) => domain.trim().toLowerCase());
    if (domains.some((domain) => !EMAIL_DOMAIN.test(domain))) {
      context.addIssue({ code: 'custom', message: 'must be a comma-separated list of email domains' });
      return z.NEVER;
    }
    return domains;
  }),
});

const CRON_LINE = /^[\d*,/-]+(?:\s+[\d*,/-]+){4}$/;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const MAIL_ADDRESS = /^(?:[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+|[^<>]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>)$/;
const EMAIL_DOMAIN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;
const PROXY_ADDRESS = /^[0-9a-f.:]+(?:\/\d{1,3})?$/i;

/**
 * Which proxies may set X-Forwarded-*: none (unset), a hop count, or addresses and CIDR ranges. Trusting
 * every proxy ('true') would let any caller choose the address that rate limits and logs see.
 */
function parseTrustProxy(value: string | undefined): false | number | string | null {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value.split(',').map((address) => address.trim());
  return addresses.every((address) => PROXY_ADDRESS.test(address)) ? addresses.join(',') : null;
}

/** A loopback host name or address: only this machine reaches it. */
function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || /^127(?:\.\d{1,3}){3}$/.test(bare);
}

/** Loopback hosts: a development identity provider there is reachable only from this machine. */
function isLoopbackUrl(url: string): boolean {
  return isLoopbackHost(new URL(url).hostname);
}

export type Config = ReturnType<typeof parseConfig>;

export class ConfigError extends Error {}

/** Validates the environment once at boot; a bad value names its variable. */
export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  const oidcValues = [values.OIDC_ISSUER, values.OIDC_CLIENT_ID, values.OIDC_CLIENT_SECRET];
  if (oidcValues.some(Boolean) && !oidcValues.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_ISSUER: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
  }
  const devIdentityProvider = !values.OIDC_ISSUER;
  const publicUrl = (values.PUBLIC_URL ?? `http://${values.HOST}:${values.PORT}`).replace(/\/+$/, '');
  // Only this machine reaches it: the address users are given and the one the server listens on are loopback.
  const onThisMachineOnly = isLoopbackUrl(publicUrl) && isLoopbackHost(values.HOST);
  // The development provider signs anyone in as any email: only on this machine, or when asked for by name.
  if (devIdentityProvider && !values.DEV_SSO) {
    if (values.NODE_ENV === 'production') {
      throw new ConfigError(
        'Invalid configuration:\n  OIDC_ISSUER: required when NODE_ENV=production (or set DEV_SSO=true to use the development identity provider)',
      );
    }
    if (!isLoopbackUrl(publicUrl)) {
      throw new ConfigError(
        `Invalid configuration:\n  OIDC_ISSUER: required when PUBLIC_URL (${publicUrl}) is not a loopback address (or set DEV_SSO=true to use the development identity provider, which signs anyone in)`,
      );
    }
    if (!isLoopbackHost(values.HOST)) {
      throw new ConfigError(
        `Invalid configuration:\n  OIDC_ISSUER: required when HOST (${values.HOST}) listens beyond this machine (or set DEV_SSO=true to use the development identity provider, which signs anyone in)`,
      );
    }
  }
  if (values.DATABASE_OWNER_URL && !values.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_OWNER_URL: only with DATABASE_URL (the embedded database has one role)',
    );
  }
  if (values.DATABASE_REPLICA_URL && !values.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_REPLICA_URL: only with DATABASE_URL (a replica of that PostgreSQL database)',
    );
  }
  if (values.SMTP_URL && !values.MAIL_FROM) {
    throw new ConfigError(
      'Invalid configuration:\n  MAIL_FROM: required with SMTP_URL (the sender of every email)',
    );
  }
  // The development outbox shows everyone's mail to whoever opens it: kept only on this machine, or when
  // asked for. Elsewhere, without a mail server, email is off (the in-app notifications stay) and the queued
  // emails wait for SMTP_URL.
  const outboxAllowed = values.DEV_OUTBOX || (values.NODE_ENV !== 'production' && onThisMachineOnly);
  const powerBiValues = [
    values.POWERBI_WORKSPACE_ID,
    values.AZURE_TENANT_ID,
    values.AZURE_CLIENT_ID,
    values.AZURE_CLIENT_SECRET,
  ];
  if (powerBiValues.some(Boolean) && !powerBiValues.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  POWERBI_WORKSPACE_ID: POWERBI_WORKSPACE_ID, AZURE_TENANT_ID, AZURE_CLIENT_ID and AZURE_CLIENT_SECRET must be set together',
    );
  }
  if (values.OIDC_TRUST_EMAIL && values.OIDC_ALLOWED_EMAIL_DOMAINS.length === 0) {
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_ALLOWED_EMAIL_DOMAINS: required with OIDC_TRUST_EMAIL=true (the domains whose email claims your tenant verifies)',
    );
  }
  const mail = values.SMTP_URL
    ? ({ kind: 'smtp', url: values.SMTP_URL, from: values.MAIL_FROM! } as const)
    : outboxAllowed
      ? ({ kind: 'development-outbox', from: values.MAIL_FROM ?? 'Timekeep <timekeep@localhost>' } as const)
      : ({ kind: 'off' } as const);
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    databaseOwnerUrl: values.DATABASE_OWNER_URL,
    databaseReplica: values.DATABASE_REPLICA_URL
      ? { url: values.DATABASE_REPLICA_URL, maxLagMs: values.DATABASE_REPLICA_MAX_LAG_MS }
      : null,
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    oidc: devIdentityProvider
      ? ({ kind: 'development', issuer: `${publicUrl}/oidc`, clientId: 'timekeep-dev' } as const)
      : ({
          kind: 'corporate',
          issuer: values.OIDC_ISSUER!,
          clientId: values.OIDC_CLIENT_ID!,
          clientSecret: values.OIDC_CLIENT_SECRET!,
        } as const),
    mail,
    /**
     * While the development identity provider or outbox answers (anyone may sign in as anyone, or read
     * everyone's mail), the only Host a request may name: PUBLIC_URL's, so a page of another site that
     * rebinds its name to this address (DNS rebinding) reaches nothing. Null otherwise.
     */
    devToolsHost: devIdentityProvider || mail.kind === 'development-outbox' ? new URL(publicUrl).host : null,
    reminders: {
      /** The cron line of the scheduled run; null when reminders are off. */
      schedule: values.REMINDER_SCHEDULE === 'off' ? null : values.REMINDER_SCHEDULE,
      timeZone: values.REMINDER_TIME_ZONE,
    },
    trustProviderEmail: values.OIDC_TRUST_EMAIL,
    allowedEmailDomains: values.OIDC_ALLOWED_EMAIL_DOMAINS,
    trustProxy: values.TRUST_PROXY,
    powerBi: values.POWERBI_WORKSPACE_ID
      ? {
          workspaceId: values.POWERBI_WORKSPACE_ID,
          tenantId: values.AZURE_TENANT_ID!,
          clientId: values.AZURE_CLIENT_ID!,
          clientSecret: values.AZURE_CLIENT_SECRET!,
          rowLevelSecurityRoles: values.POWERBI_RLS_ROLES,
        }
      : null,
    hrEmail: values.HR_EMAIL,
    sentryDsn: values.SENTRY_DSN ?? null,
    analyticsUrl: values.ANALYTICS_URL ?? null,
    logLevel: values.LOG_LEVEL,
    sessionIdleMs: values.SESSION_IDLE_HOURS * 60 * 60 * 1000,
    sessionMaxAgeMs: values.SESSION_MAX_DAYS * 24 * 60 * 60 * 1000,
    signInRateLimit: values.SIGN_IN_RATE_LIMIT,
    webhookAllowPrivateAddresses: values.WEBHOOK_ALLOW_PRIVATE_ADDRESSES,
    apiTokenRateLimit: values.API_TOKEN_RATE_LIMIT,
    scimRateLimit: values.SCIM_RATE_LIMIT,
    reportMaxDays: values.REPORT_MAX_DAYS,
    reportExports: {
      backgroundRows: values.REPORT_EXPORT_BACKGROUND_ROWS,
      concurrency: values.REPORT_EXPORT_CONCURRENCY,
    },
    databasePool: {
      size: values.DATABASE_POOL_SIZE,
      connectTimeoutMs: values.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    overload: {
      maxEventLoopDelayMs: values.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: values.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION,
      maxHeapUsedBytes:
        values.OVERLOAD_MAX_HEAP_USED_MB === undefined
          ? Math.floor(getHeapStatistics().heap_size_limit * 0.9)
          : values.OVERLOAD_MAX_HEAP_USED_MB * 1024 * 1024,
    },
  };
}
