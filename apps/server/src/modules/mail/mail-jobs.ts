import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import { type JobRunnerOptions, startJobRunner } from '../../db/job-queue';
import { startMailWorker } from './mail-worker';
import type { Mailer } from './mailer';

/**
 * Runs the job queue in this app server: pg-boss (its maintenance included) and the mail worker start when
 * the app is ready and stop when it closes, before the database does. Jobs in hand when it stops are
 * failed, so another server retries them.
 */
export function runMailJobs(
  app: FastifyInstance,
  options: { database: Database; mailer: Mailer; publicUrl: string; jobs: JobRunnerOptions },
) {
  let runner: PgBoss | undefined;
  app.addHook('onReady', async () => {
    runner = await startJobRunner(options.database.queueDb, options.jobs);
    // Without a listener an 'error' event (the database out of reach while polling) would crash the process.
    runner.on('error', (error) => app.log.warn({ err: error }, 'job queue'));
    await startMailWorker(runner, {
      db: options.database.db,
      mailer: options.mailer,
      publicUrl: options.publicUrl,
      log: app.log,
    });
  });
  app.addHook('onClose', async () => {
    await runner?.stop({ graceful: true, timeout: 10_000, close: false });
  });
}
