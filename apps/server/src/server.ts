import * as Sentry from '@sentry/node';
import { todayIso } from '@timekeep/shared/domain/periods';
import { APP_VERSION } from '@timekeep/shared/version';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, parseConfig } from './config';
import { openDatabase } from './db/open-database';
import { isSeeded, seedDemoCompany } from './db/seed/demo-company';
import { DEMO_ACCOUNTS } from './plugins/dev-identity-provider/demo-accounts';

async function main() {
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

  const app = await buildApp({ config, database });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const lines = [`Timekeep ${APP_VERSION} is running at ${config.publicUrl}`];
  if (config.oidc.kind === 'development') {
    lines.push('Sign in through the development identity provider as one of the demo accounts:');
    for (const account of DEMO_ACCOUNTS) lines.push(`  ${account.email.padEnd(26)} ${account.description}`);
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
