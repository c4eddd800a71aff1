import { type SQL, sql } from 'drizzle-orm';

/** A full name, "first last", in SQL as `fullName` writes it in JavaScript (null when either part is). */
export function fullNameOf(firstName: SQL, lastName: SQL): SQL {
  return sql`${firstName} || ' ' || ${lastName}`;
}
