import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { type JobRunnerOptions, type QueueDb, startJobRunner } from '../db/job-queue';

/**
 * Starts one kind of worker (or schedule) on the app server's running job queue; it may answer its own stop,
 * run before the queue stops (to finish work pg-boss does not see, such as a job's follow-up).
 */
export type StartWorker = (boss: PgBoss) => Promise<void | (() => Promise<void>)>;

/**
 * Runs the job queue in this app server: pg-boss (its maintenance and schedules included) and the workers
 * start when the app is ready and stop when it closes, before the database does. Jobs in hand when it stops
 * are failed, so another server retries them.
 */
export function runJobWorkers(
  app: FastifyInstance,
  options: { queueDb: QueueDb; runner: JobRunnerOptions; workers: readonly StartWorker[] },
) {
  let runner: PgBoss | undefined;
  const stops: (() => Promise<void>)[] = [];
  app.addHook('onReady', async () => {
    runner = await startJobRunner(options.queueDb, options.runner);
    // Without a listener an 'error' event (the database out of reach while polling) would crash the process.
    runner.on('error', (error) => app.log.warn({ err: error }, 'job queue'));
    for (const startWorker of options.workers) {
      const stop = await startWorker(runner);
      if (stop) stops.push(stop);
    }
  });
  app.addHook('onClose', async () => {
    await Promise.all(stops.map((stop) => stop()));
    await runner?.stop({ graceful: true, timeout: 10_000, close: false });
  });
}
