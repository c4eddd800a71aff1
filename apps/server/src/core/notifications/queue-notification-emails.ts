import { type SQL, sql } from 'drizzle-orm';
import { drizzleQueryOf, jobProducer, QUEUES } from '../../db/job-queue';

export interface NotificationEmailJob {
  notificationId: number;
}

/**
 * Queues the email of each notification as one SQL statement to put in the larger one that writes them
 * (`notificationCtes`), so the jobs exist exactly when the notifications (and the change they tell of) do,
 * and queuing is one INSERT: a mail server that is down never fails or slows the change. One job per
 * notification: each retries, backs off and fails on its own, so one bad address never holds back, or
 * re-sends, the others. `WITH written AS (INSERT INTO notifications ... RETURNING id), emails AS (${statement})
 * ...`, given `SELECT id FROM written`. `notificationIds` is any query of one column of notification ids;
 * when it finds none, nothing is queued. The INSERT is pg-boss's own (its `insert`, captured rather than
 * run), so the jobs get the queue's retry policy as any other.
 */
/** pg-boss's INSERT of jobs, split around its `json_to_recordset($1)`: the same every time, so captured once. */
let jobsStatement: Promise<{ before: string; after: string; values: unknown[] }> | undefined;

function capturedJobsStatement() {
  jobsStatement ??= (async () => {
    let captured: { text: string; values: unknown[] } | undefined;
    await jobProducer.insert([], {
      db: {
        executeSql: async (text, values) => {
          captured = { text, values };
          return { rows: [] };
        },
      },
    });
    if (!captured) throw new Error('pg-boss wrote no jobs statement');
    const [before, ...rest] = captured.text.split('json_to_recordset($1)');
    if (rest.length !== 1)
      throw new Error("pg-boss's jobs statement changed: json_to_recordset($1) not found once");
    return { before: before!, after: rest[0]!, values: captured.values };
  })();
  return jobsStatement;
}

export async function queueNotificationEmailsStatement(notificationIds: SQL): Promise<SQL> {
  const { before, after, values } = await capturedJobsStatement();
  const jobs = sql`(SELECT coalesce(json_agg(json_build_object(
      'name', ${QUEUES.notificationEmail.name}::text,
      'data', json_build_object('notificationId', notification.id)
    )), '[]'::json) FROM (${notificationIds}) AS notification(id))`;
  // $1 is the jobs as JSON: here a subquery of the enclosing statement rather than a value.
  return sql`${drizzleQueryOf(before, values)}json_to_recordset(${jobs})${drizzleQueryOf(after, values)}`;
}
