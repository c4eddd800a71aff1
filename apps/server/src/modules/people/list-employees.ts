import { fullName, reversedName } from '@timekeep/shared/domain/person-names';
import type { Employee, EmployeesQuery } from '@timekeep/shared/schemas/people';
import type { Db } from '../../db/client';
import { listPeople } from './people.queries';

/**
 * GET /api/employees: the admin's users list. Without `account_enabled` it lists everyone; the page sends
 * `true` by default (its Active filter starts on Yes). An empty or blank `query` matches everyone.
 */
export async function listEmployees(db: Db, query: EmployeesQuery): Promise<Employee[]> {
  const search = query.query?.trim();
  const rows = await listPeople(db, {
    enabled: query.account_enabled === undefined ? undefined : query.account_enabled === 'true',
    nameContains: search ? search : undefined,
  });
  return rows.map((row) => ({
    id: row.id,
    name: fullName(row),
    nameReverse: reversedName(row),
    jobTitle: row.jobTitle,
    email: row.email,
    accountEnabled: row.enabled,
  }));
}
