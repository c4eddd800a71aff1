/**
 * What an API token may reach (issue 41): an area of the API and read (GET) or write (everything else). A
 * token acts as its owner, so a scope never grants more than the owner may do; it only narrows it.
 */
export const apiScopeAreas = [
  'timesheets',
  'time_off',
  'team',
  'company',
  'reports',
  'account',
  'admin',
] as const;
export type ApiScopeArea = (typeof apiScopeAreas)[number];
export type ApiScopeLevel = 'read' | 'write';
export type ApiScope = `${ApiScopeArea}:${ApiScopeLevel}`;

/** Every scope there is, each area read then write. */
export const apiScopes: readonly ApiScope[] = apiScopeAreas.flatMap((area) => [
  `${area}:read` as const,
  `${area}:write` as const,
]);

/** What each area holds, for the service token form and the OpenAPI document. */
export const apiScopeAreaLabels: Record<ApiScopeArea, string> = {
  timesheets: 'Own timesheets and code alerts',
  time_off: 'Own time off and balances',
  team: 'Team timesheets and time off, stand-ins',
  company: 'People, clients, engagements, projects, holidays and periods',
  reports: 'Reports, Insights and Power BI',
  account: 'Profile, notifications and calendar feeds',
  admin: 'The admin area',
};

/** A personal token is read-only (every area's read) or read-write (every scope). */
export type PersonalTokenAccess = 'read' | 'write';
export const PERSONAL_TOKEN_SCOPES: Record<PersonalTokenAccess, readonly string[]> = {
  read: ['*:read'],
  write: ['*:read', '*:write'],
};

/** Whether scopes held by a token (`area:level`, or `*:level` for every area) include the one asked for. */
export function scopesInclude(held: readonly string[], wanted: ApiScope): boolean {
  const level = wanted.split(':')[1];
  return held.includes(wanted) || held.includes(`*:${level}`);
}

/** The longest a token lives: a year. */
export const API_TOKEN_MAX_DAYS = 365;
