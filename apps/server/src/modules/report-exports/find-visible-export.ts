import type { Actor } from '../../core/actor';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { can } from './report-exports.policy';
import { findReportExport, type ReportExportRow } from './report-exports.queries';

/**
 * The export, if the caller may know of it: someone else's is not found (404), as one that does not exist,
 * so an id tells nobody whether another person asked for an export.
 */
export async function findVisibleExport(
  executor: Executor,
  actor: Actor,
  id: string,
  now: Date,
): Promise<ReportExportRow> {
  const found = await findReportExport(executor, id, now);
  if (!found || !can(actor, 'read', found)) throw new AppError('not_found', 'No such export.');
  return found;
}
