import type { CurrentUser } from '../schemas/auth';

/** Flags of spec section 6, derived from the current user in one place for the server and the web app. */
export function roleFlags(user: Pick<CurrentUser, 'roles' | 'contractor' | 'manager'>) {
  return {
    loggedIn: user.roles.length > 0,
    admin: user.roles.includes('admin'),
    contractor: user.contractor,
    manager: user.manager,
    anyRole: user.roles.length > 0,
  };
}
export type RoleFlags = ReturnType<typeof roleFlags>;

/** Whether a safe, same-origin path was given as a post-sign-in target. */
export function isSafeReturnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !/[\r\n]/.test(path);
}
