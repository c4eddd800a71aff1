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
