import type { CurrentUser } from '@timekeep/shared/schemas/auth';

/** A lead a person stands in for today (issue 38), by name. */
export interface ActingFor {
  id: number;
  firstName: string;
  lastName: string;
}

/**
 * The signed-in person a request acts for: what `GET /api/user` shows of them, plus the leads whose teams
 * they may view as and the leads they stand in for today (both loaded with the session, so a policy needs no
 * query to know a person's scope). Standing in for a lead opens the manager area: `manager` is true then.
 */
export type Actor = CurrentUser & { viewableLeadIds: readonly number[]; actingFor: readonly ActingFor[] };
