import type { z } from 'zod';
import type { errorResponseSchema } from './schemas/error-response';

/**
 * Stable error codes of the API. The client branches on `code`, never on `message`.
 * Each code maps to exactly one HTTP status.
 */
export const errorStatus = {
  validation_failed: 400,
  not_authenticated: 401,
  permission_failed: 403,
  forbidden: 403,
  csrf_failed: 403,
  not_found: 404,
  method_not_allowed: 405,
  /**
   * The request named a host other than the app's (PUBLIC_URL) while the development sign-in or outbox is
   * on: another site's page that rebinds its name to this address reaches nothing.
   */
  misdirected_request: 421,
  /** The body is larger than the route takes (1 MB; the CSV imports 16 MiB). */
  payload_too_large: 413,
  unsupported_media_type: 415,
  conflict: 409,
  stale_version: 409,
  duplicate_request: 409,
  invalid_state: 409,
  /** The timesheet's period is closed: nothing about a timesheet of it changes until an admin reopens it. */
  period_closed: 409,
  /** A decision in bulk is undone within ten minutes of it, by its lead: this one is older. */
  undo_expired: 409,
  /** A decision in bulk is undone once: this one was already. */
  already_undone: 409,
  /** An accrual policy that posted accruals is part of the ledger's history: it is changed, not deleted. */
  policy_in_use: 409,
  limit_exceeded: 422,
  rule_violation: 422,
  rate_limited: 429,
  internal_error: 500,
  /** A capability that needs configuration the server does not have (Power BI without its Azure settings). */
  not_configured: 501,
  /** A service the server depends on (Power BI, Entra ID) refused or failed. */
  upstream_failed: 502,
  /** The database did not answer in time or lost its connection: retry after the Retry-After seconds. */
  database_unavailable: 503,
  /** This app server is shedding load (event loop or memory past its limit): retry after Retry-After. */
  overloaded: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;

export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Whether a response body is our error shape; plain checks, so the browser needs no zod to read errors. */
export function isErrorResponse(value: unknown): value is ErrorResponse {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const { error } = value;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, field } = error as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    typeof message === 'string' &&
    (field === undefined || typeof field === 'string')
  );
}
