import type { Database } from './client';

/** What reading at length reads through: the replica while it is fit to, else the primary. */
export type ReadingDatabase = Pick<Database, 'db' | 'streamRows'>;

/**
 * Where reads that take long and need not see the reader's own last write go (issue 42): reports, their
 * exports, Insights and the audit browser. Asked once per request or job, so a replica that falls behind or
 * goes down is left for the primary from the next one on.
 */
export interface ReadingAtLength {
  database(): ReadingDatabase;
}

/** Every read on the one database: no replica configured, or the embedded database. */
export function primaryOnly(primary: ReadingDatabase): ReadingAtLength {
  return { database: () => primary };
}
