import type { BudgetInput, BudgetKind } from '@timekeep/shared/schemas/budgets';
import { eq, type SQL, sql } from 'drizzle-orm';
import { queueNotificationEmailsStatement } from '../../core/notifications/queue-notification-emails';
import { type BudgetBurnRow, budgetBurnSql, countedEntriesOf } from '../../core/reporting/budget-burn';
import type { Executor } from '../../db/client';
import {
  engagementBudgetAlerts,
  engagementBudgets,
  engagementRoles,
  engagements,
  notifications,
  people,
  resources,
  submittedRoleHours,
  timesheetEntries,
  timesheetRows,
} from '../../db/schema';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type StoredBudget = typeof engagementBudgets.$inferSelect;

export async function engagementExists(executor: Executor, engagementId: number): Promise<boolean> {
  const found = await executor
    .select({ id: engagements.id })
    .from(engagements)
    .where(eq(engagements.id, engagementId));
  return found.length > 0;
}

export async function findBudget(
  executor: Executor,
  engagementId: number,
): Promise<StoredBudget | undefined> {
  const [budget] = await executor
    .select()
    .from(engagementBudgets)
    .where(eq(engagementBudgets.engagementId, engagementId));
  return budget;
}

/** The budget as the input sets it: the thresholds sorted, the defaults filled in. */
export type BudgetColumns = Pick<
  StoredBudget,
  'kind' | 'amount' | 'span' | 'thresholds' | 'refuseBeyondBudget'
>;

/** Inserts the engagement's budget, or replaces it at the revision given. */
export async function saveBudget(
  executor: Executor,
  engagementId: number,
  columns: BudgetColumns,
  revision: number,
): Promise<StoredBudget> {
  const values = { ...columns, revision, updatedAt: new Date() };
  const [saved] = await executor
    .insert(engagementBudgets)
    .values({ engagementId, ...values })
    .onConflictDoUpdate({ target: engagementBudgets.engagementId, set: values })
    .returning();
  return saved!;
}

export async function deleteBudget(
  executor: Executor,
  engagementId: number,
): Promise<StoredBudget | undefined> {
  const [deleted] = await executor
    .delete(engagementBudgets)
    .where(eq(engagementBudgets.engagementId, engagementId))
    .returning();
  return deleted;
}

/** The engagement's budget and its burn as of `today` (`budgetBurnSql`), or none without a budget. */
export async function findBudgetBurn(
  executor: Executor,
  engagementId: number,
  today: string,
): Promise<BudgetBurnRow | undefined> {
  const result = await executor.execute(
    budgetBurnSql(sql`${today}`, sql`${engagementBudgets.engagementId} = ${engagementId}`),
  );
  return rowsOf<BudgetBurnRow>(result)[0];
}

export interface BurnWeekRow {
  week_start: string;
  approved: string;
  pending: string;
}

/**
 * The burn over time, one statement: each Monday from the week of the engagement's first counted hours (a
 * monthly budget: from the week of the month's first day) to this week, with the approved and pending hours
 * (fees for a fees budget) up to the end of that week, cumulative. It counts what `budgetBurnSql` counts as of
 * `today` (approved and pending timesheets of periods started by then; a monthly budget only those of periods
 * starting this month), so the last week's figures are the budget's own. Hours dated after this week go in it.
 * Without a budget, the whole engagement in hours.
 */
export async function listBurnWeeks(
  executor: Executor,
  engagementId: number,
  today: string,
): Promise<BurnWeekRow[]> {
  const result = await executor.execute(sql`WITH burn_day AS (SELECT ${today}::date AS as_of),
    burn_budget AS (
      SELECT ${engagementId}::int AS engagement_id, coalesce(${engagementBudgets.kind}, 'hours') AS kind,
        CASE WHEN ${engagementBudgets.span} = 'month' THEN date_trunc('month', burn_day.as_of::timestamp)::date END
          AS span_start,
        burn_day.as_of, date_trunc('week', burn_day.as_of::timestamp)::date AS last_week
      FROM burn_day LEFT JOIN ${engagementBudgets} ON ${engagementBudgets.engagementId} = ${engagementId}
    ),
    burn_logged AS (
      SELECT least(date_trunc('week', ${timesheetEntries.date}::timestamp)::date, burn_budget.last_week) AS week_start,
        sum(CASE WHEN burn_budget.kind = 'fees' THEN ${timesheetEntries.hours} * ${engagementRoles.rate}
          ELSE ${timesheetEntries.hours} END) FILTER (WHERE ${submittedRoleHours.status} = 'approved') AS approved,
        sum(CASE WHEN burn_budget.kind = 'fees' THEN ${timesheetEntries.hours} * ${engagementRoles.rate}
          ELSE ${timesheetEntries.hours} END) FILTER (WHERE ${submittedRoleHours.status} = 'pending') AS pending
      FROM burn_budget ${countedEntriesOf(sql`burn_budget`)}
      GROUP BY 1
    ),
    burn_weeks AS (
      SELECT generate_series(
          coalesce(date_trunc('week', burn_budget.span_start::timestamp)::date,
            (SELECT min(week_start) FROM burn_logged)),
          burn_budget.last_week, interval '1 week')::date AS week_start
      FROM burn_budget
    )
    SELECT burn_weeks.week_start::text AS week_start,
      round(sum(coalesce(burn_logged.approved, 0)) OVER (ORDER BY burn_weeks.week_start), 2) AS approved,
      round(sum(coalesce(burn_logged.pending, 0)) OVER (ORDER BY burn_weeks.week_start), 2) AS pending
    FROM burn_weeks LEFT JOIN burn_logged ON burn_logged.week_start = burn_weeks.week_start
    ORDER BY burn_weeks.week_start`);
  return rowsOf<BurnWeekRow>(result);
}

/** The input's columns: thresholds sorted (default 80% and 100%), refusal off unless asked. */
export function budgetColumns(input: BudgetInput, defaults: readonly number[]): BudgetColumns {
  return {
    kind: input.kind,
    amount: input.amount.toFixed(2),
    span: input.span,
    thresholds: [...(input.thresholds ?? defaults)].sort((a, b) => a - b),
    refuseBeyondBudget: input.refuseBeyondBudget ?? false,
  };
}

/** What a row of a timesheet save logs to an engagement role (its resource) and its hours, exact decimal text. */
export interface SavedHours {
  resourceId: number;
  hours: string;
}

/** The engagement a save is refused on: what is left for this timesheet, in the budget's unit. */
export interface BeyondBudget {
  engagement_name: string;
  kind: BudgetKind;
  remaining: string;
}

/**
 * The as-of day of a timesheet's budgets: a whole-engagement budget counts the periods started by today or by
 * the timesheet's period, whichever is later; a monthly budget the periods starting in the month of the
 * timesheet's period (the month its first day is in), all of them.
 */
export function timesheetBudgetsAsOf(periodStart: SQL, today: SQL) {
  return {
    engagement: sql`greatest(${today}::date, ${periodStart}::date)`,
    month: sql`(date_trunc('month', ${periodStart}::date::timestamp) + interval '1 month - 1 day')::date`,
  };
}

/**
 * The burn (`budgetBurnSql`) of the budgets that `condition` names, each as of its timesheet's day
 * (`timesheetBudgetsAsOf`): a subquery of the columns of `budgetBurnSql`.
 */
export function timesheetBudgetBurnSql(periodStart: SQL, today: SQL, condition: SQL): SQL {
  const asOf = timesheetBudgetsAsOf(periodStart, today);
  return sql`(SELECT * FROM (${budgetBurnSql(asOf.engagement, sql`${engagementBudgets.span} = 'engagement' AND ${condition}`)}) AS whole_burn
    UNION ALL
    SELECT * FROM (${budgetBurnSql(asOf.month, sql`${engagementBudgets.span} = 'month' AND ${condition}`)}) AS month_burn)`;
}

/**
 * A timesheet row's budget as the grid shows it (`rowBudgetSchema`), as a JSON column for the statement that
 * reads the timesheet (null without a budget): the burn of the engagement's budget as of the timesheet's day
 * (`timesheetBudgetsAsOf`), over when approved and pending pass the amount. `remaining` is what a save's check
 * (`findSaveBeyondBudget`) calls remaining while the timesheet is editable.
 */
export function rowBudgetJson(engagementId: SQL, periodStart: SQL, today: SQL): SQL {
  return sql`(SELECT json_build_object('kind', row_burn.kind, 'remaining', row_burn.remaining,
      'percentWithPending', row_burn.percent_with_pending, 'overBudget', row_burn.percent_with_pending > 100,
      'refuseBeyondBudget', row_burn.refuse_beyond_budget)
    FROM ${timesheetBudgetBurnSql(periodStart, today, sql`${engagementBudgets.engagementId} = ${engagementId}`)} AS row_burn)`;
}

/**
 * The first engagement, by name, that a timesheet save would take past a budget that refuses hours beyond it,
 * in ONE statement: for each engagement the save logs to whose budget refuses, the others' approved and
 * pending (the budget's burn, as of the timesheet's day) plus what this timesheet will hold on it after the save
 * (the rows sent, and its closed rows, which a save keeps) passes the amount, AND that is more than it held
 * before (in the budget's unit: hours, or hours times each role's rate). `remaining` is the amount less the others' approved and pending: what this timesheet may hold on it.
 * The timesheet itself is never among the others: it is saved or submitted only while unsubmitted, rejected
 * or unapproved, which the burn does not count.
 */
export async function findSaveBeyondBudget(
  executor: Executor,
  save: { timesheetId: number | null; periodStart: string; today: string; rows: readonly SavedHours[] },
): Promise<BeyondBudget | undefined> {
  const result = await executor.execute(sql`WITH saved_input AS (
      SELECT * FROM unnest(${sql.param(save.rows.map((row) => row.resourceId))}::int[],
        ${sql.param(save.rows.map((row) => row.hours))}::numeric[]) AS input(resource_id, hours)
    ),
    saved AS (
      SELECT ${engagementRoles.engagementId} AS engagement_id, sum(saved_input.hours) AS hours,
        sum(saved_input.hours * ${engagementRoles.rate}) AS fees
      FROM saved_input
      JOIN ${resources} ON ${resources.id} = saved_input.resource_id
      JOIN ${engagementRoles} ON ${engagementRoles.id} = ${resources.engagementRoleId}
      GROUP BY ${engagementRoles.engagementId}
    ),
    held AS (
      SELECT ${engagementRoles.engagementId} AS engagement_id, sum(${timesheetEntries.hours}) AS hours,
        sum(${timesheetEntries.hours} * ${engagementRoles.rate}) AS fees,
        coalesce(sum(${timesheetEntries.hours}) FILTER (WHERE ${timesheetRows.state} = 'closed'), 0) AS closed_hours,
        coalesce(sum(${timesheetEntries.hours} * ${engagementRoles.rate})
          FILTER (WHERE ${timesheetRows.state} = 'closed'), 0) AS closed_fees
      FROM ${timesheetRows}
      JOIN ${timesheetEntries} ON ${timesheetEntries.rowId} = ${timesheetRows.id}
      JOIN ${resources} ON ${resources.id} = ${timesheetRows.resourceId}
      JOIN ${engagementRoles} ON ${engagementRoles.id} = ${resources.engagementRoleId}
      WHERE ${timesheetRows.timesheetId} = ${save.timesheetId}::int
      GROUP BY ${engagementRoles.engagementId}
    ),
    counted AS (
      SELECT burn.engagement_id, burn.kind, burn.amount, burn.approved + burn.pending AS others,
        CASE WHEN burn.kind = 'fees' THEN saved.fees + coalesce(held.closed_fees, 0)
          ELSE saved.hours + coalesce(held.closed_hours, 0) END AS saving,
        coalesce(CASE WHEN burn.kind = 'fees' THEN held.fees ELSE held.hours END, 0) AS holding
      FROM ${timesheetBudgetBurnSql(
        sql`${save.periodStart}`,
        sql`${save.today}`,
        sql`${engagementBudgets.refuseBeyondBudget}
          AND ${engagementBudgets.engagementId} IN (SELECT engagement_id FROM saved)`,
      )} AS burn
      JOIN saved ON saved.engagement_id = burn.engagement_id
      LEFT JOIN held ON held.engagement_id = burn.engagement_id
    )
    SELECT ${engagements.name} AS engagement_name, counted.kind, round(counted.amount - counted.others, 2) AS remaining
    FROM counted JOIN ${engagements} ON ${engagements.id} = counted.engagement_id
    WHERE counted.others + counted.saving > counted.amount AND counted.saving > counted.holding
    ORDER BY ${engagements.name}, ${engagements.id}
    LIMIT 1`);
  return rowsOf<BeyondBudget>(result)[0];
}

/**
 * Which budgets an alert run looks at: those of some engagements (as of today), or those of the engagements the
 * timesheets just approved log to (as of today, and a monthly budget also as of each period's month).
 */
export type AlertScope =
  | { engagementIds: readonly number[] }
  | { timesheetIds: readonly number[]; periodStarts: readonly string[] };

function alertCondition(scope: AlertScope): SQL {
  if ('engagementIds' in scope) {
    return sql`${engagementBudgets.engagementId} = ANY(${sql.param([...scope.engagementIds])}::int[])`;
  }
  return sql`${engagementBudgets.engagementId} IN (
    SELECT ${engagementRoles.engagementId} FROM ${timesheetRows}
    JOIN ${resources} ON ${resources.id} = ${timesheetRows.resourceId}
    JOIN ${engagementRoles} ON ${engagementRoles.id} = ${resources.engagementRoleId}
    WHERE ${timesheetRows.timesheetId} = ANY(${sql.param([...scope.timesheetIds])}::int[]))`;
}

/** A percentage as `budgetBurnText` writes it: one decimal at most, none when whole ('80', '95.5'). */
const percentText = (column: SQL) => sql`trim_scale(${column})::text || '%'`;

/**
 * Tells each threshold of APPROVED burn crossed (percent_approved >= threshold) once, in ONE statement for any
 * number of engagements: the burn of the scope's budgets (`budgetBurnSql`) as of today, and for a monthly
 * budget also as of the end of the month of each period given (an approval of last month's timesheet counts to
 * last month's budget); a row in `engagement_budget_alerts` per (engagement, revision, threshold, month: null
 * for a whole-engagement budget) inserted ON CONFLICT DO NOTHING, so a threshold already told is never told
 * again until the budget's revision changes; and for each engagement and month newly alerted, one message
 * naming the highest threshold newly crossed, to the engagement manager and every enabled admin (each once),
 * with its email job. Admins' messages open the engagement's page, the manager's the Budget report of its
 * project code. Answers how many thresholds were newly told.
 */
export async function insertThresholdAlerts(
  executor: Executor,
  scope: AlertScope,
  today: string,
): Promise<number> {
  const periodStarts = 'periodStarts' in scope ? [...new Set(scope.periodStarts)] : [];
  const result = await executor.execute(sql`WITH alert_day AS (
      SELECT ${today}::date AS as_of
      UNION
      SELECT (date_trunc('month', period_start::timestamp) + interval '1 month - 1 day')::date
      FROM unnest(${sql.param(periodStarts)}::date[]) AS period(period_start)
    ),
    alert_burn AS (
      SELECT DISTINCT ON (burn.engagement_id, burn.span_start) burn.*
      FROM alert_day CROSS JOIN LATERAL (${budgetBurnSql(sql`alert_day.as_of`, alertCondition(scope))}) AS burn
      WHERE burn.span = 'month' OR alert_day.as_of = ${today}::date
      ORDER BY burn.engagement_id, burn.span_start, burn.percent_approved DESC
    ),
    crossed AS (
      SELECT alert_burn.*, threshold
      FROM alert_burn CROSS JOIN unnest(alert_burn.thresholds) AS threshold
      WHERE alert_burn.percent_approved >= threshold
    ),
    alerted AS (
      INSERT INTO ${engagementBudgetAlerts} (engagement_id, revision, threshold, month)
      SELECT engagement_id, revision, threshold, span_start FROM crossed
      ON CONFLICT ON CONSTRAINT engagement_budget_alerts_once DO NOTHING
      RETURNING engagement_id, revision, threshold, month
    ),
    told AS (
      SELECT DISTINCT ON (crossed.engagement_id, crossed.span_start) crossed.*,
        ${engagements.name} AS engagement_name,
        ${engagements.engagementManagerId} AS manager_id
      FROM alerted
      JOIN crossed ON crossed.engagement_id = alerted.engagement_id AND crossed.threshold = alerted.threshold
        AND crossed.span_start IS NOT DISTINCT FROM alerted.month
      JOIN ${engagements} ON ${engagements.id} = crossed.engagement_id
      ORDER BY crossed.engagement_id, crossed.span_start, crossed.threshold DESC
    ),
    notified AS (
      INSERT INTO ${notifications} (recipient_id, kind, actor_id, subject, body, link, detail)
      SELECT recipient.id, 'budget_threshold', NULL,
        told.engagement_name || ' passed ' || told.threshold || '% of its budget'
          || coalesce(' for ' || to_char(told.span_start, 'FMMonth YYYY'), '') || ': '
          || ${percentText(sql`told.percent_approved`)} || ' approved, '
          || ${percentText(sql`told.percent_with_pending`)} || ' with pending.',
        NULL,
        CASE WHEN 'admin' = ANY(recipient.roles) THEN '/engagements/' || told.engagement_id
          ELSE '/reports/budget?projectId=' || told.engagement_id END,
        jsonb_build_object('engagementId', told.engagement_id, 'revision', told.revision,
          'threshold', told.threshold, 'month', told.span_start)
      FROM told JOIN ${people} AS recipient
        ON recipient.enabled AND (recipient.id = told.manager_id OR 'admin' = ANY(recipient.roles))
      RETURNING id
    ),
    notified_emails AS (${await queueNotificationEmailsStatement(sql`SELECT id FROM notified`)})
    SELECT count(*)::int AS told FROM alerted`);
  return rowsOf<{ told: number }>(result)[0]?.told ?? 0;
}

/** Forgets the thresholds told of an engagement's budget (it was deleted: a new one starts afresh). */
export async function deleteThresholdAlerts(executor: Executor, engagementId: number): Promise<void> {
  await executor.delete(engagementBudgetAlerts).where(eq(engagementBudgetAlerts.engagementId, engagementId));
}
