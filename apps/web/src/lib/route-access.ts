import { type RoleRule, roleRules } from '@timekeep/shared/domain/roles';

/** Which shared role rule opens each area; the header and the route guards both read this. */
export const routeAccess = {
  timesheets: roleRules.keepTimesheets,
  timeOff: roleRules.requestTimeOff,
  team: roleRules.leadTeam,
  reports: roleRules.runReports,
  biReports: roleRules.runReports,
  engagements: roleRules.administer,
  admin: roleRules.administer,
} satisfies Record<string, RoleRule>;
