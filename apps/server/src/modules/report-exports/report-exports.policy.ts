import type { ReportExportStatus } from '@timekeep/shared/schemas/report-exports';
import { PENDING_EXPORT_STATUSES } from '@timekeep/shared/schemas/report-exports';
import type { Actor } from '../../core/actor';
import { authorizeWith, type Refusal } from '../../core/authorize';

/** `read`: see it listed or alone; `download`: take its file; `cancel`: stop it while it is prepared. */
export type ReportExportAction = 'read' | 'download' | 'cancel';

/** What the policy needs of an export: whose it is, and its status as of now (`expired` once past its end). */
export interface ReportExportRecord {
  personId: number;
  status: ReportExportStatus;
}

type ExportActor = Pick<Actor, 'id'>;

/**
 * An export is its owner's alone, whatever anyone else's role (an admin included): it holds what the owner
 * may read, and nobody else asked for it. Its file is taken while it is ready; it is cancelled while it is
 * being prepared.
 */
export function can(actor: ExportActor, action: ReportExportAction, record: ReportExportRecord): boolean {
  if (record.personId !== actor.id) return false;
  if (action === 'download') return record.status === 'ready';
  if (action === 'cancel') return PENDING_EXPORT_STATUSES.includes(record.status);
  return true;
}

const NOT_DOWNLOADABLE: Partial<Record<ReportExportStatus, string>> = {
  queued: 'This export is still being prepared.',
  running: 'This export is still being prepared.',
  failed: 'This export could not be prepared: ask for it again.',
  cancelled: 'This export was cancelled.',
  expired: 'This export was removed a day after it was ready: ask for it again.',
};

export function refusal(
  actor: ExportActor,
  action: ReportExportAction,
  record: ReportExportRecord,
): Refusal | null {
  if (can(actor, action, record)) return null;
  if (record.personId !== actor.id) return { code: 'forbidden', message: 'This export is not yours.' };
  if (action === 'download') {
    return { code: 'invalid_state', message: NOT_DOWNLOADABLE[record.status] ?? 'This export is not ready.' };
  }
  return { code: 'invalid_state', message: 'Only an export still being prepared can be cancelled.' };
}

export const authorize = authorizeWith({ can, refusal });
