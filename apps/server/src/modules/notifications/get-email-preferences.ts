import {
  type EmailPreferencesResponse,
  emailTopicKinds,
  emailTopicSchema,
  TEAM_EMAIL_TOPICS,
} from '@timekeep/shared/schemas/notifications';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { type EmailPreferenceFacts, findEmailPreferenceFacts } from './email-preferences.queries';

/**
 * The topics offered to the person, in order, each emailed unless one of its kinds was turned off: the team's
 * topics only to leads (`manager`), budget alerts only to admins and engagement managers, integration alerts
 * (a webhook endpoint turned off) only to admins.
 */
export function emailPreferencesOf(actor: Actor, facts: EmailPreferenceFacts): EmailPreferencesResponse {
  const offered = emailTopicSchema.options.filter((topic) => {
    if (TEAM_EMAIL_TOPICS.includes(topic)) return actor.manager;
    if (topic === 'budget_alerts') return actor.roles.includes('admin') || facts.managesEngagement;
    if (topic === 'integration_alerts') return actor.roles.includes('admin');
    return true;
  });
  return {
    topics: offered.map((topic) => ({
      topic,
      email: !emailTopicKinds[topic].some((kind) => facts.optedOut.includes(kind)),
    })),
  };
}

/** GET /api/notifications/email_preferences: which of the topics offered to the caller they get by email. */
export async function getEmailPreferences(db: Db, actor: Actor): Promise<EmailPreferencesResponse> {
  return emailPreferencesOf(actor, await findEmailPreferenceFacts(db, actor.id));
}
