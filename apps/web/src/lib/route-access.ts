import { mayViewPowerBi, type RoleFlags, roleRules } from '@timekeep/shared/domain/roles';
import { usePublicConfig } from './lookups/get-public-config';

/** What decides an area besides a person's roles: how the server is set up. */
export interface AreaSettings {
  /** Each Power BI embed token names the person (row-level security): the reports are for every role. */
  powerBiPerPersonTokens: boolean;
}

export type AreaRule = (flags: RoleFlags, settings: AreaSettings) => boolean;

/** Which shared rule opens each area; the header and the route guards both read this. */
export const routeAccess = {
  timesheets: roleRules.keepTimesheets,
  timeOff: roleRules.requestTimeOff,
  team: roleRules.leadTeam,
  reports: roleRules.runReports,
  biReports: (flags, settings) => mayViewPowerBi(flags, settings.powerBiPerPersonTokens),
  engagements: roleRules.administer,
  admin: roleRules.administer,
} satisfies Record<string, AreaRule>;

/** The server's settings for the areas, from its public configuration; undefined until it answers. */
export function useAreaSettings(): AreaSettings | undefined {
  const { data } = usePublicConfig();
  return data && { powerBiPerPersonTokens: data.powerBi.perPersonTokens };
}
