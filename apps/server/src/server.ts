import { setFlagsFromString } from 'node:v8';
import * as Sentry from '@sentry/node';
import { todayIso } from '@timekeep/shared/domain/periods';
import { APP_VERSION } from '@timekeep/shared/version';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, parseConfig } from './config';
import { openDatabase } from './db/open-database';
import { isSeeded, seedDemoCompany } from './db/seed/demo-company';
import { DEMO_ACCOUNTS } from './plugins/dev-identity-provider/demo-accounts';

/** Long enough for a slow report or export to finish; orchestrators wait 30 s before SIGKILL by default. */
const SHUTDOWN_GRACE_MS = 25_000;

/**
 * How far V8 lets the heap grow past what the last full collection kept before collecting again (its default
 * is up to four times). A long export makes garbage steadily: with the default, a process of about 50 MB live
 * grows some 150 MB before its first full collection; at 50% it grows about 30 MB (docs/decisions.md).
 */
const HEAP_GROWING_PERCENT = 50;

/** Every app server runs the job queue: its workers take turns (one job goes to one of them) and share upkeep. */
const JOB_RUNNER = { pollingIntervalSeconds: 2, supervise: true, schedule: true };

async function main() {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.sentryDsn) {
    Sentry.init({ dsn: config.sentryDsn, environment: 'production', release: `timekeep@${APP_VERSION}` });
  }
  const log = pino({ level: config.logLevel });
  const database = openDatabase(config, log);
  await database.migrate();
  // The embedded database seeds the demo company on first start; PostgreSQL is seeded with `npm run db:seed`.
  if (database.kind === 'pglite' && !(await isSeeded(database.db))) {
    await seedDemoCompany(database.db, todayIso());
    log.info('seeded the demo company');
  }

  const app = await buildApp({ config, database, jobs: JOB_RUNNER });
  // On SIGTERM or SIGINT: stop accepting connections, let the requests in flight finish (Fastify's close
  // waits for them), then close the pool. Past the delay, or on a second signal, the process exits anyway.
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an unexpected error');
    else app.log.info({ signal }, 'shutting down');
    const closed = app.close();
    // Close drops the keep-alive connections idle at that moment; those whose request finishes later would
    // keep the server open until their keep-alive timeout, so they are dropped as they fall idle.
    const dropIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    await closed.finally(() => clearInterval(dropIdle));
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const lines = [`Timekeep ${APP_VERSION} is running at ${config.publicUrl}`];
  if (config.oidc.kind === 'development') {
    lines.push('Sign in through the development identity provider as one of the demo accounts:');
    for (const account of DEMO_ACCOUNTS) lines.push(`  ${account.email.padEnd(26)} ${account.description}`);
  }
  if (config.mail.kind === 'development-outbox') {
    lines.push(`Emails are not sent (no SMTP_URL): read them at ${config.publicUrl}/dev/outbox`);
  }
  if (config.devToolsHost !== null) {
    const tools = [
      config.oidc.kind === 'development' ? 'sign-in' : null,
      config.mail.kind === 'development-outbox' ? 'outbox' : null,
    ].filter(Boolean);
    lines.push(
      `The development ${tools.join(' and ')} answer only requests for ${config.devToolsHost} (PUBLIC_URL); any other Host is refused.`,
    );
  }
  if (config.mail.kind === 'off') {
    lines.push(
      'Emails are off (no SMTP_URL): notifications are in the app only, and emails wait in the queue.',
    );
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
