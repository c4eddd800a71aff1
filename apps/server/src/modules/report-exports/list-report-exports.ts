import { REPORT_EXPORTS_LISTED_DAYS, type ReportExportList } from '@timekeep/shared/schemas/report-exports';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { presentReportExport } from './present-report-export';
import { can } from './report-exports.policy';
import { listExportsOf } from './report-exports.queries';

const DAY_MS = 86_400_000;

/** GET /api/report_exports: the caller's own exports of the last seven days, newest first. */
export async function listReportExports(db: Db, actor: Actor, now = new Date()): Promise<ReportExportList> {
  const since = new Date(now.getTime() - REPORT_EXPORTS_LISTED_DAYS * DAY_MS);
  const rows = await listExportsOf(db, actor.id, since, now);
  return { exports: rows.filter((row) => can(actor, 'read', row)).map(presentReportExport) };
}
