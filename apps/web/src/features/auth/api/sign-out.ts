import { useMutation } from '@tanstack/react-query';
import type { signoutResponseSchema } from '@timekeep/shared/schemas/auth';
import { apiCall } from '../../../lib/api-client';

/** POST /api/signout (the server keeps the spec's GET, refused when another site starts it). */
export function signOut() {
  return apiCall<typeof signoutResponseSchema>('/api/signout', { method: 'POST' });
}

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
