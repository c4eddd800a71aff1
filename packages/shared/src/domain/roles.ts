import type { CurrentUser } from '../schemas/auth';

/** Flags of spec section 6, derived from the current user in one place for the server and the web app. */
export function roleFlags(user: Pick<CurrentUser, 'roles' | 'contractor' | 'manager'>) {
  return {
    loggedIn: user.roles.length > 0,
    admin: user.roles.includes('admin'),
    /** The reports-only role: every report for the whole company, nothing else. */
    reports: user.roles.includes('reports'),
    /** Keeps timesheets (and, unless a contractor, time off); reports-only people do not. */
    employee: user.roles.includes('employee'),
    contractor: user.contractor,
    manager: user.manager,
    anyRole: user.roles.length > 0,
  };
}
export type RoleFlags = ReturnType<typeof roleFlags>;

/**
 * What each kind of person may do, by role (spec section 6). The one place these rules live: the server's
 * route access, the web's header and its route guards all read them.
 */
export const roleRules = {
  /** Fill in timesheets: people with the employee role (contractors too). */
  keepTimesheets: (flags: RoleFlags) => flags.employee,
  /** Request time off: employees who are not contractors (the Time Off link is hidden from contractors). */
  requestTimeOff: (flags: RoleFlags) => flags.employee && !flags.contractor,
  /** The manager area: team leads. */
  leadTeam: (flags: RoleFlags) => flags.manager,
  /** Approve, reject, unapprove and submit on behalf: team leads for their teams, admins for anyone. */
  actOnTeams: (flags: RoleFlags) => flags.manager || flags.admin,
  /** Reports: anyone with a role (Power BI reports: `mayViewPowerBi`). */
  runReports: (flags: RoleFlags) => flags.anyRole,
  /** Reports over the whole company, rates included; everyone else's reports cover only what they may read. */
  readCompanyReports: (flags: RoleFlags) => flags.admin || flags.reports,
  /** The admin area. */
  administer: (flags: RoleFlags) => flags.admin,
} satisfies Record<string, (flags: RoleFlags) => boolean>;
export type RoleRule = (flags: RoleFlags) => boolean;

/**
 * Who may open the Power BI reports. The workspace's reports hold everyone's hours and rates, so while its
 * embed tokens carry no identity only those who read the whole company's reports may; with row-level
 * security (POWERBI_RLS_ROLES: each token names the person, the datasets keep their rows) anyone with a role.
 */
export function mayViewPowerBi(flags: RoleFlags, perPersonTokens: boolean): boolean {
  return perPersonTokens ? roleRules.runReports(flags) : roleRules.readCompanyReports(flags);
}

/** Where `/` leads: the timesheet for people who keep one, otherwise the reports. */
export function homePath(flags: RoleFlags): string {
  return roleRules.keepTimesheets(flags) ? '/timesheets' : '/reports';
}
