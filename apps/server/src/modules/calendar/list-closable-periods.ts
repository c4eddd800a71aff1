import { todayIso } from '@timekeep/shared/domain/periods';
import type { ClosablePeriod } from '@timekeep/shared/schemas/calendar';
import type { Actor } from '../../core/actor';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { authorize } from './calendar.policy';
import { listClosablePeriods } from './period-close.queries';

/** A year of semi-monthly periods: what an admin closes and reopens is recent. */
const CLOSABLE_PERIODS_SHOWN = 24;

/** GET /api/admin/timesheet_periods/closing: the ended periods, latest first, closed or not, with their reopenings. */
export async function listPeriodsToClose(db: Db, actor: Actor): Promise<ClosablePeriod[]> {
  authorize(policyActorOf(actor), 'read');
  return listClosablePeriods(
    db,
    { endedBefore: todayIso(), limit: CLOSABLE_PERIODS_SHOWN },
    new Date().toISOString(),
  );
}
