import type { UtilizationTargetSource } from '@timekeep/shared/schemas/utilization-targets';
import { type SQL, sql } from 'drizzle-orm';
import { people, utilizationTargetDefaults } from '../../db/schema';

/**
 * A person's effective utilization target (issue 40), as columns of any statement that reads `people`: their
 * own, else their job title's default, else their department's default, else null. Two correlated lookups by
 * unique index (`utilization_target_defaults_job_title_unique`, `..._department_unique`), so the statement
 * around them stays one statement whatever the number of people (the team list, Insights, the admin screen).
 * `person` names the row to read; the unaliased `people` by default.
 */
export interface TargetPerson {
  ownTarget: SQL;
  jobTitle: SQL;
  departmentId: SQL;
}

const unaliasedPerson: TargetPerson = {
  ownTarget: sql`${people.utilizationTarget}`,
  jobTitle: sql`${people.jobTitle}`,
  departmentId: sql`${people.departmentId}`,
};

const titleDefault = (person: TargetPerson) =>
  sql`(SELECT title_default.target FROM ${utilizationTargetDefaults} AS title_default
    WHERE title_default.job_title = ${person.jobTitle})`;
const departmentDefault = (person: TargetPerson) =>
  sql`(SELECT department_default.target FROM ${utilizationTargetDefaults} AS department_default
    WHERE department_default.department_id = ${person.departmentId})`;

/** The target in whole percent, or null when neither the person, their title nor their department has one. */
export function effectiveUtilizationTarget(person: TargetPerson = unaliasedPerson): SQL<number | null> {
  return sql<
    number | null
  >`coalesce(${person.ownTarget}, ${titleDefault(person)}, ${departmentDefault(person)})`;
}

/** Where the effective target comes from: 'own', 'job_title', 'department' or 'none'. */
export function utilizationTargetSource(
  person: TargetPerson = unaliasedPerson,
): SQL<UtilizationTargetSource> {
  return sql<UtilizationTargetSource>`CASE
    WHEN ${person.ownTarget} IS NOT NULL THEN 'own'
    WHEN ${titleDefault(person)} IS NOT NULL THEN 'job_title'
    WHEN ${departmentDefault(person)} IS NOT NULL THEN 'department'
    ELSE 'none' END`;
}
