import { type SQL, sql } from 'drizzle-orm';

/** A timestamp column or expression as ISO 8601 text in UTC with milliseconds, as the API answers times. */
export function isoTimestamp(timestamp: SQL): SQL<string | null> {
  return sql<string | null>`to_char(${timestamp} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
