import type { Actor } from '../src/core/actor';
import { type PolicyActor, policyActorOf } from '../src/core/team-scope/team-scope';

/** The day policy tests run on, so rules that depend on today (a request that has started) are fixed. */
export const policyToday = '2026-03-04';

/** Someone asking, as the policies see them: an employee with no team unless the overrides say otherwise. */
export function policyActor(overrides: Partial<Actor> = {}, today: string = policyToday): PolicyActor {
  const id = overrides.id ?? 1;
  return policyActorOf(
    {
      id,
      name: `Person ${id}`,
      email: `person${id}@example.com`,
      roles: ['employee'],
      contractor: false,
      manager: false,
      startDate: '2020-01-06',
      viewableLeadIds: [],
      actingFor: [],
      ...overrides,
    },
    today,
  );
}
