import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * Query parameters that carry sign-in secrets (the OAuth code and state) or tokens, and the ones whose value is
 * text a person typed: a lead's note to the employee, and the admin's name searches.
 */
const SECRET_QUERY_KEYS = new Set([
  'code',
  'state',
  'session_state',
  'id_token',
  'access_token',
  'code_verifier',
  // The secret of a calendar feed's address (GET /api/ical).
  'token',
  // PATCH /api/team/timesheets/{id}/reject?note= and unapprove?note=.
  'note',
  // GET /api/employees?query= and /api/admin/engagements?query=, and the users page's address (/admin/users?query=).
  'query',
  // GET /scim/v2/Users?filter=userName eq "...": the identity provider's lookups name people by email.
  'filter',
]);
const REDACTED = '[redacted]';

/** The URL as logged: secret query values replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const key of [...query.keys()]) {
    if (SECRET_QUERY_KEYS.has(key.toLowerCase())) {
      query.set(key, REDACTED);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${query.toString()}` : url;
}

interface DatabaseErrorFields {
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
}

/** A PostgreSQL (or PGlite) error: a five-character SQLSTATE and a severity. */
function isDatabaseError(error: unknown): error is Error & DatabaseErrorFields {
  const fields = error as DatabaseErrorFields | null;
  return (
    typeof fields?.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code) && fields.severity !== undefined
  );
}

/**
 * Database errors without the values they carry: Drizzle's message lists the statement's parameters (note
 * texts, comments), and PostgreSQL's message and detail quote the offending values. What stays is enough to
 * find the fault: the SQLSTATE, the constraint, table and column, and the parameterised statement.
 */
function databaseErrorSummary(error: unknown) {
  const query = error instanceof DrizzleQueryError ? error.query : undefined;
  const database = error instanceof DrizzleQueryError ? error.cause : error;
  if (!isDatabaseError(database) && query === undefined) return undefined;
  const fields: DatabaseErrorFields = isDatabaseError(database) ? database : {};
  return {
    type: 'DatabaseError',
    message: 'database error (values redacted)',
    code: fields.code,
    constraint: fields.constraint,
    table: fields.table,
    column: fields.column,
    routine: fields.routine,
    query,
    // The stack's first lines repeat the message; only the frames are kept.
    stack: ((error as Error).stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}

/** pino serializers for the app's logger: no sign-in secrets in request lines, no values in database errors. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
  err(error: Error) {
    return databaseErrorSummary(error) ?? pino.stdSerializers.err(error);
  },
};
