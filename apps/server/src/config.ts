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
  PUBLIC_URL: urlText(['http:', 'https:']),
  OIDC_ISSUER: urlText(['http:', 'https:']),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  DEV_SSO: flag,
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
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().positive().default(30),
});

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
  if (devIdentityProvider && values.NODE_ENV === 'production' && !values.DEV_SSO) {
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_ISSUER: required when NODE_ENV=production (or set DEV_SSO=true to use the development identity provider)',
    );
  }
  const publicUrl = (values.PUBLIC_URL ?? `http://${values.HOST}:${values.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
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
    trustProviderEmail: values.OIDC_TRUST_EMAIL,
    hrEmail: values.HR_EMAIL,
    sentryDsn: values.SENTRY_DSN ?? null,
    analyticsUrl: values.ANALYTICS_URL ?? null,
    logLevel: values.LOG_LEVEL,
    sessionIdleMs: values.SESSION_IDLE_HOURS * 60 * 60 * 1000,
    signInRateLimit: values.SIGN_IN_RATE_LIMIT,
  };
}
