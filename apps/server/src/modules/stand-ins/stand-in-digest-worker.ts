import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client';
import { QUEUES } from '../../db/job-queue';
import { sendStandInDigests } from './send-stand-in-digests';

/** Each minute, the leads whose stand-in's range is over are told what was decided in their absence. */
export async function startStandInDigestWorker(
  boss: PgBoss,
  { db, log }: { db: Db; log: Pick<FastifyBaseLogger, 'info'> },
): Promise<void> {
  const queue = QUEUES.standInDigest.name;
  await boss.schedule(queue, '* * * * *', {});
  await boss.work(queue, async () => {
    const told = await sendStandInDigests(db);
    if (told > 0) log.info({ told }, 'stand-in digests sent');
  });
}
