import { fullName } from '@timekeep/shared/domain/person-names';
import { formatDateRange } from '@timekeep/shared/domain/time-off-dates';
import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';
import type {
  LedgerAdjustmentInput,
  LedgerLine,
  LedgerResponse,
} from '@timekeep/shared/schemas/time-off-ledger';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { lockPerson } from '../../core/lock-person';
import { policyActorOf } from '../../core/team-scope/team-scope';
import { balanceAuditId, insertAdjustments, ledgerTotalOf } from '../../core/time-off-ledger';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { approvedHoursOf, calendarRefusal, pendingHoursOf } from '../calendar';
import { personPolicies } from './accrual-assignments';
import { authorize } from './accruals.policy';
import { findPersonName, type LedgerLineRow, ledgerLinesOf } from './accruals.queries';

/** What a line is, in words. */
function describe(row: LedgerLineRow): string {
  const policy = row.policyName ? ` (${row.policyName})` : '';
  switch (row.kind) {
    case 'accrual':
      return Number(row.hours) === 0
        ? `Accrual${policy}: none, the balance is at its cap`
        : `Accrual${policy}`;
    case 'carry_over':
      return `Carried over from ${Number(row.date.slice(0, 4)) - 1}${policy}`;
    case 'expiry':
      return `Carried-over hours not taken by ${row.date} expired${policy}`;
    case 'adjustment':
      return row.note ?? 'Adjustment';
    case 'taken':
      return `Time off taken, ${formatDateRange(row.date, row.endDate ?? row.date)}`;
  }
}

function presentLine(row: LedgerLineRow): LedgerLine {
  return {
    kind: row.kind,
    date: row.date,
    hours: Number(row.hours),
    balanceHours: Number(row.balanceHours),
    description: describe(row),
    by:
      row.byFirstName === null || row.byLastName === null
        ? null
        : fullName({ firstName: row.byFirstName, lastName: row.byLastName }),
  };
}

async function ledgerOf(
  executor: Executor,
  personId: number,
  reason: TimeOffReason,
  year: number,
): Promise<LedgerResponse> {
  const person = await findPersonName(executor, personId);
  if (!person) throw new AppError('not_found', 'Person not found.');
  const [lines, pendingHours, policies] = await Promise.all([
    ledgerLinesOf(executor, personId, reason, year),
    pendingHoursOf(executor, personId, reason, year),
    personPolicies(executor, personId),
  ]);
  return {
    spudUserId: personId,
    name: fullName(person),
    type: reason,
    year,
    lines: lines.map(presentLine),
    pendingHours,
    policies,
  };
}

/** GET /api/ptos/ledger (the caller's) and GET /api/admin/time_off_ledger (anyone's, for an admin). */
export async function readLedger(
  db: Db,
  actor: Actor,
  query: { personId: number; reason: TimeOffReason; year: number },
): Promise<LedgerResponse> {
  authorize(policyActorOf(actor), 'readLedger', { kind: 'ledger', personId: query.personId });
  return ledgerOf(db, query.personId, query.reason, query.year);
}

/**
 * POST /api/admin/time_off_ledger/adjustments: an admin adds (or removes) hours with a reason, audited. Dated
 * today in the current year, else 1 January of its year. The person's row is locked as time-off requests lock
 * it, so a request and an adjustment are checked one after the other: no balance below 0, and a limited type
 * never below what is approved of it that year.
 */
export async function adjustBalance(db: Db, actor: Actor, input: LedgerAdjustmentInput, today: string) {
  authorize(policyActorOf(actor), 'administer');
  return db.transaction(async (tx) => {
    if (!(await findPersonName(tx, input.spudUserId))) {
      throw new AppError('validation_failed', 'body.spudUserId: No such person.', 'body.spudUserId');
    }
    await lockPerson(tx, input.spudUserId);
    const before = (await ledgerTotalOf(tx, input.spudUserId, input.type, input.year)) ?? 0;
    const after = Math.round((before + input.hours) * 10_000) / 10_000;
    if (after < 0) {
      throw new AppError(
        'rule_violation',
        `The balance is ${before} hours: it cannot fall below 0.`,
        'body.hours',
      );
    }
    const refusal = calendarRefusal('edit', {
      kind: 'balance',
      reason: input.type,
      year: input.year,
      approvedHours: await approvedHoursOf(tx, input.spudUserId, input.type, input.year),
      accumulatedHours: after,
    });
    if (refusal) throw new AppError('rule_violation', refusal, 'body.hours');
    await insertAdjustments(
      tx,
      [
        {
          personId: input.spudUserId,
          reason: input.type,
          year: input.year,
          hours: input.hours,
          note: input.note,
          createdBy: actor.id,
        },
      ],
      today,
    );
    const key = { personId: input.spudUserId, year: input.year, type: input.type };
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'time_off_balance_adjusted',
      entityType: 'time_off_balance',
      entityId: balanceAuditId(input.spudUserId, input.year, input.type),
      before: { ...key, accumulatedHours: before },
      after: { ...key, accumulatedHours: after },
      detail: { hours: input.hours, note: input.note },
    });
    return ledgerOf(tx, input.spudUserId, input.type, input.year);
  });
}
