import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Employee, EmployeesQuery, employeesResponseSchema } from '@timekeep/shared/schemas/people';
import { apiCall } from '../api-client';
import { lookupKeys } from './query-keys';

/** GET /api/employees?account_enabled&query (admins only): people by last name, for the users list and the admin's forms. */
async function getEmployees(query: EmployeesQuery): Promise<Employee[]> {
  return (await apiCall<typeof employeesResponseSchema>('/api/employees', { query })).employees;
}

function employeesQueryOptions(query: EmployeesQuery) {
  return queryOptions({ queryKey: lookupKeys.employees(query), queryFn: () => getEmployees(query) });
}

/** Keeps the last list on screen while the next search loads, so typing a name does not flash a loader. */
export function useEmployees(query: EmployeesQuery) {
  return useQuery({ ...employeesQueryOptions(query), placeholderData: keepPreviousData });
}
