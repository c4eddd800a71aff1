import { useMutation } from '@tanstack/react-query';
import { signoutResponseSchema } from '@timekeep/shared/schemas/auth';
import { apiCall } from '../../../lib/api-client';

export function signOut() {
  return apiCall('/api/signout', signoutResponseSchema);
}

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
