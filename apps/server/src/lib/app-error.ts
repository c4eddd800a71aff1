import { type ErrorCode, errorStatus } from '@timekeep/shared/errors';

/** An expected failure with a stable code; the error handler turns it into `{ error: { code, message, field } }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;

  constructor(code: ErrorCode, message: string, field?: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.field = field;
  }

  get statusCode(): number {
    return errorStatus[this.code];
  }
}
