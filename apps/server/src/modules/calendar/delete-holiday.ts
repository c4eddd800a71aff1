import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { deleteRowById, lockRowById } from '../../db/rows';
import { holidays } from '../../db/schema';
import { authorize } from './calendar.policy';
import { countApprovedTimesheetsOn } from './calendar.queries';
import { holidayNotFound } from './rename-holiday';

/** DELETE /api/admin/holidays/{id}: the day becomes a working day again; refused where approved timesheets count it. */
export async function deleteHoliday(db: Db, actor: Actor, holidayId: number): Promise<void> {
  const policyActor = policyActorOf(actor);
  authorize(policyActor, 'read');
  await db.transaction(async (tx) => {
    const stored = await lockRowById(tx, holidays, holidayId);
    if (!stored) throw holidayNotFound();
    const approvedTimesheets = await countApprovedTimesheetsOn(tx, stored.date);
    authorize(policyActor, 'delete', { kind: 'holiday', date: stored.date, approvedTimesheets });
    await deleteRowById(tx, holidays, holidayId);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'holiday_deleted',
      entityType: 'holiday',
      entityId: holidayId,
      before: stored,
    });
  });
}
