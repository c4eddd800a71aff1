import { safeReturnPath } from '@timekeep/shared/domain/return-path';
import type { UserResponse } from '@timekeep/shared/schemas/auth';
import { signedInUser } from '../../../lib/lookups/get-current-user';
import { paths } from '../../../lib/paths';

/** Signed in at the identity provider but not enabled for this application. */
export function isPermissionFailed(response: UserResponse): boolean {
  return (
    response.error === 'permission_failed' ||
    (response.currentUser !== null && signedInUser(response) === null)
  );
}

/** Where to go after signing in: the `redirect` query value when it stays on this origin, else home. */
export function returnPath(redirect: string | null, origin = window.location.origin): string {
  return safeReturnPath(redirect, origin);
}

export function singleSignOnUrl(returnTo: string): string {
  return `/api/auth/login?return_to=${encodeURIComponent(returnTo)}`;
}

export function loginPath(originalPath: string): string {
  return `${paths.login()}?redirect=${encodeURIComponent(originalPath)}`;
}
