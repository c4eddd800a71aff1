import type { AdminTimeOffBalance, TimeOffBalanceInput } from '@timekeep/shared/schemas/calendar';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import { lockPersonForTimeOff } from '../../core/time-off-details';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findPersonForAssignment } from '../engagements';
import { authorize } from './calendar.policy';
import { approvedHoursOf, listBalances, lockBalance, upsertBalance } from './calendar.queries';
import { presentBalance } from './list-time-off-balances';

const balanceAuditView = (row: { accumulatedHours: string }) => ({
  accumulatedHours: Number(row.accumulatedHours),
});

/**
 * PUT /api/admin/time_off_balances: sets a person's balance of a leave type for a year (office closures
 * included), creating or replacing it. It locks the person's row as time-off requests do, so a request and a
 * new balance are checked one after the other; a limited type may not fall below its approved hours.
 */
export async function setTimeOffBalance(
  db: Db,
  actor: Actor,
  input: TimeOffBalanceInput,
): Promise<AdminTimeOffBalance> {
  const policyActor = policyActorOf(actor);
  authorize(policyActor, 'read');
  await db.transaction(async (tx) => {
    if (!(await findPersonForAssignment(tx, input.spudUserId))) {
      throw new AppError('validation_failed', 'body.spudUserId: No such person.', 'body.spudUserId');
    }
    await lockPersonForTimeOff(tx, input.spudUserId);
    const stored = await lockBalance(tx, input.spudUserId, input.type, input.year);
    const approvedHours = await approvedHoursOf(tx, input.spudUserId, input.type, input.year);
    authorize(policyActor, 'edit', {
      kind: 'balance',
      reason: input.type,
      year: input.year,
      approvedHours,
      accumulatedHours: input.accumulatedHours,
    });
    const written = await upsertBalance(tx, {
      personId: input.spudUserId,
      year: input.year,
      reason: input.type,
      accumulatedHours: input.accumulatedHours.toFixed(2),
    });
    const key = { personId: input.spudUserId, year: input.year, type: input.type };
    await recordAudit(tx, {
      actorId: actor.id,
      action: stored ? 'time_off_balance_updated' : 'time_off_balance_created',
      entityType: 'time_off_balance',
      entityId: written.id,
      before: stored && { ...key, ...balanceAuditView(stored) },
      after: { ...key, ...balanceAuditView(written) },
    });
  });
  const [row] = await listBalances(db, { personId: input.spudUserId, year: input.year, reason: input.type });
  return presentBalance(row!);
}
