import type { ApiScope, ApiScopeArea } from '@timekeep/shared/domain/api-scopes';

/**
 * Paths only a signed-in browser uses: sign-in and sign-out, and the making of tokens, webhooks and the SCIM
 * token (a token that makes tokens would outlive its own revocation). A token is refused there.
 */
const SESSION_ONLY = [
  '/api/auth/',
  '/api/signout',
  '/api/tokens',
  '/api/admin/service_tokens',
  '/api/admin/webhooks',
  '/api/admin/scim',
  '/api/dev/',
];

/** The area of each path, by its beginning; the first that matches wins, so the longer come first. */
const AREAS: readonly (readonly [string, ApiScopeArea])[] = [
  ['/api/admin/', 'admin'],
  ['/api/team', 'team'],
  ['/api/related_managers', 'team'],
  ['/api/stand_ins', 'team'],
  ['/api/ptos', 'time_off'],
  ['/api/timesheet_periods', 'company'],
  ['/api/timesheet', 'timesheets'],
  ['/api/code_alerts', 'timesheets'],
  ['/api/insights', 'reports'],
  ['/api/report_exports', 'reports'],
  ['/api/powerbi', 'reports'],
  ['/api/employees', 'company'],
  ['/api/clients', 'company'],
  ['/api/departments', 'company'],
  ['/api/engagements', 'company'],
  ['/api/projects', 'company'],
  ['/api/additional_projects', 'company'],
  ['/api/resources', 'company'],
  ['/api/holidays', 'company'],
  ['/api/config', 'account'],
  ['/api/user', 'account'],
  ['/api/notifications', 'account'],
  ['/api/calendar_feeds', 'account'],
  ['/api/openapi.json', 'account'],
];

const startsWithin = (url: string, prefix: string) =>
  url === prefix ||
  url.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) ||
  url.startsWith(`${prefix}_`);

/**
 * The scope a token needs for a route (`area:read` for GET and HEAD, `area:write` otherwise), or null when
 * no token may call it. The reports (`/api/..._report`) and their background exports are `reports`. A route of an area not listed here
 * is session-only, so a new area is closed to tokens until it is named.
 */
export function routeScope(method: string, url: string): ApiScope | null {
  if (SESSION_ONLY.some((prefix) => url.startsWith(prefix))) return null;
  const level = method === 'GET' || method === 'HEAD' ? 'read' : 'write';
  if (/^\/api\/[a-z_]+_report(\/|$)/.test(url)) return `reports:${level}`;
  const area = AREAS.find(([prefix]) => startsWithin(url, prefix))?.[1];
  return area ? `${area}:${level}` : null;
}
