import { isErrorResponse } from '@timekeep/shared/errors';
import type { z } from 'zod';

export const FALLBACK_MESSAGE = 'Request failed!';

/** A failed API call: the HTTP status, the stable error code when the server sent one, and its message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly field: string | undefined;
  /** The response's JSON body as sent, for callers that read more than our error shape (Power BI's `errors`). */
  readonly body: unknown;

  constructor(status: number, code: string | null, message: string, field?: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
    this.body = body;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
}

/** The same-origin URL of an API path with its query (unset values left out), e.g. for a download link. */
export function apiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** A failed answer as an `ApiError`: our error body's code and message when it has one. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  if (isErrorResponse(body)) {
    const { code, message, field } = body.error;
    return new ApiError(response.status, code, message, field, body);
  }
  return new ApiError(response.status, null, response.statusText || FALLBACK_MESSAGE, undefined, body);
}

/**
 * Calls the API on the same origin with the session cookie. Every state-changing call carries a JSON
 * body and `Content-Type: application/json`, which the server's CSRF rule requires.
 */
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  const method = options.method ?? 'GET';
  const sendsBody = method !== 'GET';
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      credentials: 'same-origin',
      headers: sendsBody
        ? { Accept: 'application/json', 'Content-Type': 'application/json' }
        : { Accept: 'application/json' },
      body: sendsBody ? JSON.stringify(options.body ?? {}) : undefined,
    });
  } catch {
    throw new ApiError(0, null, FALLBACK_MESSAGE);
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined;
  return readJson(response);
}

/**
 * Like `apiRequest`, typed by the shared contract of the response. The server already checked the answer
 * against that schema before sending it, so the browser does not load zod to check it again.
 */
export async function apiCall<Schema extends z.ZodType>(
  path: string,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  return (await apiRequest(path, options)) as z.output<Schema>;
}
