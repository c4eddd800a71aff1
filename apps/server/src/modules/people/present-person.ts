import { fullName } from '@timekeep/shared/domain/person-names';
import type { AdminPerson } from '@timekeep/shared/schemas/people';
import type { AdminPersonRow, PersonRow } from './people.queries';

export function presentAdminPerson(row: AdminPersonRow): AdminPerson {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: fullName(row),
    email: row.email,
    jobTitle: row.jobTitle,
    departmentId: row.departmentId,
    departmentName: row.departmentName,
    teamLeadId: row.teamLeadId,
    teamLeadName:
      row.teamLeadFirstName === null || row.teamLeadLastName === null
        ? null
        : fullName({ firstName: row.teamLeadFirstName, lastName: row.teamLeadLastName }),
    employmentStartDate: row.employmentStartDate,
    employmentEndDate: row.employmentEndDate,
    contractor: row.contractor,
    roles: row.roles,
    accountEnabled: row.enabled,
    relatedManagers: row.relatedManagers.map((lead) => ({ id: lead.id, name: fullName(lead) })),
  };
}

/** A person as the audit log keeps them before and after a change (no sign-in identity). */
export function personAuditView(row: PersonRow) {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    jobTitle: row.jobTitle,
    departmentId: row.departmentId,
    teamLeadId: row.teamLeadId,
    employmentStartDate: row.employmentStartDate,
    employmentEndDate: row.employmentEndDate,
    contractor: row.contractor,
    roles: row.roles,
    enabled: row.enabled,
  };
}
