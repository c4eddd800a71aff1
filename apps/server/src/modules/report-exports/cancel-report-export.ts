import type { ReportExport } from '@timekeep/shared/schemas/report-exports';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { findVisibleExport } from './find-visible-export';
import { presentReportExport } from './present-report-export';
import { authorize } from './report-exports.policy';
import { endPendingExports, exportNamed } from './report-exports.queries';

/**
 * DELETE /api/report_exports/{id}: cancels one of the caller's exports while it is queued or running (409
 * after). Its parts are removed; a job running it sees the cancellation at its next part and stops, writing
 * nothing more, and the person is not told again. Answers the export as it is now.
 */
export async function cancelReportExport(
  db: Db,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<ReportExport> {
  return db.transaction(async (tx) => {
    authorize(actor, 'cancel', await findVisibleExport(tx, actor, id, now));
    const [cancelled] = await endPendingExports(tx, exportNamed(id), 'cancelled', now);
    // It became ready (or failed) between the two statements: refused as it now is.
    const current = await findVisibleExport(tx, actor, id, now);
    if (!cancelled) authorize(actor, 'cancel', current);
    return presentReportExport(current);
  });
}
