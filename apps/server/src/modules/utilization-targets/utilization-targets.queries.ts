import type {
  DepartmentTarget,
  JobTitleTarget,
  PersonUtilizationTarget,
} from '@timekeep/shared/schemas/utilization-targets';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/reporting/report-sql';
import {
  effectiveUtilizationTarget,
  utilizationTargetSource,
} from '../../core/reporting/utilization-target-sql';
import type { Executor } from '../../db/client';
import { departments, people, utilizationTargetDefaults } from '../../db/schema';

/** Every department (or one) with its default target, null when it has none, by name: one statement. */
export async function listDepartmentTargets(
  executor: Executor,
  departmentId?: number,
): Promise<DepartmentTarget[]> {
  return rowsOf<DepartmentTarget>(
    await executor.execute(sql`
      SELECT ${departments.id} AS "departmentId", ${departments.name} AS "departmentName",
        ${utilizationTargetDefaults.target} AS "target"
      FROM ${departments}
      LEFT JOIN ${utilizationTargetDefaults} ON ${utilizationTargetDefaults.departmentId} = ${departments.id}
      WHERE ${departmentId === undefined ? sql`TRUE` : sql`${departments.id} = ${departmentId}::int`}
      ORDER BY lower(${departments.name}), ${departments.id}`),
  );
}

/**
 * Every job title an enabled person has, and every title with a default (a title nobody has any more keeps
 * its default until removed), with its default and how many enabled people have it, by title: one statement.
 */
export async function listJobTitleTargets(executor: Executor, jobTitle?: string): Promise<JobTitleTarget[]> {
  const only = (column: ReturnType<typeof sql>) =>
    jobTitle === undefined ? sql`TRUE` : sql`${column} = ${jobTitle}`;
  return rowsOf<JobTitleTarget>(
    await executor.execute(sql`
      WITH titles AS (
        SELECT ${people.jobTitle} AS job_title, count(*)::int AS people_count
        FROM ${people}
        WHERE ${people.enabled} AND ${people.jobTitle} IS NOT NULL AND ${people.jobTitle} <> ''
          AND ${only(sql`${people.jobTitle}`)}
        GROUP BY ${people.jobTitle}
      )
      SELECT coalesce(titles.job_title, title_default.job_title) AS "jobTitle",
        title_default.target AS "target", coalesce(titles.people_count, 0) AS "peopleCount"
      FROM titles
      FULL JOIN (SELECT job_title, target FROM ${utilizationTargetDefaults}
          WHERE job_title IS NOT NULL AND ${only(sql`job_title`)}) AS title_default
        ON title_default.job_title = titles.job_title
      ORDER BY lower(coalesce(titles.job_title, title_default.job_title)), 1`),
  );
}

/** The department, locked for the rest of the transaction, with its default target; none when unknown. */
export async function lockDepartmentTarget(
  executor: Executor,
  departmentId: number,
): Promise<{ name: string; target: number | null } | undefined> {
  const [row] = rowsOf<{ name: string; target: number | null }>(
    await executor.execute(sql`
      SELECT ${departments.name} AS "name",
        (SELECT target FROM ${utilizationTargetDefaults} WHERE department_id = ${departments.id}) AS "target"
      FROM ${departments} WHERE ${departments.id} = ${departmentId}::int FOR UPDATE OF ${departments}`),
  );
  return row;
}

/**
 * Sets the default of a department or a job title (insert or update, one statement that the unique index
 * settles between two admins), or removes it when the target is null.
 */
export async function writeTargetDefault(
  executor: Executor,
  basis: { departmentId: number } | { jobTitle: string },
  target: number | null,
): Promise<void> {
  const [column, value] =
    'departmentId' in basis
      ? [sql`department_id`, sql`${basis.departmentId}::int`]
      : [sql`job_title`, sql`${basis.jobTitle}::text`];
  if (target === null) {
    await executor.execute(sql`DELETE FROM ${utilizationTargetDefaults} WHERE ${column} = ${value}`);
    return;
  }
  await executor.execute(sql`
    INSERT INTO ${utilizationTargetDefaults} (${column}, target) VALUES (${value}, ${target}::int)
    ON CONFLICT (${column}) DO UPDATE SET target = EXCLUDED.target`);
}

/** A job title's default, locked when it exists; null when the title has none. */
export async function lockJobTitleTarget(executor: Executor, jobTitle: string): Promise<number | null> {
  const [row] = rowsOf<{ target: number }>(
    await executor.execute(sql`SELECT target FROM ${utilizationTargetDefaults}
      WHERE job_title = ${jobTitle}::text FOR UPDATE`),
  );
  return row?.target ?? null;
}

/** A person's own and effective targets and where the effective one comes from; none when unknown. */
export async function findPersonTarget(
  executor: Executor,
  personId: number,
): Promise<PersonUtilizationTarget | undefined> {
  const [row] = rowsOf<PersonUtilizationTarget>(
    await executor.execute(sql`
      SELECT ${people.id} AS "personId", ${people.utilizationTarget} AS "own",
        ${effectiveUtilizationTarget()} AS "effective", ${utilizationTargetSource()} AS "source"
      FROM ${people} WHERE ${people.id} = ${personId}::int`),
  );
  return row;
}

/** The person's own target, locked for the rest of the transaction; undefined when there is no such person. */
export async function lockPersonTarget(
  executor: Executor,
  personId: number,
): Promise<{ own: number | null } | undefined> {
  const [row] = rowsOf<{ own: number | null }>(
    await executor.execute(sql`SELECT ${people.utilizationTarget} AS "own" FROM ${people}
      WHERE ${people.id} = ${personId}::int FOR UPDATE`),
  );
  return row;
}

export async function updatePersonTarget(executor: Executor, personId: number, target: number | null) {
  await executor.execute(
    sql`UPDATE ${people} SET utilization_target = ${target}::int WHERE ${people.id} = ${personId}::int`,
  );
}
