import { todayIso } from '@timekeep/shared/domain/periods';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { ReadingAtLength } from '../../db/reading-at-length';
import { AppError } from '../../lib/app-error';
import { resolvePersonActor } from '../auth';
import { prepareStoredReportExport } from '../reports';
import { ExportParts, PART_BYTES } from './export-parts';
import { failedNotice, readyNotice } from './report-export-notices';
import {
  claimQueuedExport,
  endPendingExports,
  exportNamed,
  insertPartWhileRunning,
  markExportReady,
  recordExportNotices,
} from './report-exports.queries';

/** A ready export's file is kept this long, then removed by the expiry run. */
export const EXPORT_KEPT_MS = 24 * 60 * 60 * 1000;

export interface ReportExportJobDependencies {
  /** The app's database: the exports, their parts and the notices are written there. */
  db: Db;
  /** Where the report is read, asked once as the job starts (the replica while it is fit to read from). */
  reading: ReadingAtLength;
  /**
   * Read the report through a cursor held outside a transaction (the embedded database, whose one session a
   * transaction held open for the whole export would take from every request).
   */
  heldCursor: boolean;
  reportMaxDays: number;
  /** How long a job may run (the queue's expiry): past it, the export fails rather than run on unseen. */
  maxRunMs: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** True once the app server is stopping: a running export then fails at its next part. */
  stopping?: () => boolean;
  /** The size of a part; a mebibyte but in tests. */
  partBytes?: number;
  /** Told of each part once it is stored (the tests cancel an export there, midway). */
  onPartStored?: (part: number) => Promise<void>;
}

export type ReportExportOutcome = 'ready' | 'failed' | 'stopped' | 'not-queued';

/** The export is no longer running (cancelled, or given up by the expiry run): write nothing more. */
class ExportStopped extends Error {}

/** Why an export could not be finished, in words for the person who asked. */
class ExportGivenUp extends Error {}

const UNEXPECTED_FAILURE = 'Something went wrong on our side while preparing it. Please ask for it again.';

/** The reason a person reads for a failure: a refusal's own words, never an internal error's. */
function reasonOf(error: unknown): string {
  if (error instanceof ExportGivenUp) return error.message;
  if (error instanceof AppError && error.statusCode < 500) return error.message;
  return UNEXPECTED_FAILURE;
}

/**
 * One background export, as its job runs it (issue 42): taken from the queue (only if still queued), run AS
 * the person who asked with their rights as they are now (deactivated or without a role: it fails), its
 * workbook written in parts of about a mebibyte as the rows stream, then made ready for a day and the person
 * told, with the link to download it. A cancellation is seen at the next part: nothing more is written. A
 * failure is recorded and the person told why; the job itself never fails, so pg-boss retries nothing.
 */
export async function runReportExport(
  dependencies: ReportExportJobDependencies,
  exportId: string,
  clock: () => Date = () => new Date(),
): Promise<ReportExportOutcome> {
  const { db, log } = dependencies;
  const startedAt = clock();
  const claimed = await claimQueuedExport(db, exportId, startedAt);
  if (!claimed) return 'not-queued';
  const deadline = startedAt.getTime() + dependencies.maxRunMs;
  try {
    const actor = await resolvePersonActor(db, claimed.personId, startedAt);
    if (!actor) throw new ExportGivenUp('You may no longer run reports.');
    const reading = dependencies.reading.database();
    const prepared = await prepareStoredReportExport(reading.db, claimed.report, actor, claimed.query, {
      maxDays: dependencies.reportMaxDays,
      today: todayIso(claimed.createdAt),
    });
    const parts = new ExportParts(async (part, data) => {
      if (dependencies.stopping?.()) {
        throw new ExportGivenUp('The server stopped while preparing it. Please ask for it again.');
      }
      if (clock().getTime() > deadline) {
        throw new ExportGivenUp(
          `It took longer than ${Math.round(dependencies.maxRunMs / 60_000)} minutes to prepare. Narrow the range or the filters, and ask again.`,
        );
      }
      if (!(await insertPartWhileRunning(db, exportId, part, data))) throw new ExportStopped();
      await dependencies.onPartStored?.(part);
    }, dependencies.partBytes ?? PART_BYTES);
    const { rowCount } = await prepared.write(
      { stream: parts, roomFor: () => parts.room() },
      { held: dependencies.heldCursor, timeoutMs: dependencies.maxRunMs },
    );
    const now = clock();
    const ready = await markExportReady(
      db,
      {
        id: exportId,
        rowCount,
        byteSize: parts.byteSize,
        now,
        expiresAt: new Date(now.getTime() + EXPORT_KEPT_MS),
      },
      readyNotice(claimed, rowCount, parts.byteSize),
    );
    log.info({ exportId, rowCount, byteSize: parts.byteSize, ready }, 'report export');
    return ready ? 'ready' : 'stopped';
  } catch (error) {
    if (error instanceof ExportStopped) {
      log.info({ exportId }, 'report export stopped: no longer running');
      return 'stopped';
    }
    if (error instanceof ExportGivenUp || (error instanceof AppError && error.statusCode < 500)) {
      log.warn({ exportId, reason: (error as Error).message }, 'report export failed');
    } else {
      log.error({ err: error, exportId }, 'report export failed');
    }
    const failed = await db.transaction(async (tx) => {
      const ended = await endPendingExports(tx, exportNamed(exportId), 'failed', clock());
      await recordExportNotices(
        tx,
        ended.map((one) => failedNotice(one, reasonOf(error))),
      );
      return ended.length > 0;
    });
    return failed ? 'failed' : 'stopped';
  }
}
