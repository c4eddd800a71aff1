import type { CurrentUser } from '@timekeep/shared/schemas/auth';

/**
 * The signed-in person a request acts for: what `GET /api/user` shows of them, plus the leads whose teams
 * they may view as (loaded with the session, so a policy needs no query to know a person's scope).
 */
export type Actor = CurrentUser & { viewableLeadIds: readonly number[] };
