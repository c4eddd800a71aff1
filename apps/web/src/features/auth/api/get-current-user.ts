import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CurrentUser, type UserResponse, userResponseSchema } from '@timekeep/shared/schemas/auth';
import { ApiError, apiCall } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/query-client';
import { signedInUser } from '../utils/session';

/** GET /api/user. A 401 means signed out and a permission_failed error means not enabled: both are answers, not failures. */
export async function getCurrentUser(): Promise<UserResponse> {
  try {
    return await apiCall('/api/user', userResponseSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { currentUser: null, error: null };
    if (error instanceof ApiError && error.code === 'permission_failed') {
      return { currentUser: null, error: 'permission_failed' };
    }
    throw error;
  }
}

export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: getCurrentUser,
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}

/** The signed-in user, for screens inside `RequireAuth`, which guarantees there is one. */
export function useSignedInUser(): CurrentUser {
  const { data } = useCurrentUser();
  const user = data ? signedInUser(data) : null;
  if (!user) throw new Error('useSignedInUser is only for screens inside RequireAuth');
  return user;
}
