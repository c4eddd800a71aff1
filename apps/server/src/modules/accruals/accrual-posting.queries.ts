import { HOURS_PER_LEAVE_DAY } from '@timekeep/shared/schemas/time-off-ledger';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../core/reporting/report-sql';
import { isMostRecentDetail } from '../../core/time-off-details';
import type { Executor } from '../../db/client';
import { timeOffRequestDetails, timeOffRequests } from '../../db/schema';

// The accrual job's statements. Each handles every person at once (or one person, for a projection); the job
// runs them year by year in order: last year's carry-over into this one, its expiry, then this year's accruals.
// Every entry is posted once: the ledger's unique index on (person, type, kind, day) and ON CONFLICT DO NOTHING.

/** Which people: everyone, or one person (a projection of their balance). */
export type PostingScope = { personId: number | null };

const personFilter = (scope: PostingScope) =>
  scope.personId === null ? sql`TRUE` : sql`person.id = ${scope.personId}::int`;

/**
 * Each person's policy per leave type: their own assignment (none when it names no policy), else the default
 * for employees or contractors. People without a start date or no longer enabled accrue nothing.
 */
function assignedPolicies(scope: PostingScope): SQL {
  return sql`SELECT person.id AS person_id, person.employment_start_date AS start_date,
      person.employment_end_date AS end_date, policy.id AS policy_id, policy.reason, policy.frequency,
      policy.prorate, policy.balance_cap_days, policy.carry_over_cap_days, policy.carry_over_expires_on,
      greatest(person.employment_start_date + policy.waiting_days, policy.effective_from) AS eligible_from
    FROM people AS person
    CROSS JOIN accrual_policies AS policy
    LEFT JOIN person_accrual_policies AS own ON own.person_id = person.id AND own.reason = policy.reason
    WHERE person.enabled AND person.employment_start_date IS NOT NULL AND ${personFilter(scope)}
      AND (own.person_id IS NOT NULL AND own.policy_id = policy.id
        OR own.person_id IS NULL
          AND CASE WHEN person.contractor THEN policy.default_for_contractors ELSE policy.default_for_employees END)`;
}

/** Approved time off of a type taken by a person in `year`, starting on or before `through`. */
const takenThrough = (personId: SQL, reason: SQL, year: SQL, through: SQL) => sql`(
  SELECT coalesce(sum(${timeOffRequestDetails.hours}), 0)
  FROM ${timeOffRequests} JOIN ${timeOffRequestDetails} ON ${isMostRecentDetail}
  WHERE ${timeOffRequests.personId} = ${personId} AND ${timeOffRequestDetails.reason} = ${reason}
    AND ${timeOffRequests.status} = 'approved'
    AND ${timeOffRequests.startDate} BETWEEN make_date(${year}, 1, 1) AND ${through})`;

/** A person's ledger total of a type in `year`, entries effective on or before `through`. */
const postedThrough = (personId: SQL, reason: SQL, year: SQL, through: SQL) => sql`(
  SELECT coalesce(sum(entry.hours), 0) FROM time_off_ledger_entries AS entry
  WHERE entry.person_id = ${personId} AND entry.reason = ${reason} AND entry.year = ${year}
    AND entry.effective_on <= ${through})`;

/**
 * Last year's balance carried into `year` on 1 January, up to the policy's cap (all when it has none; a policy
 * whose cap is 0 carries nothing). What is left is the year's ledger less the approved time off taken in it.
 */
export async function postCarryOvers(executor: Executor, year: number, asOf: string, scope: PostingScope) {
  await executor.execute(sql`
    WITH assigned AS (${assignedPolicies(scope)})
    INSERT INTO time_off_ledger_entries (person_id, reason, year, kind, hours, effective_on, policy_id)
    SELECT assigned.person_id, assigned.reason, ${year}::int, 'carry_over',
      round(CASE WHEN assigned.carry_over_cap_days IS NULL THEN left_over.hours
        ELSE least(assigned.carry_over_cap_days * ${HOURS_PER_LEAVE_DAY}, left_over.hours) END, 4),
      make_date(${year}::int, 1, 1), assigned.policy_id
    FROM assigned
    CROSS JOIN LATERAL (SELECT greatest(0,
      ${postedThrough(sql`assigned.person_id`, sql`assigned.reason`, sql`${year - 1}::int`, sql`make_date(${year - 1}::int, 12, 31)`)}
      - ${takenThrough(sql`assigned.person_id`, sql`assigned.reason`, sql`${year - 1}::int`, sql`make_date(${year - 1}::int, 12, 31)`)}
    ) AS hours) AS left_over
    WHERE make_date(${year}::int, 1, 1) <= ${asOf}::date
      AND assigned.eligible_from <= make_date(${year - 1}::int, 12, 31)
      AND coalesce(assigned.carry_over_cap_days, 1) > 0
    ON CONFLICT (person_id, reason, kind, effective_on) WHERE kind <> 'adjustment' DO NOTHING`);
}

/**
 * What was carried into `year` and not taken by the policy's expiry day is gone at the end of that day: posted
 * the day after (`asOf` past it), dated on it. Time off taken up to then uses the carried days first.
 */
export async function postExpiries(executor: Executor, year: number, asOf: string, scope: PostingScope) {
  await executor.execute(sql`
    WITH assigned AS (${assignedPolicies(scope)}),
    expiring AS (
      SELECT carried.person_id, carried.reason, carried.hours, assigned.policy_id,
        to_date(${year}::int || '-' || assigned.carry_over_expires_on, 'YYYY-MM-DD') AS expires_on
      FROM time_off_ledger_entries AS carried
      JOIN assigned ON assigned.person_id = carried.person_id AND assigned.reason = carried.reason
      WHERE carried.kind = 'carry_over' AND carried.year = ${year}::int
        AND assigned.carry_over_expires_on IS NOT NULL)
    INSERT INTO time_off_ledger_entries (person_id, reason, year, kind, hours, effective_on, policy_id)
    SELECT expiring.person_id, expiring.reason, ${year}::int, 'expiry',
      -greatest(0, expiring.hours
        - ${takenThrough(sql`expiring.person_id`, sql`expiring.reason`, sql`${year}::int`, sql`expiring.expires_on`)}),
      expiring.expires_on, expiring.policy_id
    FROM expiring
    WHERE expiring.expires_on < ${asOf}::date
    ON CONFLICT (person_id, reason, kind, effective_on) WHERE kind <> 'adjustment' DO NOTHING`);
}

/**
 * The accruals of `year` due by `asOf` and not posted yet. Semi-monthly and monthly ones are posted on their
 * period's last day, a yearly one on 1 January (or the day the person becomes eligible). The rate is the step
 * of the person's tenure on that day, in days a year (8 hours a day) divided among the year's accruals; with
 * `prorate`, a period the person only partly worked or was eligible for earns that share of its days. With a
 * balance cap, each accrual is cut so the year's balance on its day (ledger less approved time off taken
 * until then, and the accruals before it in this run) does not pass the cap: a running figure, hence the
 * recursive part. A cut accrual is still posted (possibly 0), so it is never reconsidered.
 */
export async function postAccruals(executor: Executor, year: number, asOf: string, scope: PostingScope) {
  await executor.execute(sql`
    WITH RECURSIVE assigned AS (${assignedPolicies(scope)}),
    slots AS (
      SELECT assigned.*, slot.slot_start, slot.slot_end, slot.per_year,
        CASE WHEN assigned.frequency = 'yearly' THEN greatest(slot.slot_start, assigned.eligible_from)
          ELSE slot.slot_end END AS posted_on
      FROM assigned
      CROSS JOIN LATERAL (
        SELECT month::date AS slot_start, (month + interval '1 month' - interval '1 day')::date AS slot_end,
          12 AS per_year
        FROM generate_series(make_date(${year}::int, 1, 1), make_date(${year}::int, 12, 1), interval '1 month') AS month
        WHERE assigned.frequency = 'monthly'
        UNION ALL
        SELECT half.slot_start, half.slot_end, 24
        FROM generate_series(make_date(${year}::int, 1, 1), make_date(${year}::int, 12, 1), interval '1 month') AS month
        CROSS JOIN LATERAL (VALUES (month::date, month::date + 14),
          (month::date + 15, (month + interval '1 month' - interval '1 day')::date)) AS half (slot_start, slot_end)
        WHERE assigned.frequency = 'semi_monthly'
        UNION ALL
        SELECT make_date(${year}::int, 1, 1), make_date(${year}::int, 12, 31), 1
        WHERE assigned.frequency = 'yearly'
      ) AS slot
    ),
    due AS (
      SELECT slots.*,
        (SELECT step.days_per_year FROM accrual_policy_steps AS step
          WHERE step.policy_id = slots.policy_id
            AND step.after_years <= extract(year FROM age(slots.posted_on, slots.start_date))
          ORDER BY step.after_years DESC LIMIT 1) AS days_per_year,
        greatest(0, least(slots.slot_end, coalesce(slots.end_date, slots.slot_end))
          - greatest(slots.slot_start, slots.eligible_from) + 1) AS covered_days,
        slots.slot_end - slots.slot_start + 1 AS slot_days
      FROM slots
      WHERE slots.posted_on <= ${asOf}::date AND slots.eligible_from <= slots.slot_end
        AND (slots.end_date IS NULL OR slots.end_date >= slots.slot_start)
        AND NOT EXISTS (SELECT 1 FROM time_off_ledger_entries AS posted
          WHERE posted.person_id = slots.person_id AND posted.reason = slots.reason
            AND posted.kind = 'accrual' AND posted.effective_on = slots.posted_on)
    ),
    numbered AS (
      SELECT due.person_id, due.reason, due.policy_id, due.posted_on,
        row_number() OVER (PARTITION BY due.person_id, due.reason ORDER BY due.posted_on) AS position,
        round(coalesce(due.days_per_year, 0) * ${HOURS_PER_LEAVE_DAY} / due.per_year
          * CASE WHEN due.prorate THEN due.covered_days::numeric / due.slot_days ELSE 1 END, 4) AS earned,
        due.balance_cap_days * ${HOURS_PER_LEAVE_DAY} AS cap_hours,
        ${postedThrough(sql`due.person_id`, sql`due.reason`, sql`${year}::int`, sql`due.posted_on`)}
          - ${takenThrough(sql`due.person_id`, sql`due.reason`, sql`${year}::int`, sql`due.posted_on`)} AS balance_before
      FROM due
    ),
    capped (person_id, reason, position, posted_so_far, hours) AS (
      SELECT numbered.person_id, numbered.reason, numbered.position, cut.hours, cut.hours
      FROM numbered
      CROSS JOIN LATERAL (SELECT CASE WHEN numbered.cap_hours IS NULL THEN numbered.earned
        ELSE least(numbered.earned, greatest(0, numbered.cap_hours - numbered.balance_before)) END AS hours) AS cut
      WHERE numbered.position = 1
      UNION ALL
      SELECT numbered.person_id, numbered.reason, numbered.position, capped.posted_so_far + cut.hours, cut.hours
      FROM capped
      JOIN numbered ON numbered.person_id = capped.person_id AND numbered.reason = capped.reason
        AND numbered.position = capped.position + 1
      CROSS JOIN LATERAL (SELECT CASE WHEN numbered.cap_hours IS NULL THEN numbered.earned
        ELSE least(numbered.earned,
          greatest(0, numbered.cap_hours - numbered.balance_before - capped.posted_so_far)) END AS hours) AS cut
    )
    INSERT INTO time_off_ledger_entries (person_id, reason, year, kind, hours, effective_on, policy_id)
    SELECT numbered.person_id, numbered.reason, ${year}::int, 'accrual', capped.hours, numbered.posted_on,
      numbered.policy_id
    FROM capped
    JOIN numbered ON numbered.person_id = capped.person_id AND numbered.reason = capped.reason
      AND numbered.position = capped.position
    ON CONFLICT (person_id, reason, kind, effective_on) WHERE kind <> 'adjustment' DO NOTHING`);
}

/** The first year any policy accrues in: the job starts from it (a catch-up after downtime, a new policy). */
export async function firstAccrualYear(executor: Executor): Promise<number | null> {
  const [row] = rowsOf<{ year: number | null }>(
    await executor.execute(
      sql`SELECT min(extract(year FROM effective_from))::int AS year FROM accrual_policies`,
    ),
  );
  return row?.year ?? null;
}

/** One accrual run at a time: a second waits, then finds everything posted. */
export async function lockAccrualRun(executor: Executor) {
  await executor.execute(sql`SELECT pg_advisory_xact_lock(hashtext('timekeep.accruals'))`);
}
