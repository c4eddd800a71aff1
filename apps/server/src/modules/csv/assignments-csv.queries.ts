import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  codeAlerts,
  engagementRoles,
  engagements,
  people,
  resources,
  timesheetEntries,
  timesheetRows,
} from '../../db/schema';
import { rowsOf, unnestRows } from './csv.queries';

/** Every assignment with its person's email, project code and role: one statement. */
export function exportAssignments(executor: Executor) {
  return executor
    .select({
      email: people.email,
      projectCode: engagements.projectCode,
      role: engagementRoles.name,
      startDate: resources.startDate,
      endDate: resources.endDate,
    })
    .from(resources)
    .innerJoin(people, eq(people.id, resources.personId))
    .innerJoin(engagementRoles, eq(engagementRoles.id, resources.engagementRoleId))
    .innerJoin(engagements, eq(engagements.id, engagementRoles.engagementId))
    .orderBy(asc(engagements.projectCode), asc(engagementRoles.name), asc(people.email));
}

/**
 * The roles named by (project code, role) in a file, each with the person's existing assignment to it when
 * there is one and what was logged to that: one statement.
 */
export async function loadAssignmentTargets(
  executor: Executor,
  keys: readonly { email: string; projectCode: string; role: string }[],
) {
  if (keys.length === 0) return [];
  const result = await executor.execute(sql`
    SELECT input.email, input.project_code AS "projectCode", input.role,
      person.id AS "personId", person.enabled AS "personEnabled",
      role.id AS "roleId", role.start_date::text AS "roleStartDate", role.end_date::text AS "roleEndDate",
      resource.id AS "resourceId", resource.start_date::text AS "startDate", resource.end_date::text AS "endDate",
      (SELECT min(entry.date)::text FROM ${timesheetRows} AS row JOIN ${timesheetEntries} AS entry ON entry.row_id = row.id
        WHERE row.resource_id = resource.id) AS "firstLoggedDate",
      (SELECT max(entry.date)::text FROM ${timesheetRows} AS row JOIN ${timesheetEntries} AS entry ON entry.row_id = row.id
        WHERE row.resource_id = resource.id) AS "lastLoggedDate",
      (SELECT sum(entry.hours)::text FROM ${timesheetRows} AS row JOIN ${timesheetEntries} AS entry ON entry.row_id = row.id
        WHERE row.resource_id = resource.id) AS "loggedHours"
    FROM ${unnestRows({
      email: { type: 'text', values: keys.map((key) => key.email) },
      project_code: { type: 'text', values: keys.map((key) => key.projectCode) },
      role: { type: 'text', values: keys.map((key) => key.role) },
    })}
    LEFT JOIN ${people} AS person ON person.email = input.email
    LEFT JOIN ${engagements} AS engagement ON engagement.project_code = input.project_code
    LEFT JOIN ${engagementRoles} AS role ON role.engagement_id = engagement.id AND role.name = input.role
    LEFT JOIN ${resources} AS resource ON resource.engagement_role_id = role.id AND resource.person_id = person.id`);
  return rowsOf<{
    email: string;
    projectCode: string;
    role: string;
    personId: number | null;
    personEnabled: boolean | null;
    roleId: number | null;
    roleStartDate: string | null;
    roleEndDate: string | null;
    resourceId: number | null;
    startDate: string | null;
    endDate: string | null;
    firstLoggedDate: string | null;
    lastLoggedDate: string | null;
    loggedHours: string | null;
  }>(result);
}

export interface AssignmentToWrite {
  roleId: number;
  personId: number;
  startDate: string;
  endDate: string | null;
}

/**
 * Creates or updates assignments by role and person, and raises a code alert for each new one: two
 * statements. Answers the assignments as stored.
 */
export async function upsertAssignments(
  executor: Executor,
  rows: readonly AssignmentToWrite[],
  created: readonly AssignmentToWrite[],
) {
  if (rows.length === 0) return [];
  const result = await executor.execute(sql`
    INSERT INTO ${resources} (engagement_role_id, person_id, start_date, end_date)
    SELECT role_id, person_id, start_date::date, end_date::date
    FROM ${unnestRows({
      role_id: { type: 'int', values: rows.map((row) => row.roleId) },
      person_id: { type: 'int', values: rows.map((row) => row.personId) },
      start_date: { type: 'date', values: rows.map((row) => row.startDate) },
      end_date: { type: 'date', values: rows.map((row) => row.endDate) },
    })}
    ON CONFLICT (engagement_role_id, person_id) DO UPDATE SET start_date = excluded.start_date, end_date = excluded.end_date
    RETURNING id, engagement_role_id AS "engagementRoleId", person_id AS "personId", start_date::text AS "startDate",
      end_date::text AS "endDate"`);
  if (created.length > 0) {
    await executor.execute(sql`
      INSERT INTO ${codeAlerts} (person_id, resource_id)
      SELECT resource.person_id, resource.id
      FROM ${unnestRows({
        role_id: { type: 'int', values: created.map((row) => row.roleId) },
        person_id: { type: 'int', values: created.map((row) => row.personId) },
      })} JOIN ${resources} AS resource ON resource.engagement_role_id = input.role_id AND resource.person_id = input.person_id
      ON CONFLICT (resource_id) DO NOTHING`);
  }
  return rowsOf<{
    id: number;
    engagementRoleId: number;
    personId: number;
    startDate: string;
    endDate: string | null;
  }>(result);
}

// Holidays
