import type { FastifyRequest } from 'fastify';

/** The request's path percent-decoded, as the router reads it; the raw path when it does not decode. */
export function decodedPath(url: string): string {
  const path = url.split('?')[0]!;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The path the request reached: its route's (`/api/timesheet/:id`), or the decoded path when no route of its
 * own took it (the not-found handler, the static files' wildcard). Never the raw URL: the router decodes it, so
 * `/%61pi/user` reaches `/api/user`, and a hook testing the raw URL would skip it.
 */
export function routedPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  return route !== undefined && !route.includes('*') ? route : decodedPath(request.url);
}

/** Whether the request is for the API (its headers, session and CSRF rule), however its path was spelled. */
export function isApiRequest(request: FastifyRequest): boolean {
  return routedPath(request).startsWith('/api/');
}
