import type { RoleFlags } from '@timekeep/shared/domain/roles';

/** Who may see each area; the header and the route guards both read these. */
export const routeAccess = {
  timesheets: (flags: RoleFlags) => flags.employee,
  timeOff: (flags: RoleFlags) => flags.employee && !flags.contractor,
  team: (flags: RoleFlags) => flags.manager,
  reports: (flags: RoleFlags) => flags.anyRole,
  biReports: (flags: RoleFlags) => flags.anyRole,
  admin: (flags: RoleFlags) => flags.admin,
} satisfies Record<string, (flags: RoleFlags) => boolean>;

export type AccessRule = (flags: RoleFlags) => boolean;
