import type { PersonUpdate } from '@timekeep/shared/schemas/people';
import type { PolicyActor } from '../../core/team-scope/team-scope';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authorize } from './people.policy';
import { departmentExists, firstLoggedDateOf, leadChainFrom, type PersonRow } from './people.queries';

/** The refusal of an email someone else has: the unique index finds it, race or not, when the row is written. */
export const emailTaken = (email: string) =>
  new AppError('conflict', `body.email: ${email} is someone else's email already.`, 'body.email');

/**
 * Checks what a create (`stored` undefined) or an edit would write, against the database: the department
 * and team lead exist, team leads stay free of circles, the employment start date stays on or before the
 * first logged hours, an end date never comes before the start date, and the people policy lets the actor set the roles (an admin keeps their own admin
 * role). Whether the email is someone else's is the unique index's to say when the row is written.
 */
export async function checkPersonChange(
  tx: Executor,
  actor: PolicyActor,
  stored: PersonRow | undefined,
  change: PersonUpdate,
) {
  if (change.departmentId != null && !(await departmentExists(tx, change.departmentId))) {
    throw new AppError('validation_failed', 'body.departmentId: No such department.', 'body.departmentId');
  }
  if (change.teamLeadId != null) {
    if (stored && change.teamLeadId === stored.id) {
      throw new AppError(
        'rule_violation',
        'body.teamLeadId: Nobody is their own team lead.',
        'body.teamLeadId',
      );
    }
    const chain = await leadChainFrom(tx, change.teamLeadId);
    if (chain.length === 0) {
      throw new AppError('validation_failed', 'body.teamLeadId: No such person.', 'body.teamLeadId');
    }
    if (stored && chain.includes(stored.id)) {
      throw new AppError(
        'rule_violation',
        'body.teamLeadId: That lead reports (directly or not) to this person, so team leads would go round in a circle.',
        'body.teamLeadId',
      );
    }
  }
  if (stored && change.employmentStartDate !== undefined) {
    const firstLogged = await firstLoggedDateOf(tx, stored.id);
    if (firstLogged && (change.employmentStartDate === null || change.employmentStartDate > firstLogged)) {
      throw new AppError(
        'invalid_state',
        `body.employmentStartDate: Hours are logged from ${firstLogged}, so the employment start date must stay on or before it.`,
        'body.employmentStartDate',
      );
    }
  }
  const startDate =
    change.employmentStartDate !== undefined ? change.employmentStartDate : stored?.employmentStartDate;
  const endDate =
    change.employmentEndDate !== undefined ? change.employmentEndDate : stored?.employmentEndDate;
  if (endDate && (!startDate || endDate < startDate)) {
    throw new AppError(
      'rule_violation',
      'body.employmentEndDate: The employment end date needs a start date on or before it.',
      'body.employmentEndDate',
    );
  }
  if (stored && change.roles) authorize(actor, 'setRoles', { ...stored, roles: change.roles });
}
