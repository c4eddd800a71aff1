import { roleFlags } from '@timekeep/shared/domain/roles';
import { authorizeWith, type Refusal } from '../../core/authorize';
import type { PolicyActor } from '../../core/team-scope/team-scope';

export type AccrualAction = 'readLedger' | 'administer';

/** Whose ledger is read (a person's own history, or anyone's for an admin). */
export type AccrualRecord = { kind: 'ledger'; personId: number } | undefined;

/**
 * A person reads their own balance's history; admins read anyone's, and alone define policies, assign them and
 * adjust balances.
 */
export function refusal(actor: PolicyActor, action: AccrualAction, record: AccrualRecord): Refusal | null {
  const admin = roleFlags(actor).admin;
  switch (action) {
    case 'administer':
      return admin
        ? null
        : { code: 'forbidden', message: 'Only admins manage accrual policies and adjust balances.' };
    case 'readLedger':
      return admin || record?.personId === actor.id
        ? null
        : { code: 'forbidden', message: "Only admins see another person's balances." };
  }
}

export function can(actor: PolicyActor, action: AccrualAction, record: AccrualRecord): boolean {
  return refusal(actor, action, record) === null;
}

export const authorize = authorizeWith({ can, refusal });
