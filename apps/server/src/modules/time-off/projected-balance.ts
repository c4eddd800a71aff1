import {
  formatDisplayDate,
  isWithinBounds,
  requestDateBounds,
  yearOf,
} from '@timekeep/shared/domain/time-off-dates';
import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';
import type { ProjectedBalance } from '@timekeep/shared/schemas/time-off-ledger';
import type { Actor } from '../../core/actor';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { withAccrualsPostedThrough } from '../accruals';
import { loadYearTotals } from './time-off-totals';

/**
 * The person's totals as they will stand on `date`: the accrual job's own statements post what is due by then
 * (by today, for a day already past) in a savepoint that is rolled back, so the projection and the postings
 * never disagree.
 */
export function projectedYearTotals(executor: Executor, personId: number, date: string, today: string) {
  return withAccrualsPostedThrough(executor, personId, date > today ? date : today, (projected) =>
    loadYearTotals(projected, personId),
  );
}

const roundHours = (hours: number) => Math.round(hours * 10_000) / 10_000;

/**
 * GET /api/ptos/projected_balance: the caller's balance of a type on a request's first day. Only for a day a
 * request may start on: the job's statements run year by year up to it, so a day centuries ahead would run
 * them for every year between.
 */
export async function getProjectedBalance(
  db: Db,
  actor: Actor,
  query: { reason: TimeOffReason; date: string },
  today: string,
): Promise<ProjectedBalance> {
  const bounds = requestDateBounds(query.reason, today);
  if (!isWithinBounds(query.date, bounds)) {
    throw new AppError(
      'validation_failed',
      `querystring.start_date: Choose a start date from ${formatDisplayDate(bounds.minDate)} to ${formatDisplayDate(bounds.maxDate)}.`,
      'querystring.start_date',
    );
  }
  const year = yearOf(query.date);
  const [posted, projected] = await db.transaction(async (tx) => [
    await loadYearTotals(tx, actor.id),
    await projectedYearTotals(tx, actor.id, query.date, today),
  ]);
  const accumulated = projected.get(query.reason)?.accumulated.get(year);
  const postedHours = posted.get(query.reason)?.accumulated.get(year) ?? 0;
  return {
    type: query.reason,
    date: query.date,
    year,
    accumulatedHours: accumulated === undefined ? null : roundHours(accumulated),
    accruingHours: accumulated === undefined ? 0 : roundHours(accumulated - postedHours),
    requestedHours: roundHours(projected.get(query.reason)?.requested.get(year) ?? 0),
  };
}
