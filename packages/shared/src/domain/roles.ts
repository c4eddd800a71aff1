import type { CurrentUser } from '../schemas/auth';

/** Flags of spec section 6, derived from the current user in one place for the server and the web app. */
export function roleFlags(user: Pick<CurrentUser, 'roles' | 'contractor' | 'manager'>) {
  return {
    loggedIn: user.roles.length > 0,
    admin: user.roles.includes('admin'),
    /** Keeps timesheets (and, unless a contractor, time off); reports-only people do not. */
    employee: user.roles.includes('employee'),
    contractor: user.contractor,
    manager: user.manager,
    anyRole: user.roles.length > 0,
  };
}
export type RoleFlags = ReturnType<typeof roleFlags>;

/** Where `/` leads: the timesheet for people who keep one, otherwise the reports. */
export function homePath(flags: RoleFlags): string {
  return flags.employee ? '/timesheets' : '/reports';
}
