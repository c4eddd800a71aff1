import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { type Database, openPglite, openPostgres } from './client';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded database in DATA_DIR. */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  log: Pick<FastifyBaseLogger, 'error'>,
): Database {
  if (config.databaseUrl) {
    return openPostgres(config.databaseUrl, (error) =>
      log.error({ err: error }, 'idle database connection failed'),
    );
  }
  return openPglite(config.dataDir);
}
