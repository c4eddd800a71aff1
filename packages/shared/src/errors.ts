import { z } from 'zod';

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
  unsupported_media_type: 415,
  conflict: 409,
  stale_version: 409,
  duplicate_request: 409,
  invalid_state: 409,
  limit_exceeded: 422,
  rule_violation: 422,
  rate_limited: 429,
  internal_error: 500,
  /** A capability that needs configuration the server does not have (Power BI without its Azure settings). */
  not_configured: 501,
  /** A service the server depends on (Power BI, Entra ID) refused or failed. */
  upstream_failed: 502,
  database_unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Which request field is at fault, as a dotted path, when one is. */
    field: z.string().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export function isErrorResponse(value: unknown): value is ErrorResponse {
  return errorResponseSchema.safeParse(value).success;
}
