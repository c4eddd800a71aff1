import type { RoleFlags } from '@timekeep/shared/domain/roles';
import { type AreaRule, type AreaSettings, routeAccess } from '../../lib/route-access';

export interface NavigationLink {
  to: string;
  label: string;
}

const areas: (NavigationLink & { canSee: AreaRule })[] = [
  { to: '/timesheets', label: 'Timesheets', canSee: routeAccess.timesheets },
  { to: '/pto', label: 'Time Off', canSee: routeAccess.timeOff },
  { to: '/team', label: 'Team', canSee: routeAccess.team },
  { to: '/reports', label: 'Reports', canSee: routeAccess.reports },
  { to: '/power-bi-reports', label: 'Power BI Reports', canSee: routeAccess.biReports },
  { to: '/engagements', label: 'Engagements', canSee: routeAccess.engagements },
  { to: '/admin', label: 'Admin', canSee: routeAccess.admin },
];

/** The header's area links this person may use, in menu order. */
export function navigationLinks(flags: RoleFlags, settings: AreaSettings): NavigationLink[] {
  return areas.filter((area) => area.canSee(flags, settings)).map(({ to, label }) => ({ to, label }));
}
