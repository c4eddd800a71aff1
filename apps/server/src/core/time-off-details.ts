import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { people, timeOffRequestDetails, timeOffRequests } from '../db/schema';

/** Joins each request to its highest detail version (the "mostRecentDetail"). */
export const isMostRecentDetail = and(
  eq(timeOffRequestDetails.requestId, timeOffRequests.id),
  sql`NOT EXISTS (SELECT 1 FROM ${timeOffRequestDetails} AS newer_detail WHERE newer_detail.request_id = ${timeOffRequests.id} AND newer_detail.version > ${timeOffRequestDetails.version})`,
);

/**
 * Takes the person's row lock for the rest of the transaction, so two requests of one person are checked
 * and written one after the other: the duplicate and limit checks then see each other's writes. NO KEY
 * UPDATE, not UPDATE: rows that name the person (an approver's answer writing a notification to them) take
 * KEY SHARE on it, and must not wait for this lock while it waits for the request they hold.
 */
export async function lockPersonForTimeOff(executor: Executor, personId: number) {
  await executor.select({ id: people.id }).from(people).where(eq(people.id, personId)).for('no key update');
}
