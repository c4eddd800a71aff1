import { expect } from 'vitest';

/** Asserts an answer is the refusal named: its status, its stable error code and, when given, the field. */
export function expectRefusal(
  response: { statusCode: number; json(): unknown },
  status: number,
  code: string,
  field?: string,
) {
  expect(response.statusCode).toBe(status);
  expect((response.json() as { error: unknown }).error).toMatchObject({ code, ...(field ? { field } : {}) });
}
