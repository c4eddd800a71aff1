import type { RoleFlags } from '@timekeep/shared/domain/roles';
import { paths } from '../../lib/paths';
import { type AreaRule, type AreaSettings, routeAccess } from '../../lib/route-access';

export interface NavigationLink {
  to: string;
  label: string;
}

const areas: (NavigationLink & { canSee: AreaRule })[] = [
  { to: paths.timesheets(), label: 'Timesheets', canSee: routeAccess.timesheets },
  { to: paths.timeOff.root(), label: 'Time Off', canSee: routeAccess.timeOff },
  { to: paths.team.root(), label: 'Team', canSee: routeAccess.team },
  { to: paths.reports.root(), label: 'Reports', canSee: routeAccess.reports },
  { to: paths.biReports.root(), label: 'Power BI Reports', canSee: routeAccess.biReports },
  { to: paths.engagements.root(), label: 'Engagements', canSee: routeAccess.engagements },
  { to: paths.admin.root(), label: 'Admin', canSee: routeAccess.admin },
];

/** The header's area links this person may use, in menu order. */
export function navigationLinks(flags: RoleFlags, settings: AreaSettings): NavigationLink[] {
  return areas.filter((area) => area.canSee(flags, settings)).map(({ to, label }) => ({ to, label }));
}
