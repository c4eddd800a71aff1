import { todayIso } from '@timekeep/shared/domain/periods';
import type { ClosablePeriod } from '@timekeep/shared/schemas/calendar';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorize } from './calendar.policy';
import { closePeriodRow, listClosablePeriods, lockPeriod } from './period-close.queries';

export const PERIOD_NOT_FOUND = 'Timesheet period not found.';

/**
 * POST /api/admin/timesheet_periods/{id}/close: from now on no timesheet of the period changes (the timesheet
 * policy and the write statement both read the close), until an admin reopens it. An ended period only, once;
 * audited in the same transaction.
 */
export async function closePeriod(db: Db, actor: Actor, periodId: number): Promise<ClosablePeriod> {
  const policyActor = policyActorOf(actor);
  authorize(policyActor, 'read');
  const at = new Date().toISOString();
  return db.transaction(async (tx) => {
    const period = await lockPeriod(tx, periodId);
    if (!period) throw new AppError('not_found', PERIOD_NOT_FOUND);
    authorize(policyActor, 'close', {
      kind: 'period',
      ...period,
      timesheets: 0,
      isLast: false,
      today: todayIso(),
    });
    await closePeriodRow(tx, periodId, actor.id, at);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'timesheet_period_closed',
      entityType: 'timesheet_period',
      entityId: periodId,
      after: { startDate: period.startDate, endDate: period.endDate, closedAt: at },
    });
    const [closed] = await listClosablePeriods(tx, { id: periodId }, at);
    return closed!;
  });
}
