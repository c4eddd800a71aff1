import { todayIso } from '@timekeep/shared/domain/periods';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client';
import { QUEUES } from '../../db/job-queue';
import { postAccrualsDue } from './post-accruals';

/**
 * Every quarter of an hour, whatever the number of servers (pg-boss's cron puts one job a tick), accruals,
 * carry-overs and expiries due by today are posted.
 */
export async function startAccrualWorker(boss: PgBoss, { db }: { db: Db }): Promise<void> {
  const queue = QUEUES.accruals.name;
  await boss.schedule(queue, '*/15 * * * *', {});
  await boss.work(queue, async () => {
    await postAccrualsDue(db, todayIso());
  });
}
