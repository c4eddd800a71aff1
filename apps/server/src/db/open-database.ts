import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { type Database, openPglite, openPostgres } from './client';

/**
 * PostgreSQL when DATABASE_URL is set (migrated as DATABASE_OWNER_URL's role when that is set too),
 * otherwise the embedded database in DATA_DIR.
 */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> &
    Partial<Pick<Config, 'databasePool' | 'databaseOwnerUrl'>>,
  log: Pick<FastifyBaseLogger, 'error'>,
): Database {
  if (config.databaseUrl) {
    return openPostgres(
      config.databaseUrl,
      (error) => log.error({ err: error }, 'idle database connection failed'),
      { pool: config.databasePool, ownerUrl: config.databaseOwnerUrl },
    );
  }
  return openPglite(config.dataDir);
}
