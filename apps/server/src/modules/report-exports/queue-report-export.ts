import {
  REPORT_EXPORT_QUEUED_MESSAGE,
  type ReportExportQueued,
} from '@timekeep/shared/schemas/report-exports';
import type { Actor } from '../../core/actor';
import { lockPerson } from '../../core/lock-person';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { BackgroundExportRequest } from '../reports';
import { presentReportExport } from './present-report-export';
import { countPendingExportsOf, insertQueuedExport } from './report-exports.queries';

/** How many exports one person may have waiting or being prepared at once. */
export const MAX_PENDING_EXPORTS_PER_PERSON = 3;

/**
 * An export too big for its request, queued for a job (the reports' export route answers 202 with it): the
 * export and its job are written in one transaction, after a lock of the person, so requests at the same
 * moment are counted one after the other and cannot both pass the limit. The reports module has already
 * checked the query and the person's rights; the job checks them again, as they are when it runs.
 */
export async function queueReportExport(
  db: Db,
  actor: Actor,
  request: BackgroundExportRequest,
  now = new Date(),
): Promise<ReportExportQueued> {
  return db.transaction(async (tx) => {
    await lockPerson(tx, actor.id);
    if ((await countPendingExportsOf(tx, actor.id)) >= MAX_PENDING_EXPORTS_PER_PERSON) {
      throw new AppError(
        'limit_exceeded',
        `You have ${MAX_PENDING_EXPORTS_PER_PERSON} exports being prepared already: wait for one to be ready, or cancel one.`,
      );
    }
    const queued = await insertQueuedExport(
      tx,
      {
        personId: actor.id,
        report: request.report,
        query: request.query,
        estimatedRows: request.estimatedRows,
        fileName: request.fileName,
        createdAt: now,
      },
      now,
    );
    return { export: presentReportExport(queued), message: REPORT_EXPORT_QUEUED_MESSAGE };
  });
}
