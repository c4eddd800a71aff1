import { ApiError } from '../../../lib/api-client';

export const DEFAULT_ERROR_TEXT = 'Something went wrong';

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (Array.isArray(value)) {
    const texts = value.map(textOf).filter((text): text is string => text !== null);
    return texts.length > 0 ? texts.join(' ') : null;
  }
  if (value && typeof value === 'object' && 'message' in value) return textOf(value.message);
  return null;
}

/**
 * The text a Power BI screen shows for a failed call (spec section 7): the response's `errors` (a text, a
 * list of texts, or of objects with a `message`), else its `message`, else our `{ error: { message } }`,
 * else 'Something went wrong'.
 */
export function powerBiErrorText(error: unknown): string {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object')
    return DEFAULT_ERROR_TEXT;
  const body = error.body as { errors?: unknown; message?: unknown; error?: unknown };
  return textOf(body.errors) ?? textOf(body.message) ?? textOf(body.error) ?? DEFAULT_ERROR_TEXT;
}
