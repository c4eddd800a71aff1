import type { Db } from '../../db/client';
import { failedNotice } from './report-export-notices';
import {
  abandonedExports,
  deleteUnusedParts,
  endPendingExports,
  markExportsExpired,
  recordExportNotices,
} from './report-exports.queries';

const DAY_MS = 86_400_000;
/** Beyond a job's longest run, so that a job finishing right at its limit is not taken for a lost one. */
const LOST_JOB_MARGIN_MS = 5 * 60 * 1000;

/** What one expiry run did. */
export interface ExpiryRun {
  expired: number;
  abandoned: number;
  partsRemoved: number;
}

const ABANDONED_REASON =
  'It was not prepared in time (a server stopped while it waited or ran). Please ask for it again.';

/**
 * The expiry run, every 15 minutes on one server whatever their number: ready exports past their day become
 * expired; exports whose job is gone (queued for a day, or running longer than a job may) fail and their
 * owners are told; then every part of an export neither running nor ready is removed. A few statements
 * whatever the number of exports; a run repeated finds nothing left to do.
 */
export async function expireReportExports(db: Db, maxRunMs: number, now = new Date()): Promise<ExpiryRun> {
  return db.transaction(async (tx) => {
    const expired = await markExportsExpired(tx, now);
    const abandoned = await endPendingExports(
      tx,
      abandonedExports(
        new Date(now.getTime() - DAY_MS),
        new Date(now.getTime() - maxRunMs - LOST_JOB_MARGIN_MS),
      ),
      'failed',
      now,
    );
    await recordExportNotices(
      tx,
      abandoned.map((one) => failedNotice(one, ABANDONED_REASON)),
    );
    const partsRemoved = await deleteUnusedParts(tx);
    return { expired, abandoned: abandoned.length, partsRemoved };
  });
}
