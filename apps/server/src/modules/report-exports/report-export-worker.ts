import type PgBoss from 'pg-boss';
import { QUEUES } from '../../db/job-queue';
import { expireReportExports } from './expire-report-exports';
import { refreshPlannerStatistics } from './report-exports.queries';
import { type ReportExportJobDependencies, runReportExport } from './run-report-export';

export interface ReportExportWorkerDependencies
  extends Omit<ReportExportJobDependencies, 'stopping' | 'maxRunMs'> {
  /** The most exports this server builds at once (REPORT_EXPORT_CONCURRENCY); more wait in the queue. */
  concurrency: number;
  /**
   * Refresh the planner's statistics as the workers start and at each expiry run: the embedded database,
   * which has no autovacuum, so that the size check's estimates mean something there.
   */
  refreshStatistics: boolean;
}

/** How long a stopping server waits for its running exports to record that they stopped. */
const STOP_WAIT_MS = 5_000;

/**
 * The background exports' workers on this app server: `concurrency` pg-boss workers of the exports' queue,
 * each taking one job at a time (pg-boss 10 hands a worker its next job only once the last is done), so this
 * server never builds more than `concurrency` at once whatever the queue holds; and the expiry run every 15
 * minutes (pg-boss's cron: one job a tick, whatever the number of servers), which on the embedded database
 * also refreshes the planner's statistics. Its stop makes running exports fail at their next part (the person
 * is told to ask again) before the queue stops.
 */
export async function startReportExportWorkers(
  boss: PgBoss,
  dependencies: ReportExportWorkerDependencies,
): Promise<() => Promise<void>> {
  const { concurrency, refreshStatistics, ...job } = dependencies;
  const refreshed = () =>
    refreshStatistics
      ? refreshPlannerStatistics(job.db).catch((error: unknown) =>
          job.log.warn({ err: error }, 'planner statistics not refreshed'),
        )
      : Promise.resolve();
  // Not awaited: the app serves meanwhile (a freshly seeded embedded database takes a few seconds).
  void refreshed();
  const maxRunMs = QUEUES.reportExports.options.expireInSeconds * 1000;
  let stopping = false;
  const running = new Set<Promise<unknown>>();
  const queue = QUEUES.reportExports.name;
  for (let worker = 0; worker < concurrency; worker += 1) {
    await boss.work<{ exportId?: unknown }>(queue, async ([exportJob]) => {
      const exportId = exportJob?.data.exportId;
      if (typeof exportId !== 'string') return;
      const run = runReportExport({ ...job, maxRunMs, stopping: () => stopping }, exportId);
      running.add(run);
      try {
        await run;
      } finally {
        running.delete(run);
      }
    });
  }
  const expiry = QUEUES.reportExportExpiry.name;
  await boss.schedule(expiry, '*/15 * * * *', {});
  await boss.work(expiry, async () => {
    const run = await expireReportExports(job.db, maxRunMs);
    await refreshed();
    if (run.expired + run.abandoned + run.partsRemoved > 0) job.log.info({ run }, 'report export expiry');
  });
  return async () => {
    stopping = true;
    await Promise.race([
      Promise.allSettled([...running]),
      new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref()),
    ]);
  };
}
