import { fileSizeInWords } from '@timekeep/shared/domain/file-size';
import type { NotificationDraft } from '../../core/notifications/workflow-notifications';

/** The export a notice is about. */
export interface NoticeExport {
  id: string;
  personId: number;
  fileName: string;
}

/** Where a ready export is downloaded: the link of its notice, in the bell and the email. */
export const downloadPathOf = (exportId: string) => `/api/report_exports/${exportId}/download`;

/** To the person who asked: their export is ready, with the link that downloads it. */
export function readyNotice(done: NoticeExport, rowCount: number, byteSize: number): NotificationDraft {
  return {
    about: done.personId,
    to: 'person',
    kind: 'report_export_ready',
    actorId: null,
    subject: `Your export ${done.fileName} is ready to download.`,
    body: `${rowCount.toLocaleString('en-US')} ${rowCount === 1 ? 'row' : 'rows'}, ${fileSizeInWords(byteSize)}. It is kept for a day, for you only.`,
    link: downloadPathOf(done.id),
    detail: { exportId: done.id },
  };
}

/** To the person who asked: their export could not be prepared, and why; the reports page to ask again. */
export function failedNotice(failed: NoticeExport, reason: string): NotificationDraft {
  return {
    about: failed.personId,
    to: 'person',
    kind: 'report_export_failed',
    actorId: null,
    subject: `Your export ${failed.fileName} could not be prepared.`,
    body: reason,
    link: '/reports',
    detail: { exportId: failed.id },
  };
}
