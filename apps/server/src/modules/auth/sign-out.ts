import { recordAudit } from '../../core/audit';
import type { Db } from '../../db/client';
import { hashToken } from '../../lib/secret-tokens';
import { deleteSession, deleteSessionsOfPerson } from './auth.queries';

export async function signOut(db: Db, token: string, actorId: number) {
  await db.transaction(async (tx) => {
    await deleteSession(tx, hashToken(token));
    await recordAudit(tx, { actorId, action: 'sign_out', entityType: 'person', entityId: actorId });
  });
}

/**
 * Ends every session of the person, on whichever app server it was made (sessions live in the database):
 * a lost laptop or a shared computer left signed in. Answers how many sessions ended.
 */
export async function signOutEverywhere(db: Db, actorId: number) {
  return db.transaction(async (tx) => {
    const sessionsEnded = await deleteSessionsOfPerson(tx, actorId);
    await recordAudit(tx, {
      actorId,
      action: 'sign_out_everywhere',
      entityType: 'person',
      entityId: actorId,
      detail: { sessionsEnded },
    });
    return sessionsEnded;
  });
}
