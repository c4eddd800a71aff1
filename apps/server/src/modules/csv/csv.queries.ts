import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import { isMostRecentDetail } from '../../core/time-off-details';
import type { Executor } from '../../db/client';
import {
  clients,
  codeAlerts,
  departments,
  engagementRoles,
  engagements,
  holidays,
  people,
  resources,
  timeOffBalances,
  timeOffRequestDetails,
  timeOffRequests,
  timesheetEntries,
  timesheetPeriods,
  timesheetRows,
  timesheets,
} from '../../db/schema';

type ArrayType = 'int' | 'text' | 'date' | 'numeric' | 'boolean';

/**
 * `unnest($1::int[], $2::text[], ...) AS input(a, b, ...)`: many rows as one parameter per column, so a
 * statement writes any number of rows (PostgreSQL allows 65535 parameters, not rows × columns of them).
 * Booleans and dates travel as text and are cast by the database, the same on both drivers.
 */
export function unnestRows(columns: Record<string, { type: ArrayType; values: readonly unknown[] }>): SQL {
  const entries = Object.entries(columns);
  const arrays = entries.map(([, { type, values }]) => {
    const text = type === 'boolean' || type === 'date';
    const param = sql.param(
      text ? values.map((value) => (value === null ? null : String(value))) : [...values],
    );
    return text ? sql`${param}::text[]` : sql`${param}::${sql.raw(type)}[]`;
  });
  return sql`unnest(${sql.join(arrays, sql`, `)}) AS input(${sql.raw(entries.map(([name]) => name).join(', '))})`;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Locks the tables an import writes for the rest of its transaction (others still read them): what it
 * checked still holds when it writes, and two imports of a kind run one after the other.
 */
export async function lockTablesForImport(executor: Executor, tables: readonly PgTable[]) {
  for (const table of tables) {
    await executor.execute(sql`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
  }
}

// People

/** Everyone as stored (team leads are checked company-wide). */
export function loadAllPeople(executor: Executor) {
  return executor.select().from(people).orderBy(asc(people.id));
}

export function loadDepartments(executor: Executor) {
  return executor.select({ id: departments.id, name: departments.name }).from(departments);
}

/** The first date each person logged hours on, for those of `personIds` who did. */
export async function firstLoggedDates(executor: Executor, personIds: readonly number[]) {
  if (personIds.length === 0) return new Map<number, string>();
  const rows = await executor
    .select({ personId: timesheets.personId, firstDate: sql<string>`min(${timesheetEntries.date})::text` })
    .from(timesheetEntries)
    .innerJoin(timesheetRows, eq(timesheetRows.id, timesheetEntries.rowId))
    .innerJoin(timesheets, eq(timesheets.id, timesheetRows.timesheetId))
    .where(inArray(timesheets.personId, [...personIds]))
    .groupBy(timesheets.personId);
  return new Map(rows.map((row) => [row.personId, row.firstDate]));
}

export interface PersonToWrite {
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  departmentId: number | null;
  teamLeadEmail: string | null;
  employmentStartDate: string | null;
  contractor: boolean;
  roles: readonly string[];
  enabled: boolean;
}

/** Creates or updates people by email, then sets their team leads by email (leads may be new too): two statements. */
export async function upsertPeople(executor: Executor, rows: readonly PersonToWrite[]) {
  if (rows.length === 0) return;
  await executor.execute(sql`
    INSERT INTO ${people} (email, first_name, last_name, job_title, department_id, employment_start_date,
      contractor, roles, enabled)
    SELECT email, first_name, last_name, job_title, department_id, employment_start_date::date, contractor::boolean,
      string_to_array(roles, ','), enabled::boolean
    FROM ${unnestRows({
      email: { type: 'text', values: rows.map((row) => row.email) },
      first_name: { type: 'text', values: rows.map((row) => row.firstName) },
      last_name: { type: 'text', values: rows.map((row) => row.lastName) },
      job_title: { type: 'text', values: rows.map((row) => row.jobTitle) },
      department_id: { type: 'int', values: rows.map((row) => row.departmentId) },
      employment_start_date: { type: 'date', values: rows.map((row) => row.employmentStartDate) },
      contractor: { type: 'boolean', values: rows.map((row) => row.contractor) },
      roles: { type: 'text', values: rows.map((row) => row.roles.join(',')) },
      enabled: { type: 'boolean', values: rows.map((row) => row.enabled) },
    })}
    ON CONFLICT (email) DO UPDATE SET first_name = excluded.first_name, last_name = excluded.last_name,
      job_title = excluded.job_title, department_id = excluded.department_id,
      employment_start_date = excluded.employment_start_date, contractor = excluded.contractor,
      roles = excluded.roles, enabled = excluded.enabled`);
  await executor.execute(sql`
    UPDATE ${people} AS person SET team_lead_id = lead.id
    FROM ${unnestRows({
      email: { type: 'text', values: rows.map((row) => row.email) },
      lead_email: { type: 'text', values: rows.map((row) => row.teamLeadEmail) },
    })} LEFT JOIN ${people} AS lead ON lead.email = input.lead_email
    WHERE person.email = input.email AND person.team_lead_id IS DISTINCT FROM lead.id`);
}

export function findPeopleByEmails(executor: Executor, emails: readonly string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return executor
    .select()
    .from(people)
    .where(inArray(people.email, [...emails]));
}

// Clients

export function loadClients(executor: Executor) {
  return executor.select({ id: clients.id, name: clients.name }).from(clients).orderBy(asc(clients.name));
}

/** Adds the clients in one statement, answering them as stored. */
export function insertClients(executor: Executor, names: readonly string[]) {
  if (names.length === 0) return Promise.resolve([]);
  return executor
    .insert(clients)
    .values(names.map((name) => ({ name })))
    .returning({ id: clients.id, name: clients.name });
}

// Engagements and their roles

const manager = alias(people, 'manager');
const salesRep = alias(people, 'sales_rep');

/** Every role of every engagement with the engagement's columns as the file writes them: one statement. */
export function exportEngagementRoles(executor: Executor) {
  return executor
    .select({
      projectCode: engagements.projectCode,
      name: engagements.name,
      client: clients.name,
      billingType: engagements.billingType,
      billingTerms: engagements.billingTerms,
      poNumber: engagements.poNumber,
      billingClass: engagements.billingClass,
      billable: engagements.billable,
      department: departments.name,
      managerEmail: manager.email,
      salesRepEmail: salesRep.email,
      role: engagementRoles.name,
      rate: engagementRoles.rate,
      roleStartDate: engagementRoles.startDate,
      roleEndDate: engagementRoles.endDate,
    })
    .from(engagementRoles)
    .innerJoin(engagements, eq(engagements.id, engagementRoles.engagementId))
    .innerJoin(clients, eq(clients.id, engagements.clientId))
    .leftJoin(departments, eq(departments.id, engagements.departmentId))
    .leftJoin(manager, eq(manager.id, engagements.engagementManagerId))
    .leftJoin(salesRep, eq(salesRep.id, engagements.salesRepId))
    .orderBy(asc(engagements.projectCode), asc(engagementRoles.startDate), asc(engagementRoles.name));
}

/** The engagements with these project codes. */
export function loadEngagementsByCode(executor: Executor, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return executor
    .select()
    .from(engagements)
    .where(inArray(engagements.projectCode, [...codes]));
}

/** The roles of these engagements with what was logged to each: one statement. */
export async function loadRolesOfEngagements(executor: Executor, engagementIds: readonly number[]) {
  if (engagementIds.length === 0) return [];
  return executor
    .select({
      role: engagementRoles,
      firstLoggedDate: sql<string | null>`min(${timesheetEntries.date})::text`,
      lastLoggedDate: sql<string | null>`max(${timesheetEntries.date})::text`,
      loggedHours: sql<string | null>`sum(${timesheetEntries.hours})::text`,
    })
    .from(engagementRoles)
    .leftJoin(resources, eq(resources.engagementRoleId, engagementRoles.id))
    .leftJoin(timesheetRows, eq(timesheetRows.resourceId, resources.id))
    .leftJoin(timesheetEntries, eq(timesheetEntries.rowId, timesheetRows.id))
    .where(inArray(engagementRoles.engagementId, [...engagementIds]))
    .groupBy(engagementRoles.id);
}

export interface EngagementToWrite {
  projectCode: string;
  name: string;
  clientId: number;
  billingType: string;
  billingTerms: number;
  poNumber: string | null;
  billingClass: string | null;
  billable: boolean;
  departmentId: number | null;
  engagementManagerId: number | null;
  salesRepId: number | null;
}

export async function upsertEngagements(executor: Executor, rows: readonly EngagementToWrite[]) {
  if (rows.length === 0) return;
  await executor.execute(sql`
    INSERT INTO ${engagements} (project_code, name, client_id, billing_type, billing_terms, po_number, billing_class,
      billable, department_id, engagement_manager_id, sales_rep_id)
    SELECT project_code, name, client_id, billing_type, billing_terms, po_number, billing_class, billable::boolean,
      department_id, engagement_manager_id, sales_rep_id
    FROM ${unnestRows({
      project_code: { type: 'text', values: rows.map((row) => row.projectCode) },
      name: { type: 'text', values: rows.map((row) => row.name) },
      client_id: { type: 'int', values: rows.map((row) => row.clientId) },
      billing_type: { type: 'text', values: rows.map((row) => row.billingType) },
      billing_terms: { type: 'int', values: rows.map((row) => row.billingTerms) },
      po_number: { type: 'text', values: rows.map((row) => row.poNumber) },
      billing_class: { type: 'text', values: rows.map((row) => row.billingClass) },
      billable: { type: 'boolean', values: rows.map((row) => row.billable) },
      department_id: { type: 'int', values: rows.map((row) => row.departmentId) },
      engagement_manager_id: { type: 'int', values: rows.map((row) => row.engagementManagerId) },
      sales_rep_id: { type: 'int', values: rows.map((row) => row.salesRepId) },
    })}
    ON CONFLICT (project_code) DO UPDATE SET name = excluded.name, client_id = excluded.client_id,
      billing_type = excluded.billing_type, billing_terms = excluded.billing_terms, po_number = excluded.po_number,
      billing_class = excluded.billing_class, billable = excluded.billable, department_id = excluded.department_id,
      engagement_manager_id = excluded.engagement_manager_id, sales_rep_id = excluded.sales_rep_id`);
}

export interface RoleToWrite {
  projectCode: string;
  name: string;
  rate: string;
  startDate: string;
  endDate: string | null;
}

/** Creates or updates roles by engagement (project code) and name: one statement. */
export async function upsertRoles(executor: Executor, rows: readonly RoleToWrite[]) {
  if (rows.length === 0) return;
  await executor.execute(sql`
    INSERT INTO ${engagementRoles} (engagement_id, name, rate, start_date, end_date)
    SELECT engagement.id, input.name, input.rate, input.start_date::date, input.end_date::date
    FROM ${unnestRows({
      project_code: { type: 'text', values: rows.map((row) => row.projectCode) },
      name: { type: 'text', values: rows.map((row) => row.name) },
      rate: { type: 'numeric', values: rows.map((row) => row.rate) },
      start_date: { type: 'date', values: rows.map((row) => row.startDate) },
      end_date: { type: 'date', values: rows.map((row) => row.endDate) },
    })} JOIN ${engagements} AS engagement ON engagement.project_code = input.project_code
    ON CONFLICT (engagement_id, name) DO UPDATE SET rate = excluded.rate, start_date = excluded.start_date,
      end_date = excluded.end_date`);
}

/** Roles by project code and name (after a write), for the audit entries. */
export async function findRolesByCodeAndName(
  executor: Executor,
  keys: readonly { projectCode: string; name: string }[],
) {
  if (keys.length === 0) return [];
  const result = await executor.execute(sql`
    SELECT role.id, role.engagement_id AS "engagementId", role.name, role.rate::text AS rate,
      role.start_date::text AS "startDate", role.end_date::text AS "endDate", engagement.project_code AS "projectCode"
    FROM ${unnestRows({
      project_code: { type: 'text', values: keys.map((key) => key.projectCode) },
      name: { type: 'text', values: keys.map((key) => key.name) },
    })}
    JOIN ${engagements} AS engagement ON engagement.project_code = input.project_code
    JOIN ${engagementRoles} AS role ON role.engagement_id = engagement.id AND role.name = input.name`);
  return rowsOf<{
    id: number;
    engagementId: number;
    name: string;
    rate: string;
    startDate: string;
    endDate: string | null;
    projectCode: string;
  }>(result);
}

// Assignments

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

export function loadHolidays(executor: Executor) {
  return executor
    .select({ id: holidays.id, date: holidays.date, name: holidays.name })
    .from(holidays)
    .orderBy(asc(holidays.date));
}

/** For each date, how many approved timesheets its period holds: one statement. */
export async function approvedTimesheetsOnDates(executor: Executor, dates: readonly string[]) {
  if (dates.length === 0) return new Map<string, number>();
  const result = await executor.execute(sql`
    SELECT input.date, count(timesheet.id)::int AS approved
    FROM ${unnestRows({ date: { type: 'date', values: dates } })}
    JOIN ${timesheetPeriods} AS period ON input.date::date BETWEEN period.start_date AND period.end_date
    JOIN ${timesheets} AS timesheet ON timesheet.period_id = period.id AND timesheet.status = 'approved'
    GROUP BY input.date`);
  return new Map(rowsOf<{ date: string; approved: number }>(result).map((row) => [row.date, row.approved]));
}

/** Adds holidays or renames them by date: one statement, answering them as stored. */
export async function upsertHolidays(executor: Executor, rows: readonly { date: string; name: string }[]) {
  if (rows.length === 0) return [];
  const result = await executor.execute(sql`
    INSERT INTO ${holidays} (date, name)
    SELECT date::date, name FROM ${unnestRows({
      date: { type: 'date', values: rows.map((row) => row.date) },
      name: { type: 'text', values: rows.map((row) => row.name) },
    })}
    ON CONFLICT (date) DO UPDATE SET name = excluded.name
    RETURNING id, date::text AS date, name`);
  return rowsOf<{ id: number; date: string; name: string }>(result);
}

// Time-off balances

export function exportBalances(executor: Executor) {
  return executor
    .select({
      email: people.email,
      year: timeOffBalances.year,
      type: timeOffBalances.reason,
      hours: timeOffBalances.accumulatedHours,
    })
    .from(timeOffBalances)
    .innerJoin(people, eq(people.id, timeOffBalances.personId))
    .orderBy(asc(people.email), asc(timeOffBalances.year), asc(timeOffBalances.reason));
}

/**
 * For each (email, year, type) of a file: the person, their stored balance and the
 * hours already approved of that leave in that year: one statement.
 */
export async function loadBalanceTargets(
  executor: Executor,
  keys: readonly { email: string; year: number; type: TimeOffReason }[],
) {
  if (keys.length === 0) return [];
  const result = await executor.execute(sql`
    SELECT input.email, input.year, input.type, person.id AS "personId", balance.id AS "balanceId",
      balance.accumulated_hours::text AS "accumulatedHours",
      (SELECT coalesce(sum(${timeOffRequestDetails.hours}), 0)::text
        FROM ${timeOffRequests} JOIN ${timeOffRequestDetails} ON ${isMostRecentDetail}
        WHERE ${timeOffRequests.personId} = person.id AND ${timeOffRequestDetails.reason} = input.type
          AND ${timeOffRequests.status} = 'approved' AND extract(year FROM ${timeOffRequests.startDate}) = input.year
      ) AS "approvedHours"
    FROM ${unnestRows({
      email: { type: 'text', values: keys.map((key) => key.email) },
      year: { type: 'int', values: keys.map((key) => key.year) },
      type: { type: 'text', values: keys.map((key) => key.type) },
    })}
    LEFT JOIN ${people} AS person ON person.email = input.email
    LEFT JOIN ${timeOffBalances} AS balance
      ON balance.person_id = person.id AND balance.year = input.year AND balance.reason = input.type`);
  return rowsOf<{
    email: string;
    year: number;
    type: TimeOffReason;
    personId: number | null;
    balanceId: number | null;
    accumulatedHours: string | null;
    approvedHours: string;
  }>(result);
}

/** Sets balances by person, year and type: one statement, answering them as stored. */
export async function upsertBalances(
  executor: Executor,
  rows: readonly { personId: number; year: number; reason: string; hours: string }[],
) {
  if (rows.length === 0) return [];
  const result = await executor.execute(sql`
    INSERT INTO ${timeOffBalances} (person_id, year, reason, accumulated_hours)
    SELECT person_id, year, reason, hours FROM ${unnestRows({
      person_id: { type: 'int', values: rows.map((row) => row.personId) },
      year: { type: 'int', values: rows.map((row) => row.year) },
      reason: { type: 'text', values: rows.map((row) => row.reason) },
      hours: { type: 'numeric', values: rows.map((row) => row.hours) },
    })}
    ON CONFLICT (person_id, year, reason) DO UPDATE SET accumulated_hours = excluded.accumulated_hours
    RETURNING id, person_id AS "personId", year, reason, accumulated_hours::text AS "accumulatedHours"`);
  return rowsOf<{ id: number; personId: number; year: number; reason: string; accumulatedHours: string }>(
    result,
  );
}
