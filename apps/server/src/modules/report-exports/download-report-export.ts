import { Readable } from 'node:stream';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { findVisibleExport } from './find-visible-export';
import { authorize } from './report-exports.policy';
import { findPart } from './report-exports.queries';

export interface ExportDownload {
  fileName: string;
  byteSize: number;
  stream: Readable;
}

/**
 * The parts from the second on, read one at a time as the download takes them: memory holds one part whatever
 * the size of the file. A part gone meanwhile (the export expired mid-download) ends the download short.
 */
async function* partsAfter(db: Db, exportId: string, first: Buffer, byteSize: number) {
  yield first;
  let sent = first.length;
  for (let part = 1; sent < byteSize; part += 1) {
    const data = await findPart(db, exportId, part);
    if (!data) throw new Error(`part ${part} of export ${exportId} is gone`);
    sent += data.length;
    yield data;
  }
}

/**
 * GET /api/report_exports/{id}/download: the workbook, to its owner only (anyone else: 404), while it is ready
 * (otherwise 409, saying why). Its first part is read before anything is answered, so an export removed a
 * moment ago is refused as such rather than cut short.
 */
export async function openReportExportDownload(
  db: Db,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<ExportDownload> {
  const found = await findVisibleExport(db, actor, id, now);
  authorize(actor, 'download', found);
  const first = await findPart(db, id, 0);
  if (!first) authorize(actor, 'download', { ...found, status: 'expired' });
  const byteSize = found.byteSize ?? 0;
  return { fileName: found.fileName, byteSize, stream: Readable.from(partsAfter(db, id, first!, byteSize)) };
}
