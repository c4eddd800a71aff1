import type { Holiday } from '@timekeep/shared/schemas/calendar';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { lockRowById, updateRowById } from '../../db/rows';
import { holidays } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { authorize } from './calendar.policy';

export const holidayNotFound = () => new AppError('not_found', 'Holiday not found.');

/** PATCH /api/admin/holidays/{id}: a new name; the day stays a holiday, so nothing counted changes. */
export async function renameHoliday(db: Db, actor: Actor, holidayId: number, name: string): Promise<Holiday> {
  authorize(policyActorOf(actor), 'read');
  return db.transaction(async (tx) => {
    const stored = await lockRowById(tx, holidays, holidayId);
    if (!stored) throw holidayNotFound();
    const renamed = await updateRowById(tx, holidays, holidayId, { name });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'holiday_renamed',
      entityType: 'holiday',
      entityId: holidayId,
      before: stored,
      after: renamed,
    });
    return renamed;
  });
}
