import type { ReportExportStatus } from '@timekeep/shared/schemas/report-exports';
import { and, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { notificationCtes, recordNotifications } from '../../core/notifications/record-notifications';
import type { NotificationDraft } from '../../core/notifications/workflow-notifications';
import { rowsOf } from '../../core/reporting/report-sql';
import type { Executor } from '../../db/client';
import { drizzleQueryOf, jobProducer, QUEUES } from '../../db/job-queue';
import { reportExportParts, reportExports } from '../../db/schema';

/** A moment of the app's clock as a statement's timestamp. */
const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * An export's status as its owner sees it at `now`: a ready export past its end reads `expired` even before
 * the expiry run removes its file, so it is never handed out a moment late.
 */
const statusAt = (now: Date) =>
  sql<ReportExportStatus>`CASE WHEN ${reportExports.status} = 'ready' AND ${reportExports.expiresAt} <= ${timestamp(now)}
    THEN 'expired' ELSE ${reportExports.status} END`;

const exportColumnsAt = (now: Date) => ({
  id: reportExports.id,
  personId: reportExports.personId,
  report: reportExports.report,
  status: statusAt(now),
  fileName: reportExports.fileName,
  estimatedRows: reportExports.estimatedRows,
  rowCount: reportExports.rowCount,
  byteSize: reportExports.byteSize,
  createdAt: reportExports.createdAt,
  finishedAt: reportExports.finishedAt,
  expiresAt: reportExports.expiresAt,
});

export type ReportExportRow = NonNullable<Awaited<ReturnType<typeof findReportExport>>>;

/** One export, whoever's it is (the policy says whether the caller may know of it). */
export async function findReportExport(executor: Executor, id: string, now: Date) {
  const [found] = await executor
    .select(exportColumnsAt(now))
    .from(reportExports)
    .where(eq(reportExports.id, id));
  return found;
}

/** A person's exports asked for since `since`, newest first. */
export async function listExportsOf(executor: Executor, personId: number, since: Date, now: Date) {
  return executor
    .select(exportColumnsAt(now))
    .from(reportExports)
    .where(and(eq(reportExports.personId, personId), gte(reportExports.createdAt, since)))
    .orderBy(desc(reportExports.createdAt), desc(reportExports.id));
}

/** How many of a person's exports are still being prepared. */
export async function countPendingExportsOf(executor: Executor, personId: number): Promise<number> {
  const [row] = await executor
    .select({ pending: sql<number>`count(*)::int` })
    .from(reportExports)
    .where(and(eq(reportExports.personId, personId), inArray(reportExports.status, ['queued', 'running'])));
  return row?.pending ?? 0;
}

/**
 * A new export, queued, and its job, written in the caller's transaction: the job exists exactly when the
 * export does. The job's INSERT is pg-boss's own, run on the transaction's connection.
 */
export async function insertQueuedExport(
  executor: Executor,
  values: Pick<
    typeof reportExports.$inferInsert,
    'personId' | 'report' | 'query' | 'estimatedRows' | 'fileName' | 'createdAt'
  >,
  now: Date,
) {
  const [made] = await executor.insert(reportExports).values(values).returning({ id: reportExports.id });
  await jobProducer.send(
    QUEUES.reportExports.name,
    { exportId: made!.id },
    {
      db: {
        executeSql: async (text, parameters) => ({
          rows: rowsOf<Record<string, unknown>>(
            await executor.execute(drizzleQueryOf(text, parameters ?? [])),
          ),
        }),
      },
    },
  );
  return (await findReportExport(executor, made!.id, now))!;
}

/** Takes a queued export for a job: running from `now`. Undefined when it is no longer queued (cancelled). */
export async function claimQueuedExport(executor: Executor, id: string, now: Date) {
  const [claimed] = await executor
    .update(reportExports)
    .set({ status: 'running', startedAt: now })
    .where(and(eq(reportExports.id, id), eq(reportExports.status, 'queued')))
    .returning({
      id: reportExports.id,
      personId: reportExports.personId,
      report: reportExports.report,
      query: reportExports.query,
      fileName: reportExports.fileName,
      createdAt: reportExports.createdAt,
    });
  return claimed;
}

/**
 * Stores the next part of a running export's workbook, only while it is still running: false once it is not
 * (cancelled meanwhile), and nothing is written. The export's row is read FOR SHARE, so a cancellation waits
 * for the part to be stored and then removes it, or this waits for the cancellation and finds it.
 */
export async function insertPartWhileRunning(
  executor: Executor,
  exportId: string,
  part: number,
  data: Buffer,
): Promise<boolean> {
  const result = await executor.execute(sql`INSERT INTO ${reportExportParts} (export_id, part, data)
    SELECT ${reportExports.id}, ${part}, ${data}::bytea FROM ${reportExports}
    WHERE ${reportExports.id} = ${exportId} AND ${reportExports.status} = 'running'
    FOR SHARE
    RETURNING part`);
  return rowsOf(result).length === 1;
}

/** One stored part of an export's workbook, as bytes; undefined past the last. */
export async function findPart(executor: Executor, exportId: string, part: number) {
  const [found] = await executor
    .select({ data: reportExportParts.data })
    .from(reportExportParts)
    .where(and(eq(reportExportParts.exportId, exportId), eq(reportExportParts.part, part)));
  return found && Buffer.from(found.data);
}

/**
 * A running export made ready (its figures, a day to live) and its owner told, in ONE statement: the message
 * is written only when the export was still running (not cancelled meanwhile). Answers whether it was.
 */
export async function markExportReady(
  executor: Executor,
  ready: { id: string; rowCount: number; byteSize: number; now: Date; expiresAt: Date },
  notice: NotificationDraft,
): Promise<boolean> {
  const result = await executor.execute(sql`WITH done AS (
      UPDATE ${reportExports} SET status = 'ready', row_count = ${ready.rowCount}, byte_size = ${ready.byteSize},
        finished_at = ${timestamp(ready.now)}, expires_at = ${timestamp(ready.expiresAt)}
      WHERE id = ${ready.id} AND status = 'running'
      RETURNING id
    ), ${await notificationCtes([notice], sql`EXISTS (SELECT 1 FROM done)`)}
    SELECT count(*)::int AS "done" FROM done`);
  return rowsOf<{ done: number }>(result)[0]?.done === 1;
}

/**
 * Ends exports still queued or running as `to` (failed or cancelled) at `now`, with their parts removed (by a
 * second statement, which sees a part stored while the first waited for it). Answers those it ended.
 */
export async function endPendingExports(
  executor: Executor,
  which: SQL,
  to: 'failed' | 'cancelled',
  now: Date,
) {
  const ended = await executor
    .update(reportExports)
    .set({ status: to, finishedAt: now })
    .where(and(which, inArray(reportExports.status, ['queued', 'running'])))
    .returning({ id: reportExports.id, personId: reportExports.personId, fileName: reportExports.fileName });
  if (ended.length > 0) {
    await executor.delete(reportExportParts).where(
      inArray(
        reportExportParts.exportId,
        ended.map((one) => one.id),
      ),
    );
  }
  return ended;
}

/** The condition of one export. */
export const exportNamed = (id: string) => eq(reportExports.id, id);

/**
 * Exports whose job is gone: queued longer than `queuedSince` allows (no server took it), or running since
 * before `runningSince` (longer than a job may run: pg-boss has failed it, its server is gone).
 */
export const abandonedExports = (queuedSince: Date, runningSince: Date) =>
  or(
    and(eq(reportExports.status, 'queued'), lt(reportExports.createdAt, queuedSince)),
    and(eq(reportExports.status, 'running'), lt(reportExports.startedAt, runningSince)),
  )!;

/** Ready exports past their end become expired; answers how many. */
export async function markExportsExpired(executor: Executor, now: Date): Promise<number> {
  const expired = await executor
    .update(reportExports)
    .set({ status: 'expired' })
    .where(and(eq(reportExports.status, 'ready'), lte(reportExports.expiresAt, now)))
    .returning({ id: reportExports.id });
  return expired.length;
}

/** Removes the parts of every export that is not running or ready: expired, failed, cancelled. */
export async function deleteUnusedParts(executor: Executor): Promise<number> {
  const result =
    await executor.execute(sql`DELETE FROM ${reportExportParts} AS part USING ${reportExports} AS export
    WHERE export.id = part.export_id AND export.status NOT IN ('running', 'ready')
    RETURNING part.export_id`);
  return rowsOf(result).length;
}

/** Writes the drafts (failure notices) in the caller's transaction. */
export async function recordExportNotices(executor: Executor, notices: readonly NotificationDraft[]) {
  await recordNotifications(executor, notices);
}

/**
 * Fresh planner statistics for every table (ANALYZE): the size check reads the planner's estimate, which
 * without statistics is a guess of a few rows whatever the data. PostgreSQL's autovacuum keeps them; the
 * embedded database has no autovacuum, so the export workers refresh them there.
 */
export async function refreshPlannerStatistics(executor: Executor): Promise<void> {
  await executor.execute(sql`ANALYZE`);
}
