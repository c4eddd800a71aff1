import { todayIso } from '@timekeep/shared/domain/periods';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorize } from './calendar.policy';
import {
  countTimesheetsOfPeriod,
  deletePeriodRow,
  findPeriod,
  firstAndLastPeriods,
  lockPeriods,
} from './calendar.queries';

/**
 * DELETE /api/admin/timesheet_periods/{id}: a period generated too far ahead. Only the last period, only
 * before it starts and only without timesheets, so periods never leave a gap and no history is lost.
 */
export async function deletePeriod(
  db: Db,
  actor: Actor,
  periodId: number,
  today = todayIso(),
): Promise<void> {
  const policyActor = policyActorOf(actor);
  authorize(policyActor, 'read');
  await db.transaction(async (tx) => {
    await lockPeriods(tx);
    const period = await findPeriod(tx, periodId);
    if (!period) throw new AppError('not_found', 'Timesheet period not found.');
    const [timesheets, { last }] = await Promise.all([
      countTimesheetsOfPeriod(tx, periodId),
      firstAndLastPeriods(tx),
    ]);
    authorize(policyActor, 'delete', {
      kind: 'period',
      ...period,
      timesheets,
      isLast: last?.id === periodId,
      today,
    });
    await deletePeriodRow(tx, periodId);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'timesheet_period_deleted',
      entityType: 'timesheet_period',
      entityId: periodId,
      before: period,
    });
  });
}
