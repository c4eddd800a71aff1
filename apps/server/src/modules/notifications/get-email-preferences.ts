import {
  type EmailPreferencesResponse,
  emailTopicKinds,
  emailTopicSchema,
  type NotificationKind,
} from '@timekeep/shared/schemas/notifications';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { listEmailOptOuts } from './email-preferences.queries';

/** Every topic, in order, emailed unless one of its kinds was turned off. */
export function emailPreferencesOf(optedOut: readonly NotificationKind[]): EmailPreferencesResponse {
  return {
    topics: emailTopicSchema.options.map((topic) => ({
      topic,
      email: !emailTopicKinds[topic].some((kind) => optedOut.includes(kind)),
    })),
  };
}

/** GET /api/notifications/email_preferences: which topics the caller gets by email. */
export async function getEmailPreferences(db: Db, actor: Actor): Promise<EmailPreferencesResponse> {
  return emailPreferencesOf(await listEmailOptOuts(db, actor.id));
}
