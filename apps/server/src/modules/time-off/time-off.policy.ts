import type { Actor } from '../../plugins/access';

/**
 * Record-level rule: only the person a request belongs to may edit or delete it. Others are answered as if
 * the request did not exist, so ids of other people's requests reveal nothing.
 */
export function canChangeTimeOffRequest(actor: Actor, request: { personId: number }): boolean {
  return request.personId === actor.id;
}
