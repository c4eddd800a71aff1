import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleFlags } from '@timekeep/shared/domain/roles';
import type { CurrentUser, UserResponse, userResponseSchema } from '@timekeep/shared/schemas/auth';
import { ApiError, apiCall } from '../api-client';
import { lookupKeys } from './query-keys';

/** GET /api/user. A 401 means signed out and a permission_failed error means not enabled: both are answers, not failures. */
export async function getCurrentUser(): Promise<UserResponse> {
  try {
    return await apiCall<typeof userResponseSchema>('/api/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { currentUser: null, error: null };
    if (error instanceof ApiError && error.code === 'permission_failed') {
      return { currentUser: null, error: 'permission_failed' };
    }
    throw error;
  }
}

export const currentUserQueryOptions = queryOptions({
  queryKey: lookupKeys.currentUser,
  queryFn: getCurrentUser,
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}

/** The user when signed in with at least one role (spec section 6: "logged in"), otherwise null. */
export function signedInUser(response: UserResponse): CurrentUser | null {
  const user = response.currentUser;
  return user && roleFlags(user).loggedIn ? user : null;
}

/** The signed-in user, for screens inside `RequireAuth`, which guarantees there is one. */
export function useSignedInUser(): CurrentUser {
  const { data } = useCurrentUser();
  const user = data ? signedInUser(data) : null;
  if (!user) throw new Error('useSignedInUser is only for screens inside RequireAuth');
  return user;
}
