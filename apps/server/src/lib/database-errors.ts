/** PostgreSQL's codes for the constraint failures the app turns into answers. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const EXCLUSION_VIOLATION = '23P01';

interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
}

/** The driver's error behind Drizzle's wrapper (pg and PGlite both carry `code` and `constraint`). */
function fieldsOf(error: unknown): DatabaseErrorFields {
  const outer = error as DatabaseErrorFields & { cause?: DatabaseErrorFields };
  return outer?.code !== undefined ? outer : (outer?.cause ?? {});
}

function violates(error: unknown, code: string, constraint?: string): boolean {
  const fields = fieldsOf(error);
  return fields.code === code && (constraint === undefined || fields.constraint === constraint);
}

/** A unique index refused the write (the named one, when given). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return violates(error, UNIQUE_VIOLATION, constraint);
}

export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  return violates(error, FOREIGN_KEY_VIOLATION, constraint);
}

export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  return violates(error, EXCLUSION_VIOLATION, constraint);
}

/**
 * SQLSTATEs of a transaction the database rolled back because a concurrent one took the same rows in another
 * order (a deadlock) or could not be serialised with it: nothing of it was written, and the same request will
 * most likely succeed when sent again.
 */
const CONCURRENT_CHANGE_SQLSTATE = /^(40P01|40001)$/;

/** An error and its causes, outermost first (Drizzle wraps the driver's error), at most five deep. */
function errorChain(error: unknown): { code?: unknown; message?: unknown }[] {
  const chain: { code?: unknown; message?: unknown }[] = [];
  for (let current = error; current && chain.length < 5; current = (current as { cause?: unknown }).cause) {
    chain.push(current as { code?: unknown; message?: unknown });
  }
  return chain;
}

/** Whether an error is a transaction rolled back by a concurrent one, anywhere in its causes. */
export function isConcurrentChangeConflict(error: unknown): boolean {
  return errorChain(error).some(
    ({ code }) => typeof code === 'string' && CONCURRENT_CHANGE_SQLSTATE.test(code),
  );
}

/**
 * SQLSTATEs that say the database, not the statement, failed: connection exceptions (class 08), too many
 * connections, a statement cancelled by `statement_timeout`, and a backend shut down or terminated
 * (`pg_terminate_backend`, a restart). The same request may succeed a moment later.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|53300|57014|57P0[123])$/;
/** Socket errors of a database that cannot be reached. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
]);
/**
 * pg's own failures carry no code, only these messages: no free connection within the pool's timeout, a
 * connection lost mid-query, a client that lost its connection earlier, a pool already ended (shutdown).
 */
const UNAVAILABLE_DRIVER_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|is not queryable|Cannot use a pool after calling end/;

/** Whether an error means "the database cannot answer right now" (a retryable 503), anywhere in its causes. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorChain(error).some(
    ({ code, message }) =>
      (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) ||
      (typeof message === 'string' && UNAVAILABLE_DRIVER_MESSAGES.test(message)),
  );
}
