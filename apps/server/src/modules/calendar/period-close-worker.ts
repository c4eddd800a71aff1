import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client';
import { QUEUES } from '../../db/job-queue';
import { closePeriodsDue } from './auto-close-periods';
import { closeEndedReopenings } from './close-ended-reopenings';

/**
 * Each minute, the periods due to close by themselves close (`closePeriodsDue`) and the reopenings that ended
 * are recorded closed again (`closeEndedReopenings`); a failed run retries, and a repeated one finds nothing.
 */
export async function startPeriodCloseWorker(
  boss: PgBoss,
  { db, log }: { db: Db; log: Pick<FastifyBaseLogger, 'info'> },
): Promise<void> {
  const queue = QUEUES.periodClose.name;
  await boss.schedule(queue, '* * * * *', {});
  await boss.work(queue, async () => {
    const closed = await closePeriodsDue(db);
    const closedAgain = await closeEndedReopenings(db);
    if (closed + closedAgain > 0) log.info({ closed, closedAgain }, 'periods closed');
  });
}
