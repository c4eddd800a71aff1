import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications, people } from '../../db/schema';
import { queueNotificationEmailsStatement } from './queue-notification-emails';
import type { NotificationDraft } from './workflow-notifications';

/**
 * The drafts as rows of a statement (arrays unnested): one statement whatever their number. A draft's
 * addressee is a person; the message goes to them, or to their team lead as the statement finds them.
 */
function draftRows(drafts: readonly NotificationDraft[]): SQL {
  return sql`SELECT * FROM unnest(
      ${sql.param(drafts.map((draft) => draft.about))}::int[],
      ${sql.param(drafts.map((draft) => draft.to === 'teamLead'))}::boolean[],
      ${sql.param(drafts.map((draft) => draft.kind))}::text[],
      ${sql.param(drafts.map((draft) => draft.actorId))}::int[],
      ${sql.param(drafts.map((draft) => draft.subject))}::text[],
      ${sql.param(drafts.map((draft) => draft.body))}::text[],
      ${sql.param(drafts.map((draft) => draft.link))}::text[],
      ${sql.param(drafts.map((draft) => JSON.stringify(draft.detail)))}::text[]
    ) AS draft(about_id, to_team_lead, kind, actor_id, subject, body, link, detail)`;
}

/**
 * The INSERT of the drafts' messages, as a statement or a data-modifying CTE of a larger one (`onlyIf`: a
 * condition on the enclosing statement, such as its write having matched). Who gets one: the addressee or
 * their current team lead, only while enabled, and never the person who acted (nobody is told of their own
 * step).
 */
export function insertNotifications(drafts: readonly NotificationDraft[], onlyIf: SQL): SQL {
  return sql`INSERT INTO ${notifications} (recipient_id, kind, actor_id, subject, body, link, detail)
    SELECT recipient.id, draft.kind, draft.actor_id, draft.subject, draft.body, draft.link, draft.detail::jsonb
    FROM (${draftRows(drafts)}) AS draft
    JOIN ${people} AS addressee ON addressee.id = draft.about_id
    JOIN ${people} AS recipient
      ON recipient.id = CASE WHEN draft.to_team_lead THEN addressee.team_lead_id ELSE addressee.id END
    WHERE recipient.enabled AND recipient.id IS DISTINCT FROM draft.actor_id AND (${onlyIf})`;
}

/**
 * The drafts' messages and the email job of each, as data-modifying CTEs (`notified AS (...),
 * notified_emails AS (...)`) of a larger statement: the email jobs exist exactly when the messages do.
 */
export async function notificationCtes(drafts: readonly NotificationDraft[], onlyIf: SQL) {
  return sql`notified AS (${insertNotifications(drafts, onlyIf)} RETURNING id),
    notified_emails AS (${await queueNotificationEmailsStatement(sql`SELECT id FROM notified`)})`;
}

/**
 * Writes the drafts' messages and queues their emails in ONE statement, inside the caller's transaction, and
 * answers how many were written. No drafts, no statement.
 */
export async function recordNotifications(
  executor: Executor,
  drafts: readonly NotificationDraft[],
  onlyIf: SQL = sql`TRUE`,
): Promise<number> {
  if (drafts.length === 0) return 0;
  const result = await executor.execute(
    sql`WITH ${await notificationCtes(drafts, onlyIf)} SELECT count(*)::int AS "written" FROM notified`,
  );
  return (result as unknown as { rows: { written: number }[] }).rows[0]?.written ?? 0;
}

/**
 * An `onlyIf` that writes a draft only when its recipient has no message of the same kind about the same
 * thing yet (equal `detail`): a reminder or digest run repeated writes nothing twice.
 */
export const unlessAlreadyWritten = sql`NOT EXISTS (SELECT 1 FROM ${notifications} AS written
    WHERE written.recipient_id = recipient.id AND written.kind = draft.kind
      AND written.detail = draft.detail::jsonb)`;
