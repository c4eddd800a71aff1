import { type CalendarFeedKind, calendarFeedKindSchema } from '@timekeep/shared/schemas/calendar-feeds';
import {
  type TimeframeType,
  type TimeOffReason,
  type TimeOffStatus,
  timeOffReasonSchema,
  timeOffStatusSchema,
} from '@timekeep/shared/schemas/time-off';
import { sql } from 'drizzle-orm';
import {
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

/** Hours accumulated per person, leave type and year. */
export const timeOffBalances = pgTable(
  'time_off_balances',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    reason: text('reason').$type<TimeOffReason>().notNull(),
    accumulatedHours: numeric('accumulated_hours', { precision: 7, scale: 2 }).notNull(),
  },
  (t) => [
    uniqueIndex('time_off_balances_unique').on(t.personId, t.year, t.reason),
    check('time_off_balances_reason', sql`${t.reason} IN (${reasonList})`),
    check('time_off_balances_hours', sql`${t.accumulatedHours} >= 0`),
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
