import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { people } from '../db/schema';

/**
 * Takes the person's row lock for the rest of the transaction, so two requests of one person that check a
 * limit (time off against its balance and duplicates, exports against the three that may wait) are checked and
 * written one after the other, each then seeing the other's write. NO KEY UPDATE, not UPDATE: rows that name
 * the person (an approver's answer writing a notification to them) take KEY SHARE on it, and must not wait for
 * this lock while it waits for the request they hold.
 */
export async function lockPerson(executor: Executor, personId: number) {
  await executor.select({ id: people.id }).from(people).where(eq(people.id, personId)).for('no key update');
}
