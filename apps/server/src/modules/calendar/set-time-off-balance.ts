import type { AdminTimeOffBalance, TimeOffBalanceInput } from '@timekeep/shared/schemas/calendar';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { lockPerson } from '../../core/lock-person';
import { policyActorOf } from '../../core/team-scope/team-scope';
import { balanceAuditId, insertAdjustments, ledgerTotalOf } from '../../core/time-off-ledger';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findPersonForAssignment } from '../engagements';
import { authorize } from './calendar.policy';
import { approvedHoursOf, listBalances } from './calendar.queries';
import { presentBalance } from './list-time-off-balances';

/**
 * PUT /api/admin/time_off_balances: sets a person's balance of a leave type for a year (office closures
 * included) by writing the difference to the ledger as an adjustment, with the admin's note or 'Balance set to
 * N hours'. It locks the person's row as time-off requests do, so a request and a new balance are checked one
 * after the other; a limited type may not fall below its approved hours.
 */
export async function setTimeOffBalance(
  db: Db,
  actor: Actor,
  input: TimeOffBalanceInput,
  today: string,
): Promise<AdminTimeOffBalance> {
  const policyActor = policyActorOf(actor);
  authorize(policyActor, 'read');
  await db.transaction(async (tx) => {
    if (!(await findPersonForAssignment(tx, input.spudUserId))) {
      throw new AppError('validation_failed', 'body.spudUserId: No such person.', 'body.spudUserId');
    }
    await lockPerson(tx, input.spudUserId);
    const stored = await ledgerTotalOf(tx, input.spudUserId, input.type, input.year);
    const approvedHours = await approvedHoursOf(tx, input.spudUserId, input.type, input.year);
    authorize(policyActor, 'edit', {
      kind: 'balance',
      reason: input.type,
      year: input.year,
      approvedHours,
      accumulatedHours: input.accumulatedHours,
    });
    await insertAdjustments(
      tx,
      [
        {
          personId: input.spudUserId,
          reason: input.type,
          year: input.year,
          hours: input.accumulatedHours - (stored ?? 0),
          note: input.note ?? `Balance set to ${input.accumulatedHours} hours`,
          createdBy: actor.id,
        },
      ],
      today,
    );
    const key = { personId: input.spudUserId, year: input.year, type: input.type };
    await recordAudit(tx, {
      actorId: actor.id,
      action: stored === null ? 'time_off_balance_created' : 'time_off_balance_updated',
      entityType: 'time_off_balance',
      entityId: balanceAuditId(input.spudUserId, input.year, input.type),
      before: stored === null ? undefined : { ...key, accumulatedHours: stored },
      after: { ...key, accumulatedHours: input.accumulatedHours },
    });
  });
  const [row] = await listBalances(db, { personId: input.spudUserId, year: input.year, reason: input.type });
  return presentBalance(row!);
}
