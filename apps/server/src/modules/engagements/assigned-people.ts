import type { LoggedSpan } from '@timekeep/shared/domain/logged-history';
import { fullName } from '@timekeep/shared/domain/person-names';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findPersonForAssignment, type LoggedRow } from './engagements.queries';

/** The logged dates and hours of an aggregate row, or null when nothing was logged. */
export function loggedSpanOf(row: LoggedRow): LoggedSpan | null {
  if (row.firstLoggedDate === null || row.lastLoggedDate === null) return null;
  return {
    firstDate: row.firstLoggedDate,
    lastDate: row.lastLoggedDate,
    hours: Number(row.loggedHours ?? 0),
  };
}

/** What every assignment shows of its person, dates and logged hours. */
export function presentAssignedPerson(
  row: LoggedRow & {
    id: number;
    personId: number;
    firstName: string;
    lastName: string;
    startDate: string;
    endDate: string | null;
  },
) {
  return {
    id: row.id,
    spudUserId: row.personId,
    name: fullName(row),
    startDate: row.startDate,
    endDate: row.endDate,
    logged: loggedSpanOf(row),
    timesheetRows: row.timesheetRows,
  };
}

/** The person an assignment is for: they exist (400 otherwise) and are not deactivated (422). */
export async function requireAssignablePerson(executor: Executor, personId: number) {
  const person = await findPersonForAssignment(executor, personId);
  if (!person) throw new AppError('validation_failed', 'body.spudUserId: No such person.', 'body.spudUserId');
  if (!person.enabled) {
    throw new AppError(
      'rule_violation',
      'body.spudUserId: The person is deactivated; reactivate them first.',
      'body.spudUserId',
    );
  }
}
