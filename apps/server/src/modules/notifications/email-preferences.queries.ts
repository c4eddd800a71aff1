import type { NotificationKind } from '@timekeep/shared/schemas/notifications';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailOptOuts } from '../../db/schema';

/** The kinds of notification a person is not emailed. */
export async function listEmailOptOuts(executor: Executor, personId: number): Promise<NotificationKind[]> {
  const rows = await executor
    .select({ kind: emailOptOuts.kind })
    .from(emailOptOuts)
    .where(eq(emailOptOuts.personId, personId));
  return rows.map((row) => row.kind);
}

/** Emails these kinds to the person again: one statement, none when there are none. */
export async function deleteEmailOptOuts(
  executor: Executor,
  personId: number,
  kinds: readonly NotificationKind[],
): Promise<void> {
  if (kinds.length === 0) return;
  await executor
    .delete(emailOptOuts)
    .where(and(eq(emailOptOuts.personId, personId), inArray(emailOptOuts.kind, [...kinds])));
}

/** Stops emailing these kinds to the person (those already off stay so): one statement, none when there are none. */
export async function insertEmailOptOuts(
  executor: Executor,
  personId: number,
  kinds: readonly NotificationKind[],
): Promise<void> {
  if (kinds.length === 0) return;
  await executor
    .insert(emailOptOuts)
    .values(kinds.map((kind) => ({ personId, kind })))
    .onConflictDoNothing();
}
