import type { ReportExport } from '@timekeep/shared/schemas/report-exports';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { findVisibleExport } from './find-visible-export';
import { presentReportExport } from './present-report-export';

/** GET /api/report_exports/{id}: one of the caller's exports. */
export async function getReportExport(
  db: Db,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<ReportExport> {
  return presentReportExport(await findVisibleExport(db, actor, id, now));
}
