import { AppError } from '../lib/app-error';

/**
 * Why a policy refuses an action, as the caller gets it: `forbidden` (403) when the action is not the
 * actor's to take, `invalid_state` (409) when the record's state or history forbids it, `rule_violation`
 * (422) when a business rule does, `period_closed` (409) when the record's period is closed. `field` names the
 * request field the refusal is about, if any.
 */
export interface Refusal {
  code: 'forbidden' | 'invalid_state' | 'rule_violation' | 'period_closed';
  message: string;
  field?: string;
}

/**
 * The one shape of every module's policy: `can` answers yes or no (for lists and presenters), `refusal`
 * says why not, and is null exactly when `can` is true.
 */
export interface Policy<Actor, Action, Record> {
  can(actor: Actor, action: Action, record: Record): boolean;
  refusal(actor: Actor, action: Action, record: Record): Refusal | null;
}

/** Throws the policy's refusal of the action as the error the caller gets; returns when it is allowed. */
export function authorize<Actor, Action, Record>(
  policy: Policy<Actor, Action, Record>,
  actor: Actor,
  action: Action,
  record: Record,
): void {
  const refusal = policy.refusal(actor, action, record);
  if (refusal) throw new AppError(refusal.code, refusal.message, refusal.field);
}

/** The record may be left out where the policy takes none (`authorize(actor, 'read')`). */
type RecordArgument<Record> = undefined extends Record ? [record?: Record] : [record: Record];

/** A module's own `authorize(actor, action, record)`, bound to its policy. */
export function authorizeWith<Actor, Action, Record>(policy: Policy<Actor, Action, Record>) {
  return (actor: Actor, action: Action, ...[record]: RecordArgument<Record>): void =>
    authorize(policy, actor, action, record as Record);
}
