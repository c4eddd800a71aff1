import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Employee, type EmployeesQuery, employeesResponseSchema } from '@timekeep/shared/schemas/admin';
import { apiCall } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/employees?account_enabled&query: the users list, by last name. */
export async function getEmployees(query: EmployeesQuery): Promise<Employee[]> {
  return (await apiCall('/api/employees', employeesResponseSchema, { query })).employees;
}

export function employeesQueryOptions(query: EmployeesQuery) {
  return queryOptions({ queryKey: adminKeys.employees(query), queryFn: () => getEmployees(query) });
}

/** Keeps the last list on screen while the next search loads, so typing a name does not flash a loader. */
export function useEmployees(query: EmployeesQuery) {
  return useQuery({ ...employeesQueryOptions(query), placeholderData: keepPreviousData });
}
