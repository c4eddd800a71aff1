import {
  type EmailPreferencesBody,
  type EmailPreferencesResponse,
  emailTopicKinds,
  emailTopicSchema,
} from '@timekeep/shared/schemas/notifications';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import {
  deleteEmailOptOuts,
  findEmailPreferenceFacts,
  insertEmailOptOuts,
} from './email-preferences.queries';
import { emailPreferencesOf } from './get-email-preferences';

/**
 * PUT /api/notifications/email_preferences: turns the topics sent on or off, for the caller alone, in one
 * transaction (a statement for those turned on, one for those turned off, whatever their number); the others
 * keep their choice. Emails already queued follow it, as the worker reads it when it sends.
 */
export async function changeEmailPreferences(
  db: Db,
  actor: Actor,
  body: EmailPreferencesBody,
): Promise<EmailPreferencesResponse> {
  const kindsOf = (email: boolean) =>
    emailTopicSchema.options
      .filter((topic) => body.topics[topic] === email)
      .flatMap((topic) => emailTopicKinds[topic]);
  const facts = await db.transaction(async (tx) => {
    await deleteEmailOptOuts(tx, actor.id, kindsOf(true));
    await insertEmailOptOuts(tx, actor.id, kindsOf(false));
    return findEmailPreferenceFacts(tx, actor.id);
  });
  return emailPreferencesOf(actor, facts);
}
