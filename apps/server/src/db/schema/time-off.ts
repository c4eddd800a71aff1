import { type CalendarFeedKind, calendarFeedKindSchema } from '@timekeep/shared/schemas/calendar-feeds';
import {
  type TimeframeType,
  type TimeOffReason,
  type TimeOffStatus,
  timeOffReasonSchema,
  timeOffStatusSchema,
} from '@timekeep/shared/schemas/time-off';
import {
  type AccrualFrequency,
  accrualFrequencySchema,
  type LedgerEntryKind,
  ledgerEntryKindSchema,
} from '@timekeep/shared/schemas/time-off-ledger';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { people } from './people';

// The allowed values come from the API contract, so the database checks and the API cannot drift apart.
export const timeOffReasons = timeOffReasonSchema.options;
export const timeOffStatuses = timeOffStatusSchema.options;

const reasonList = sql.raw(timeOffReasons.map((s) => `'${s}'`).join(', '));
const statusList = sql.raw(timeOffStatuses.map((s) => `'${s}'`).join(', '));
const frequencyList = sql.raw(accrualFrequencySchema.options.map((s) => `'${s}'`).join(', '));
const ledgerKindList = sql.raw(ledgerEntryKindSchema.options.map((s) => `'${s}'`).join(', '));
const feedKindList = sql.raw(calendarFeedKindSchema.options.map((s) => `'${s}'`).join(', '));

/**
 * A time-off request. Its current dates and status are kept here (so overlaps can be found and locked on
 * one table); every change is also written as a new detail version.
 */
export const timeOffRequests = pgTable(
  'time_off_requests',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    status: text('status').$type<TimeOffStatus>().notNull().default('pending'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('time_off_requests_person_dates_idx').on(t.personId, t.startDate),
    check('time_off_requests_status', sql`${t.status} IN (${statusList})`),
    check('time_off_requests_dates', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** Every version of a request's details; the highest version is the "mostRecentDetail". */
export const timeOffRequestDetails = pgTable(
  'time_off_request_details',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => timeOffRequests.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    reason: text('reason').$type<TimeOffReason>().notNull(),
    status: text('status').$type<TimeOffStatus>().notNull(),
    timeframeType: text('timeframe_type').$type<TimeframeType>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    hours: numeric('hours', { precision: 7, scale: 2 }).notNull(),
    hoursWorkday: integer('hours_workday').notNull().default(8),
    includeWeekends: boolean('include_weekends').notNull().default(false),
    comment: text('comment').notNull(),
    managerComment: text('manager_comment'),
    managerId: integer('manager_id').references(() => people.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => people.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('time_off_request_details_version_unique').on(t.requestId, t.version),
    check('time_off_request_details_reason', sql`${t.reason} IN (${reasonList})`),
    check('time_off_request_details_status', sql`${t.status} IN (${statusList})`),
    check('time_off_request_details_timeframe', sql`${t.timeframeType} IN ('partial_day', 'multiple_days')`),
    check('time_off_request_details_hours', sql`${t.hours} > 0`),
    check('time_off_request_details_workday', sql`${t.hoursWorkday} IN (8, 10, 12, 14)`),
    check('time_off_request_details_comment', sql`char_length(${t.comment}) BETWEEN 1 AND 200`),
    check(
      'time_off_request_details_manager_comment',
      sql`${t.managerComment} IS NULL OR char_length(${t.managerComment}) <= 200`,
    ),
    check('time_off_request_details_dates', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * An accrual policy for one leave type: `daysPerYear` of its steps (by years of tenure) accrue at `frequency`
 * from `waitingDays` after the start date, prorated for a start or end mid-way when `prorate`; no accrual takes
 * the year's balance past `balanceCapDays`. On 1 January at most `carryOverCapDays` of last year's balance
 * carries over (none when 0, all when null), and what was carried expires on `carryOverExpiresOn` ('MM-DD') of
 * the new year. Nothing accrues before `effectiveFrom`. By default a policy applies to employees and/or
 * contractors; `person_accrual_policies` overrides that per person.
 */
export const accrualPolicies = pgTable(
  'accrual_policies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    reason: text('reason').$type<TimeOffReason>().notNull(),
    frequency: text('frequency').$type<AccrualFrequency>().notNull(),
    waitingDays: integer('waiting_days').notNull().default(0),
    prorate: boolean('prorate').notNull().default(true),
    balanceCapDays: numeric('balance_cap_days', { precision: 6, scale: 2 }),
    carryOverCapDays: numeric('carry_over_cap_days', { precision: 6, scale: 2 }),
    carryOverExpiresOn: text('carry_over_expires_on'),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    defaultForEmployees: boolean('default_for_employees').notNull().default(false),
    defaultForContractors: boolean('default_for_contractors').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accrual_policies_name_unique').on(sql`lower(${t.name})`),
    // One default per leave type for each kind of person.
    uniqueIndex('accrual_policies_employee_default_unique').on(t.reason).where(sql`${t.defaultForEmployees}`),
    uniqueIndex('accrual_policies_contractor_default_unique')
      .on(t.reason)
      .where(sql`${t.defaultForContractors}`),
    check('accrual_policies_reason', sql`${t.reason} IN (${reasonList})`),
    check('accrual_policies_frequency', sql`${t.frequency} IN (${frequencyList})`),
    check('accrual_policies_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 100`),
    check('accrual_policies_waiting_days', sql`${t.waitingDays} BETWEEN 0 AND 3660`),
    check(
      'accrual_policies_caps',
      sql`coalesce(${t.balanceCapDays}, 0) >= 0 AND coalesce(${t.carryOverCapDays}, 0) >= 0`,
    ),
    check(
      'accrual_policies_expiry',
      sql`${t.carryOverExpiresOn} IS NULL OR ${t.carryOverExpiresOn} ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'`,
    ),
  ],
);

/** A policy's rate from `afterYears` of tenure on (step 0 is the starting rate). */
export const accrualPolicySteps = pgTable(
  'accrual_policy_steps',
  {
    policyId: integer('policy_id')
      .notNull()
      .references(() => accrualPolicies.id, { onDelete: 'cascade' }),
    afterYears: integer('after_years').notNull(),
    daysPerYear: numeric('days_per_year', { precision: 6, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.policyId, t.afterYears] }),
    check('accrual_policy_steps_years', sql`${t.afterYears} BETWEEN 0 AND 60`),
    check('accrual_policy_steps_days', sql`${t.daysPerYear} >= 0 AND ${t.daysPerYear} <= 366`),
  ],
);

/** A person's own policy for a leave type, over the defaults; `policyId` null: no accrual of that type. */
export const personAccrualPolicies = pgTable(
  'person_accrual_policies',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<TimeOffReason>().notNull(),
    policyId: integer('policy_id').references(() => accrualPolicies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.personId, t.reason] }),
    check('person_accrual_policies_reason', sql`${t.reason} IN (${reasonList})`),
  ],
);

/**
 * The balance ledger: a person's balance of a leave type in a year is the sum of its entries (hours, signed)
 * less the approved time off taken. Accruals, carry-overs and expiries are posted by the accrual job, once
 * each (the partial unique index); adjustments are an admin's, with a note.
 */
export const timeOffLedgerEntries = pgTable(
  'time_off_ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<TimeOffReason>().notNull(),
    year: integer('year').notNull(),
    kind: text('kind').$type<LedgerEntryKind>().notNull(),
    hours: numeric('hours', { precision: 10, scale: 4 }).notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    policyId: integer('policy_id').references(() => accrualPolicies.id, { onDelete: 'set null' }),
    note: text('note'),
    createdBy: integer('created_by').references(() => people.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('time_off_ledger_person_idx').on(t.personId, t.reason, t.year),
    uniqueIndex('time_off_ledger_posted_once')
      .on(t.personId, t.reason, t.kind, t.effectiveOn)
      .where(sql`${t.kind} <> 'adjustment'`),
    check('time_off_ledger_reason', sql`${t.reason} IN (${reasonList})`),
    check('time_off_ledger_kind', sql`${t.kind} IN (${ledgerKindList})`),
    check('time_off_ledger_year', sql`${t.year} = extract(year FROM ${t.effectiveOn})`),
    check(
      'time_off_ledger_adjustment_note',
      sql`${t.kind} <> 'adjustment' OR char_length(${t.note}) BETWEEN 1 AND 500`,
    ),
  ],
);

/**
 * A person's secret iCal feed of approved time off: their own, or their team's. Only the SHA-256 of the
 * secret in the feed's address is kept (as for sessions); making a new one replaces the old, so the old
 * address stops answering.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CalendarFeedKind>().notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.personId, t.kind] }),
    uniqueIndex('calendar_feeds_token_hash_idx').on(t.tokenHash),
    check('calendar_feeds_kind_known', sql`${t.kind} IN (${feedKindList})`),
  ],
);
