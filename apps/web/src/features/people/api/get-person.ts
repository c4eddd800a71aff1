import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPerson, adminPersonResponseSchema } from '@timekeep/shared/schemas/people';
import { apiCall } from '../../../lib/api-client';
import { peopleKeys } from './query-keys';

/** GET /api/admin/people/{id}: a person as the admin edits them, with whom they may view as. */
export async function getPerson(id: number): Promise<AdminPerson> {
  return (await apiCall<typeof adminPersonResponseSchema>(`/api/admin/people/${id}`)).person;
}

export function personQueryOptions(id: number) {
  return queryOptions({ queryKey: peopleKeys.person(id), queryFn: () => getPerson(id) });
}

export function usePerson(id: number) {
  return useQuery(personQueryOptions(id));
}
