import type { TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import type { Actor } from '../../core/actor';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db } from '../../db/client';
import { presentTimeOffRequest } from './present-time-off-request';
import { findPastRequests, findUpcomingRequests } from './time-off.queries';

export async function listUpcomingRequests(db: Db, actor: Actor, today: string): Promise<TimeOffRequest[]> {
  const policyActor = policyActorOf(actor, today);
  return (await findUpcomingRequests(db, actor.id, today)).map((row) =>
    presentTimeOffRequest(row, policyActor),
  );
}

export async function listPastRequests(
  db: Db,
  actor: Actor,
  year: number,
  today: string,
): Promise<TimeOffRequest[]> {
  const policyActor = policyActorOf(actor, today);
  return (await findPastRequests(db, actor.id, year, today)).map((row) =>
    presentTimeOffRequest(row, policyActor),
  );
}
