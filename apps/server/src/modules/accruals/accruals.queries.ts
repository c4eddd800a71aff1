import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';
import type { AccrualPolicyInput, LedgerEntryKind } from '@timekeep/shared/schemas/time-off-ledger';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../core/reporting/report-sql';
import { isMostRecentDetail } from '../../core/time-off-details';
import type { Executor } from '../../db/client';
import {
  accrualPolicies,
  accrualPolicySteps,
  personAccrualPolicies,
  timeOffLedgerEntries,
  timeOffRequestDetails,
  timeOffRequests,
} from '../../db/schema';

export interface PolicyRow {
  id: number;
  name: string;
  reason: TimeOffReason;
  frequency: AccrualPolicyInput['frequency'];
  waitingDays: number;
  prorate: boolean;
  balanceCapDays: string | null;
  carryOverCapDays: string | null;
  carryOverExpiresOn: string | null;
  effectiveFrom: string;
  defaultForEmployees: boolean;
  defaultForContractors: boolean;
  steps: { afterYears: number; daysPerYear: string }[];
  peopleCount: number;
}

/** Whether `person` (an alias in the query) has `policy` for its leave type now: their own, or the default. */
const appliesTo = sql`(own.policy_id = policy.id OR own.person_id IS NULL
  AND CASE WHEN person.contractor THEN policy.default_for_contractors ELSE policy.default_for_employees END)`;

/** Every policy (or one) with its steps and how many enabled people it applies to: one statement. */
export async function listPolicies(executor: Executor, policyId?: number): Promise<PolicyRow[]> {
  const result = await executor.execute(sql`
    SELECT policy.id, policy.name, policy.reason, policy.frequency, policy.waiting_days AS "waitingDays",
      policy.prorate, policy.balance_cap_days::text AS "balanceCapDays",
      policy.carry_over_cap_days::text AS "carryOverCapDays", policy.carry_over_expires_on AS "carryOverExpiresOn",
      policy.effective_from::text AS "effectiveFrom", policy.default_for_employees AS "defaultForEmployees",
      policy.default_for_contractors AS "defaultForContractors",
      coalesce((SELECT json_agg(json_build_object('afterYears', step.after_years,
          'daysPerYear', step.days_per_year::text) ORDER BY step.after_years)
        FROM ${accrualPolicySteps} AS step WHERE step.policy_id = policy.id), '[]'::json) AS steps,
      (SELECT count(*)::int FROM people AS person
        LEFT JOIN ${personAccrualPolicies} AS own ON own.person_id = person.id AND own.reason = policy.reason
        WHERE person.enabled AND ${appliesTo}) AS "peopleCount"
    FROM ${accrualPolicies} AS policy
    WHERE ${policyId === undefined ? sql`TRUE` : sql`policy.id = ${policyId}::int`}
    ORDER BY lower(policy.name), policy.id`);
  return rowsOf<PolicyRow>(result);
}

const policyValues = (input: AccrualPolicyInput) => ({
  name: input.name,
  reason: input.type,
  frequency: input.frequency,
  waitingDays: input.waitingDays,
  prorate: input.prorate,
  balanceCapDays: input.balanceCapDays?.toFixed(2) ?? null,
  carryOverCapDays: input.carryOverCapDays?.toFixed(2) ?? null,
  carryOverExpiresOn: input.carryOverExpiresOn,
  effectiveFrom: input.effectiveFrom,
  defaultForEmployees: input.defaultForEmployees,
  defaultForContractors: input.defaultForContractors,
});

export async function insertPolicy(executor: Executor, input: AccrualPolicyInput): Promise<number> {
  const [row] = await executor
    .insert(accrualPolicies)
    .values(policyValues(input))
    .returning({ id: accrualPolicies.id });
  return row!.id;
}

/** Replaces the policy's fields; false when there is no such policy. */
export async function updatePolicy(executor: Executor, id: number, input: AccrualPolicyInput) {
  const rows = await executor
    .update(accrualPolicies)
    .set(policyValues(input))
    .where(eq(accrualPolicies.id, id))
    .returning({ id: accrualPolicies.id });
  return rows.length > 0;
}

/** The policy's steps become `steps`: two statements whatever their number. */
export async function replaceSteps(executor: Executor, policyId: number, steps: AccrualPolicyInput['steps']) {
  await executor.delete(accrualPolicySteps).where(eq(accrualPolicySteps.policyId, policyId));
  await executor.insert(accrualPolicySteps).values(
    steps.map((step) => ({
      policyId,
      afterYears: step.afterYears,
      daysPerYear: step.daysPerYear.toFixed(2),
    })),
  );
}

export async function lockPolicy(executor: Executor, id: number) {
  const [row] = await executor.select().from(accrualPolicies).where(eq(accrualPolicies.id, id)).for('update');
  return row;
}

/** Whether the policy posted anything to the ledger. */
export async function policyHasPosted(executor: Executor, id: number) {
  const [row] = await executor
    .select({ id: timeOffLedgerEntries.id })
    .from(timeOffLedgerEntries)
    .where(eq(timeOffLedgerEntries.policyId, id))
    .limit(1);
  return row !== undefined;
}

export async function deletePolicy(executor: Executor, id: number) {
  await executor.delete(accrualPolicies).where(eq(accrualPolicies.id, id));
}

/** The person's assignment for the type (their own row), if any. */
export async function findAssignment(executor: Executor, personId: number, reason: TimeOffReason) {
  const [row] = await executor
    .select()
    .from(personAccrualPolicies)
    .where(
      sql`${personAccrualPolicies.personId} = ${personId} AND ${personAccrualPolicies.reason} = ${reason}`,
    );
  return row;
}

export async function upsertAssignment(
  executor: Executor,
  values: { personId: number; reason: TimeOffReason; policyId: number | null },
) {
  await executor
    .insert(personAccrualPolicies)
    .values(values)
    .onConflictDoUpdate({
      target: [personAccrualPolicies.personId, personAccrualPolicies.reason],
      set: { policyId: values.policyId },
    });
}

export async function deleteAssignment(executor: Executor, personId: number, reason: TimeOffReason) {
  await executor
    .delete(personAccrualPolicies)
    .where(
      sql`${personAccrualPolicies.personId} = ${personId} AND ${personAccrualPolicies.reason} = ${reason}`,
    );
}

export interface PersonPolicyRow {
  reason: TimeOffReason;
  policyId: number | null;
  policyName: string | null;
  individual: boolean;
}

/**
 * The person's policy for each leave type that has one (by default or their own), and each type they opted
 * out of individually: one statement.
 */
export async function policiesOfPerson(executor: Executor, personId: number): Promise<PersonPolicyRow[]> {
  const result = await executor.execute(sql`
    SELECT own.reason, own.policy_id AS "policyId", policy.name AS "policyName", TRUE AS individual
    FROM ${personAccrualPolicies} AS own LEFT JOIN ${accrualPolicies} AS policy ON policy.id = own.policy_id
    WHERE own.person_id = ${personId}::int
    UNION ALL
    SELECT policy.reason, policy.id, policy.name, FALSE
    FROM people AS person
    JOIN ${accrualPolicies} AS policy
      ON CASE WHEN person.contractor THEN policy.default_for_contractors ELSE policy.default_for_employees END
    WHERE person.id = ${personId}::int AND NOT EXISTS (SELECT 1 FROM ${personAccrualPolicies} AS own
      WHERE own.person_id = person.id AND own.reason = policy.reason)
    ORDER BY 1`);
  return rowsOf<PersonPolicyRow>(result);
}

export interface LedgerLineRow {
  kind: LedgerEntryKind | 'taken';
  date: string;
  hours: string;
  balanceHours: string;
  note: string | null;
  policyName: string | null;
  endDate: string | null;
  byFirstName: string | null;
  byLastName: string | null;
}

/**
 * A person's balance of a type in a year, line by line: the ledger's entries and the approved time off taken
 * (a request counts in the year it starts, on its first day), oldest first, each with the balance after it.
 * One statement whatever the history's length.
 */
export async function ledgerLinesOf(
  executor: Executor,
  personId: number,
  reason: TimeOffReason,
  year: number,
) {
  const result = await executor.execute(sql`
    WITH detail AS (
      SELECT ${timeOffRequests.id} AS id, ${timeOffRequests.startDate} AS start_date,
        ${timeOffRequests.endDate} AS end_date, ${timeOffRequestDetails.hours} AS hours
      FROM ${timeOffRequests} JOIN ${timeOffRequestDetails} ON ${isMostRecentDetail}
      WHERE ${timeOffRequests.personId} = ${personId}::int AND ${timeOffRequestDetails.reason} = ${reason}
        AND extract(year FROM ${timeOffRequests.startDate}) = ${year}::int AND ${timeOffRequests.status} = 'approved'),
    line AS (
      SELECT entry.kind, entry.effective_on AS date, entry.hours, entry.note, policy.name AS policy_name,
        NULL::date AS end_date, author.first_name AS by_first_name, author.last_name AS by_last_name,
        entry.id AS ordinal, 0 AS source
      FROM ${timeOffLedgerEntries} AS entry
      LEFT JOIN ${accrualPolicies} AS policy ON policy.id = entry.policy_id
      LEFT JOIN people AS author ON author.id = entry.created_by
      WHERE entry.person_id = ${personId}::int AND entry.reason = ${reason} AND entry.year = ${year}::int
      UNION ALL
      SELECT 'taken', detail.start_date, -detail.hours, NULL, NULL, detail.end_date, NULL, NULL, detail.id, 1
      FROM detail)
    SELECT line.kind, line.date::text AS date, line.hours::text AS hours,
      (sum(line.hours) OVER (ORDER BY line.date, line.source, line.ordinal))::text AS "balanceHours",
      line.note, line.policy_name AS "policyName", line.end_date::text AS "endDate",
      line.by_first_name AS "byFirstName", line.by_last_name AS "byLastName"
    FROM line ORDER BY line.date, line.source, line.ordinal`);
  return rowsOf<LedgerLineRow>(result);
}

/** A person's name, for the ledger's heading; undefined when there is no such person. */
export async function findPersonName(executor: Executor, personId: number) {
  const [row] = rowsOf<{ firstName: string; lastName: string }>(
    await executor.execute(
      sql`SELECT first_name AS "firstName", last_name AS "lastName" FROM people WHERE id = ${personId}::int`,
    ),
  );
  return row;
}
