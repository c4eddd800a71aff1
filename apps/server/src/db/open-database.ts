import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { type Database, openPglite, openPostgres } from './client';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded database in DATA_DIR. */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databasePool'>>,
  log: Pick<FastifyBaseLogger, 'error'>,
): Database {
  if (config.databaseUrl) {
    return openPostgres(
      config.databaseUrl,
      (error) => log.error({ err: error }, 'idle database connection failed'),
      { pool: config.databasePool },
    );
  }
  return openPglite(config.dataDir);
}
