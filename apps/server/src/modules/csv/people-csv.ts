import { leadCycles } from '@timekeep/shared/domain/team-leads';
import type { CsvChange, CsvProblem, CsvRow } from '@timekeep/shared/schemas/csv';
import { recordAudits } from '../../core/audit';
import { people } from '../../db/schema';
import { can, endSessionsAndFeedsOf, narrowsAccess, type PersonRow, personAuditView } from '../people';
import { loadAllPeople, loadDepartments } from './csv.queries';
import {
  byLine,
  type CsvKindHandler,
  changeOf,
  problemAt,
  refuseRepeatedKeys,
  type TypedLine,
} from './csv-kind';
import { findPeopleByEmails, firstLoggedDates, type PersonToWrite, upsertPeople } from './people-csv.queries';

/**
 * A person as the file and the preview show them, under the file's column names: department and team lead by
 * name and email.
 */
function fileView(
  person: Omit<PersonToWrite, 'departmentId'> & { department: string | null },
): Partial<Record<keyof CsvRow<'people'>, unknown>> {
  return {
    first_name: person.firstName,
    last_name: person.lastName,
    job_title: person.jobTitle,
    department: person.department,
    team_lead_email: person.teamLeadEmail,
    employment_start_date: person.employmentStartDate,
    contractor: person.contractor,
    roles: [...person.roles].sort(),
    active: person.enabled,
  };
}

/**
 * People by email (the key): created, or their fields replaced. A department is named, a team lead given by
 * email (someone stored or in the same file); leads never go round in a circle; `active` false deactivates
 * (and ends their sessions), true reactivates. An admin keeps their own admin role and stays active (the
 * people policy).
 */
export const peopleCsv: CsvKindHandler<'people'> = {
  writes: [people],

  async exportRows(executor) {
    const [everyone, departments] = await Promise.all([loadAllPeople(executor), loadDepartments(executor)]);
    const departmentName = new Map(departments.map((department) => [department.id, department.name]));
    const emailOf = new Map(everyone.map((person) => [person.id, person.email]));
    // Everyone comes by id and the sort is stable: people of one name stay in the order they were added.
    return [...everyone]
      .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName))
      .map((person) => ({
        email: person.email,
        first_name: person.firstName,
        last_name: person.lastName,
        job_title: person.jobTitle,
        department: person.departmentId === null ? null : (departmentName.get(person.departmentId) ?? null),
        team_lead_email: person.teamLeadId === null ? null : (emailOf.get(person.teamLeadId) ?? null),
        employment_start_date: person.employmentStartDate,
        contractor: person.contractor,
        roles: person.roles.join(';'),
        active: person.enabled,
      }));
  },

  async plan(executor, lines, { actor }) {
    const [everyone, departments] = await Promise.all([loadAllPeople(executor), loadDepartments(executor)]);
    const byEmail = new Map(everyone.map((person) => [person.email, person]));
    const emailOf = new Map(everyone.map((person) => [person.id, person.email]));
    const departmentByName = new Map(
      departments.map((department) => [department.name.toLowerCase(), department]),
    );
    const departmentName = new Map(departments.map((department) => [department.id, department.name]));
    const { kept, problems } = refuseRepeatedKeys(lines, ({ row }) => row.email, 'email');
    const fileEmails = new Set(kept.map(({ row }) => row.email));

    const planned: { line: TypedLine<'people'>; write: PersonToWrite; stored: PersonRow | undefined }[] = [];
    for (const line of kept) {
      const { row } = line;
      const department = row.department === null ? null : departmentByName.get(row.department.toLowerCase());
      const lineProblems: CsvProblem[] = [];
      if (department === undefined) {
        lineProblems.push(problemAt(line.line, 'department', `No department is named ${row.department}.`));
      }
      if (row.team_lead_email === row.email) {
        lineProblems.push(problemAt(line.line, 'team_lead_email', 'Nobody is their own team lead.'));
      } else if (
        row.team_lead_email !== null &&
        !byEmail.has(row.team_lead_email) &&
        !fileEmails.has(row.team_lead_email)
      ) {
        lineProblems.push(
          problemAt(line.line, 'team_lead_email', `Nobody has the email ${row.team_lead_email}.`),
        );
      }
      const stored = byEmail.get(row.email);
      if (stored && !can(actor, 'setRoles', { ...stored, roles: row.roles })) {
        lineProblems.push(problemAt(line.line, 'roles', 'You cannot take away your own admin role.'));
      }
      if (stored?.enabled && !row.active && !can(actor, 'deactivate', stored)) {
        lineProblems.push(problemAt(line.line, 'active', 'You cannot deactivate yourself.'));
      }
      if (lineProblems.length > 0) {
        problems.push(...lineProblems);
        continue;
      }
      planned.push({
        line,
        stored,
        write: {
          email: row.email,
          firstName: row.first_name,
          lastName: row.last_name,
          jobTitle: row.job_title,
          departmentId: department?.id ?? null,
          teamLeadEmail: row.team_lead_email,
          employmentStartDate: row.employment_start_date,
          contractor: row.contractor,
          roles: row.roles,
          enabled: row.active,
        },
      });
    }

    // Team leads after the file, stored people and new ones alike (new ones get ids below zero here).
    const idOf = new Map(everyone.map((person) => [person.email, person.id]));
    planned.forEach(({ write, stored }, index) => {
      if (!stored) idOf.set(write.email, -1 - index);
    });
    const leads = new Map<number, number | null>(everyone.map((person) => [person.id, person.teamLeadId]));
    for (const { write } of planned) {
      leads.set(
        idOf.get(write.email)!,
        write.teamLeadEmail === null ? null : (idOf.get(write.teamLeadEmail) ?? null),
      );
    }
    const lineOfId = new Map(planned.map(({ line, write }) => [idOf.get(write.email)!, line.line]));
    const emailOfId = new Map([...idOf].map(([email, id]) => [id, email]));
    const inCycle = new Set<number>();
    for (const cycle of leadCycles(leads)) {
      const lineNumbers = cycle.map((id) => lineOfId.get(id)).filter((n): n is number => n !== undefined);
      const first = Math.min(...lineNumbers);
      for (const id of cycle) inCycle.add(id);
      problems.push(
        problemAt(
          first,
          'team_lead_email',
          `Team leads would go round in a circle: ${cycle.map((id) => emailOfId.get(id)).join(' → ')}.`,
        ),
      );
    }

    // Employment start dates stay on or before the first logged hours.
    const movedStarts = planned.filter(
      ({ stored, write }) => stored && stored.employmentStartDate !== write.employmentStartDate,
    );
    const firstLogged = await firstLoggedDates(
      executor,
      movedStarts.map(({ stored }) => stored!.id),
    );
    const refusedStart = new Set<number>();
    for (const { stored, write, line } of movedStarts) {
      const first = firstLogged.get(stored!.id);
      if (first && (write.employmentStartDate === null || write.employmentStartDate > first)) {
        refusedStart.add(line.line);
        problems.push(
          problemAt(
            line.line,
            'employment_start_date',
            `Hours are logged from ${first}; the employment start date must stay on or before it.`,
          ),
        );
      }
    }

    const changes: CsvChange[] = [];
    const toWrite: typeof planned = [];
    let unchanged = 0;
    for (const entry of planned) {
      if (inCycle.has(idOf.get(entry.write.email)!) || refusedStart.has(entry.line.line)) continue;
      const { stored, write } = entry;
      const before =
        stored &&
        fileView({
          ...stored,
          department: stored.departmentId === null ? null : (departmentName.get(stored.departmentId) ?? null),
          teamLeadEmail: stored.teamLeadId === null ? null : (emailOf.get(stored.teamLeadId) ?? null),
        });
      const after = fileView({
        ...write,
        department: write.departmentId === null ? null : departmentName.get(write.departmentId)!,
      });
      const change = changeOf(entry.line.line, write.email, before, after);
      if (change) {
        changes.push(change);
        toWrite.push(entry);
      } else {
        unchanged += 1;
      }
    }

    return {
      changes,
      unchanged,
      problems: byLine(problems),
      async write(tx, actorId) {
        await upsertPeople(
          tx,
          toWrite.map(({ write }) => write),
        );
        const narrowed = toWrite.filter(({ stored, write }) => stored && narrowsAccess(stored, write));
        await endSessionsAndFeedsOf(
          tx,
          narrowed.map(({ stored }) => stored!.id),
        );
        const written = new Map(
          (
            await findPeopleByEmails(
              tx,
              toWrite.map(({ write }) => write.email),
            )
          ).map((person) => [person.email, person]),
        );
        await recordAudits(
          tx,
          toWrite.map(({ stored, write }) => {
            const after = written.get(write.email)!;
            return {
              actorId,
              action: stored ? 'person_updated' : 'person_created',
              entityType: 'person',
              entityId: after.id,
              before: stored && personAuditView(stored),
              after: personAuditView(after),
              detail: { source: 'csv' },
            };
          }),
        );
      },
    };
  },
};
