import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fullNameOf } from '../../db/person-names';
import { people } from '../../db/schema';
import { likeLiteral } from '../master-data/master-data.queries';

/**
 * People by last and first name; `enabled` keeps only enabled or disabled accounts; `nameContains` matches
 * the first name, the last name or the full name ("first last" or "last, first"), ignoring case.
 */
export function listPeople(executor: Executor, filters: { enabled?: boolean; nameContains?: string }) {
  const pattern = filters.nameContains === undefined ? undefined : `%${likeLiteral(filters.nameContains)}%`;
  return executor
    .select({
      id: people.id,
      firstName: people.firstName,
      lastName: people.lastName,
      jobTitle: people.jobTitle,
      email: people.email,
      enabled: people.enabled,
    })
    .from(people)
    .where(
      and(
        filters.enabled === undefined ? undefined : eq(people.enabled, filters.enabled),
        pattern === undefined
          ? undefined
          : or(
              ilike(fullNameOf(sql`${people.firstName}`, sql`${people.lastName}`), pattern),
              ilike(sql`${people.lastName} || ', ' || ${people.firstName}`, pattern),
            ),
      ),
    )
    .orderBy(asc(people.lastName), asc(people.firstName), asc(people.id));
}
