import { and, asc, eq, gte, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  auditLog,
  people,
  standInSettings,
  standIns,
  timeOffRequests,
  timesheetPeriods,
  timesheets,
} from '../../db/schema';

const lead = alias(people, 'lead');
const standIn = alias(people, 'stand_in_person');
const creator = alias(people, 'creator');

/** Whether the person of `personId` leads a team (an enabled person reports to them). */
const leadsTeam = (personId: SQL | number) => sql<boolean>`EXISTS (SELECT 1 FROM ${people} AS member
  WHERE member.team_lead_id = ${personId} AND member.enabled)`;

/** A stand-in range with the names it shows. */
const standInColumns = {
  id: standIns.id,
  leadId: standIns.leadId,
  leadFirstName: lead.firstName,
  leadLastName: lead.lastName,
  standInId: standIns.standInId,
  standInFirstName: standIn.firstName,
  standInLastName: standIn.lastName,
  startDate: standIns.startDate,
  endDate: standIns.endDate,
  endedEarlyAt: standIns.endedEarlyAt,
  createdById: standIns.createdBy,
  createdByFirstName: creator.firstName,
  createdByLastName: creator.lastName,
};

function selectStandIns(executor: Executor) {
  return executor
    .select(standInColumns)
    .from(standIns)
    .innerJoin(lead, eq(lead.id, standIns.leadId))
    .innerJoin(standIn, eq(standIn.id, standIns.standInId))
    .leftJoin(creator, eq(creator.id, standIns.createdBy));
}
export type StandInRow = Awaited<ReturnType<typeof findStandIn>> & {};

/**
 * The ranges that end on or after `since` (a UTC day), of the person as lead or stand-in (everyone's when
 * `personId` is null), by first day.
 */
export function listStandIns(executor: Executor, personId: number | null, since: string) {
  return selectStandIns(executor)
    .where(
      and(
        gte(standIns.endDate, since),
        personId === null ? undefined : or(eq(standIns.leadId, personId), eq(standIns.standInId, personId)),
      ),
    )
    .orderBy(asc(standIns.startDate), asc(standIns.id));
}

export async function findStandIn(executor: Executor, id: number) {
  const [row] = await selectStandIns(executor).where(eq(standIns.id, id));
  return row;
}

/** Whether the person leads a team now; locks their row, so two ranges for one lead are named one at a time. */
export async function lockLead(executor: Executor, leadId: number) {
  const [row] = await executor
    .select({ id: people.id, leadsTeam: leadsTeam(sql`${people.id}`) })
    .from(people)
    .where(eq(people.id, leadId))
    .for('update');
  return row;
}

/** A range of the lead's that shares a day with `startDate`..`endDate` and was not ended early, if any. */
export async function findOverlappingStandIn(
  executor: Executor,
  leadId: number,
  startDate: string,
  endDate: string,
) {
  const [row] = await executor
    .select({ id: standIns.id, startDate: standIns.startDate, endDate: standIns.endDate })
    .from(standIns)
    .where(
      and(
        eq(standIns.leadId, leadId),
        isNull(standIns.endedEarlyAt),
        lte(standIns.startDate, endDate),
        gte(standIns.endDate, startDate),
      ),
    )
    .limit(1);
  return row;
}

export async function insertStandIn(
  executor: Executor,
  range: { leadId: number; standInId: number; startDate: string; endDate: string; createdBy: number },
) {
  const [row] = await executor.insert(standIns).values(range).returning({ id: standIns.id });
  return row!.id;
}

export async function markEndedEarly(executor: Executor, id: number, at: string) {
  await executor
    .update(standIns)
    .set({ endedEarlyAt: sql`${at}::timestamptz` })
    .where(and(eq(standIns.id, id), isNull(standIns.endedEarlyAt)));
}

/**
 * Who may stand in for the lead, by name: enabled people with a role other than the lead who lead a team
 * themselves, or (with `anyEmployee`) any enabled employee. `onlyId` narrows it to one person (is this one
 * allowed?).
 */
export function listCandidates(executor: Executor, leadId: number, anyEmployee: boolean, onlyId?: number) {
  const eligible = anyEmployee
    ? sql`(${leadsTeam(sql`${people.id}`)} OR 'employee' = ANY(${people.roles}))`
    : leadsTeam(sql`${people.id}`);
  return executor
    .select({ id: people.id, firstName: people.firstName, lastName: people.lastName })
    .from(people)
    .where(
      and(
        eq(people.enabled, true),
        ne(people.id, leadId),
        sql`cardinality(${people.roles}) > 0`,
        eligible,
        onlyId === undefined ? undefined : eq(people.id, onlyId),
      ),
    )
    .orderBy(asc(people.lastName), asc(people.firstName), asc(people.id));
}

export async function readStandInSettings(executor: Executor) {
  const [row] = await executor.select({ anyEmployee: standInSettings.anyEmployee }).from(standInSettings);
  return { anyEmployee: row?.anyEmployee ?? false };
}

export async function writeStandInSettings(executor: Executor, anyEmployee: boolean) {
  await executor
    .insert(standInSettings)
    .values({ id: 1, anyEmployee })
    .onConflictDoUpdate({ target: standInSettings.id, set: { anyEmployee } });
}

/** A decision a stand-in took for the lead, as the digest lists it. */
export interface DigestDecision {
  action: string;
  firstName: string | null;
  lastName: string | null;
  /** The timesheet's period, or the time-off request's dates. */
  startDate: string | null;
  endDate: string | null;
}

export interface EndedStandIn {
  id: number;
  leadId: number;
  standInId: number;
  standInFirstName: string;
  standInLastName: string;
  startDate: string;
  endDate: string;
  /** Whether the range had begun when it ended (one ended early before its first day needs no digest). */
  began: boolean;
  decisions: DigestDecision[];
}

/**
 * Claims every range over by `at` (its last day passed, or ended early) whose lead was not told yet, marking
 * them told, and answers each with what the stand-in decided for the lead during it (from its first day, or
 * from when it was named if later, to its end), read from the audit log: ONE statement whatever their number. Rows another run holds are skipped, so two servers never claim
 * one range.
 */
export async function claimEndedStandIns(executor: Executor, at: string): Promise<EndedStandIn[]> {
  const today = sql`(${at}::timestamptz AT TIME ZONE 'UTC')::date`;
  const result = await executor.execute(sql`
    WITH due AS (
      SELECT id FROM ${standIns}
      WHERE digest_sent_at IS NULL AND (end_date < ${today} OR ended_early_at IS NOT NULL)
      ORDER BY id FOR UPDATE SKIP LOCKED),
    claimed AS (
      UPDATE ${standIns} AS range SET digest_sent_at = ${at}::timestamptz FROM due WHERE range.id = due.id
      RETURNING range.id, range.lead_id, range.stand_in_id, range.start_date, range.end_date, range.created_at,
        range.ended_early_at)
    SELECT claimed.id, claimed.lead_id AS "leadId", claimed.stand_in_id AS "standInId",
      stand_in.first_name AS "standInFirstName", stand_in.last_name AS "standInLastName",
      claimed.start_date::text AS "startDate", claimed.end_date::text AS "endDate",
      (claimed.ended_early_at IS NULL
        OR (claimed.ended_early_at AT TIME ZONE 'UTC')::date >= claimed.start_date) AS "began",
      (SELECT coalesce(json_agg(json_build_object('action', entry.action,
          'firstName', decided_for.first_name, 'lastName', decided_for.last_name,
          'startDate', coalesce(period.start_date, request.start_date)::text,
          'endDate', coalesce(period.end_date, request.end_date)::text) ORDER BY entry.id), '[]'::json)
        FROM ${auditLog} AS entry
        LEFT JOIN ${timesheets} AS timesheet
          ON entry.entity_type = 'timesheet' AND timesheet.id::text = entry.entity_id
        LEFT JOIN ${timesheetPeriods} AS period ON period.id = timesheet.period_id
        LEFT JOIN ${timeOffRequests} AS request
          ON entry.entity_type = 'time_off_request' AND request.id::text = entry.entity_id
        LEFT JOIN ${people} AS decided_for ON decided_for.id = coalesce(timesheet.person_id, request.person_id)
        WHERE entry.actor_id = claimed.stand_in_id AND entry.acting_for_id = claimed.lead_id
          AND entry.created_at >= greatest(claimed.created_at, claimed.start_date::timestamp AT TIME ZONE 'UTC')
          AND entry.created_at < coalesce(claimed.ended_early_at,
            (claimed.end_date + 1)::timestamp AT TIME ZONE 'UTC')) AS decisions
    FROM claimed JOIN ${people} AS stand_in ON stand_in.id = claimed.stand_in_id
    ORDER BY claimed.id`);
  return (result as unknown as { rows: EndedStandIn[] }).rows;
}
