import { addDays, periodContaining, periodsBetween, todayIso } from '@timekeep/shared/domain/periods';
import { MAX_PERIOD_GENERATION_YEARS } from '@timekeep/shared/schemas/calendar';
import type { Actor } from '../../core/actor';
import { recordAudits } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorize } from './calendar.policy';
import { firstAndLastPeriods, insertPeriods, lockPeriods } from './calendar.queries';

/**
 * POST /api/admin/timesheet_periods/generate: the semi-monthly periods from the day after the last one up to
 * the one holding `through`, in one statement, under the periods' table lock; so they follow on without a
 * gap or an overlap however many admins ask at once (the database also refuses overlaps). With no period at
 * all it starts at the period holding today (or `through`, if earlier). Asking again changes nothing.
 */
export async function generatePeriods(db: Db, actor: Actor, through: string, today = todayIso()) {
  authorize(policyActorOf(actor), 'read');
  const furthest = addDays(today, MAX_PERIOD_GENERATION_YEARS * 366);
  if (through > furthest) {
    throw new AppError(
      'validation_failed',
      `body.through: Periods are generated at most ${MAX_PERIOD_GENERATION_YEARS} years ahead (up to ${furthest}).`,
      'body.through',
    );
  }
  return db.transaction(async (tx) => {
    await lockPeriods(tx);
    const { first, last } = await firstAndLastPeriods(tx);
    const from = last
      ? addDays(last.endDate, 1)
      : periodContaining(through < today ? through : today).startDate;
    // Nothing is missing when `from` is past `through`: no period lies between, and none is inserted.
    const created = await insertPeriods(tx, periodsBetween(from, through));
    await recordAudits(
      tx,
      created.map((period) => ({
        actorId: actor.id,
        action: 'timesheet_period_created',
        entityType: 'timesheet_period',
        entityId: period.id,
        after: period,
      })),
    );
    return { created, first: first ?? created[0] ?? null, last: created.at(-1) ?? last };
  });
}
