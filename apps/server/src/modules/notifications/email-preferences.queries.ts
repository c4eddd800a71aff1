import type { NotificationKind } from '@timekeep/shared/schemas/notifications';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailOptOuts, engagements } from '../../db/schema';

/** What a person's email preferences are made of. */
export interface EmailPreferenceFacts {
  /** The kinds of notification they are not emailed. */
  optedOut: NotificationKind[];
  /** Whether they manage an engagement, and so are told of its budget. */
  managesEngagement: boolean;
}

/** A person's opted-out kinds and whether they manage an engagement: one statement. */
export async function findEmailPreferenceFacts(
  executor: Executor,
  personId: number,
): Promise<EmailPreferenceFacts> {
  const [facts] = await executor
    .select({
      optedOut: sql<NotificationKind[]>`ARRAY(SELECT ${emailOptOuts.kind} FROM ${emailOptOuts}
        WHERE ${emailOptOuts.personId} = ${personId})`,
      managesEngagement: sql<boolean>`EXISTS (SELECT 1 FROM ${engagements}
        WHERE ${engagements.engagementManagerId} = ${personId})`,
    })
    .from(sql`(SELECT 1) AS one`);
  return facts!;
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
