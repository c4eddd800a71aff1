import { and, eq, sql } from 'drizzle-orm';
import { timeOffRequestDetails, timeOffRequests } from '../db/schema';

/** Joins each request to its highest detail version (the "mostRecentDetail"). */
export const isMostRecentDetail = and(
  eq(timeOffRequestDetails.requestId, timeOffRequests.id),
  sql`NOT EXISTS (SELECT 1 FROM ${timeOffRequestDetails} AS newer_detail WHERE newer_detail.request_id = ${timeOffRequests.id} AND newer_detail.version > ${timeOffRequestDetails.version})`,
);
