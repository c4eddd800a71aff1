import { yearOf } from '@timekeep/shared/domain/time-off-dates';
import type { Db, Executor } from '../../db/client';
import {
  firstAccrualYear,
  lockAccrualRun,
  type PostingScope,
  postAccruals,
  postCarryOvers,
  postExpiries,
} from './accrual-posting.queries';

/**
 * Posts everything due by `asOf` for the scope, year by year from the first year a policy accrues in: last
 * year's carry-over into the year, its expiry, then the year's accruals (a carry-over needs last year's
 * accruals, and an accrual's cap this year's carry-over). Three statements a year whatever the number of people.
 */
async function postDueThrough(executor: Executor, asOf: string, scope: PostingScope) {
  const first = await firstAccrualYear(executor);
  if (first === null) return;
  for (let year = first; year <= yearOf(asOf); year += 1) {
    await postCarryOvers(executor, year, asOf, scope);
    await postExpiries(executor, year, asOf, scope);
    await postAccruals(executor, year, asOf, scope);
  }
}

/**
 * The accrual job: posts every accrual, carry-over and expiry due by `asOf` for everyone, in one transaction.
 * Runs one at a time (an advisory lock), and posts each entry once, so two runs at once or a run repeated after
 * a failure post nothing twice, and a run after downtime catches up.
 */
export async function postAccrualsDue(db: Db, asOf: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccrualRun(tx);
    await postDueThrough(tx, asOf, { personId: null });
  });
}

class ProjectionRolledBack extends Error {}

/**
 * What `read` answers once everything due to `personId` by `through` is posted: the job's own statements, run
 * for the one person in a savepoint that is then rolled back. So a projection can never count accruals
 * differently from the job that will post them.
 */
export async function withAccrualsPostedThrough<T>(
  executor: Executor,
  personId: number,
  through: string,
  read: (executor: Executor) => Promise<T>,
): Promise<T> {
  let answer: T | undefined;
  try {
    await executor.transaction(async (savepoint) => {
      await postDueThrough(savepoint, through, { personId });
      answer = await read(savepoint);
      throw new ProjectionRolledBack();
    });
  } catch (error) {
    if (!(error instanceof ProjectionRolledBack)) throw error;
  }
  return answer as T;
}
