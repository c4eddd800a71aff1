import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { people, timesheetEntries, timesheetRows, timesheets } from '../../db/schema';
import { unnestRows } from './csv.queries';

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
