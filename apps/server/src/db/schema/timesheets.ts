import {
  type TimesheetRowState,
  type TimesheetStatus,
  timesheetStatusSchema,
} from '@timekeep/shared/schemas/timesheets';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { additionalProjects, engagementRoles, resources } from './engagements';
import { people } from './people';

/** A row as a lead sent it back: what it logs to (named as the grid names it) and its entries in date order. */
export interface SentBackRow {
  resourceId: number | null;
  additionalProjectId: number | null;
  label: string;
  entries: { date: string; hours: number; note: string | null }[];
}

export const holidays = pgTable('holidays', {
  id: serial('id').primaryKey(),
  date: date('date', { mode: 'string' }).notNull().unique(),
  name: text('name').notNull(),
});

/** Semi-monthly periods: the 1st to the 15th and the 16th to the end of the month. */
export const timesheetPeriods = pgTable(
  'timesheet_periods',
  {
    id: serial('id').primaryKey(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** When an admin closed the period: from then on no timesheet of it changes (issue 38). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => people.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('timesheet_periods_start_unique').on(t.startDate),
    check('timesheet_periods_dates', sql`${t.endDate} >= ${t.startDate}`),
    // The 1st to the 15th, or the 16th to the last day of the same month. That no two overlap is an
    // exclusion constraint (migration 0005, which Drizzle cannot declare).
    check(
      'timesheet_periods_semi_monthly',
      sql`(extract(day FROM ${t.startDate}) = 1 AND ${t.endDate} = ${t.startDate} + 14)
        OR (extract(day FROM ${t.startDate}) = 16 AND extract(day FROM ${t.endDate} + 1) = 1
          AND ${t.endDate} - ${t.startDate} BETWEEN 12 AND 15)`,
    ),
  ],
);

export const timesheetStatuses = timesheetStatusSchema.options;
const statusList = sql.raw(timesheetStatuses.map((s) => `'${s}'`).join(', '));

export const timesheets = pgTable(
  'timesheets',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    periodId: integer('period_id')
      .notNull()
      .references(() => timesheetPeriods.id),
    status: text('status').$type<TimesheetStatus>().notNull().default('unsubmitted'),
    /** Optimistic-concurrency version: every write bumps it; a save based on an older one is refused. */
    version: integer('version').notNull().default(1),
    /**
     * The lead who changed the owner's saved rows when submitting this timesheet on their behalf: they may not
     * approve that submission themselves. Every later change of status clears it.
     */
    changedOnBehalfBy: integer('changed_on_behalf_by').references(() => people.id, { onDelete: 'set null' }),
    /**
     * When approved time off on the timesheet's days changed after it was submitted (or approved): its lead sees
     * 'time off changed since submission'. Every later change of status clears it.
     */
    timeOffChangedAt: timestamp('time_off_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('timesheets_person_period_unique').on(t.personId, t.periodId),
    index('timesheets_period_idx').on(t.periodId),
    // The approvers' queue: the few pending timesheets of a team, found without reading every timesheet.
    index('timesheets_pending_person_idx').on(t.personId).where(sql`${t.status} = 'pending'`),
    check('timesheets_status', sql`${t.status} IN (${statusList})`),
    check('timesheets_version_positive', sql`${t.version} >= 1`),
  ],
);

export const timesheetRows = pgTable(
  'timesheet_rows',
  {
    id: serial('id').primaryKey(),
    timesheetId: integer('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    resourceId: integer('resource_id').references(() => resources.id),
    additionalProjectId: integer('additional_project_id').references(() => additionalProjects.id),
    state: text('state').$type<TimesheetRowState>().notNull().default('open'),
  },
  (t) => [
    // Positions are unique per timesheet through a DEFERRABLE constraint (migration 0003, which Drizzle
    // cannot express): a save reorders, adds and removes rows in one statement, checked as a whole.
    // Reports filtered to an engagement or an additional project start from the rows that log to it.
    index('timesheet_rows_resource_idx').on(t.resourceId),
    index('timesheet_rows_additional_project_idx').on(t.additionalProjectId),
    check('timesheet_rows_one_project', sql`(${t.resourceId} IS NULL) <> (${t.additionalProjectId} IS NULL)`),
    check('timesheet_rows_state', sql`${t.state} IN ('open', 'closed')`),
    check('timesheet_rows_position', sql`${t.position} >= 0`),
  ],
);

/**
 * How periods close, for the whole company: one row (id 1). `autoCloseWorkingDays`: each period closes by itself
 * that many working days after it ends; null: only an admin closes them.
 */
export const periodClosingSettings = pgTable(
  'period_closing_settings',
  {
    id: integer('id').primaryKey().default(1),
    autoCloseWorkingDays: integer('auto_close_working_days'),
  },
  (t) => [
    check('period_closing_settings_one_row', sql`${t.id} = 1`),
    check(
      'period_closing_settings_days',
      sql`${t.autoCloseWorkingDays} IS NULL OR ${t.autoCloseWorkingDays} BETWEEN 0 AND 30`,
    ),
  ],
);

/**
 * A closed period opened again by an admin, for one person or (person null) for everyone, until `endsAt`. The
 * period is closed again for them at `endsAt` whether or not the job that records it (`closedAgainAt`) ran.
 */
export const periodReopenings = pgTable(
  'period_reopenings',
  {
    id: serial('id').primaryKey(),
    periodId: integer('period_id')
      .notNull()
      .references(() => timesheetPeriods.id, { onDelete: 'cascade' }),
    personId: integer('person_id').references(() => people.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    reopenedBy: integer('reopened_by').references(() => people.id, { onDelete: 'set null' }),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** When the job recorded the period closed again (audit and notice); null until then. */
    closedAgainAt: timestamp('closed_again_at', { withTimezone: true }),
  },
  (t) => [
    index('period_reopenings_period').on(t.periodId),
    check('period_reopenings_ends_after_start', sql`${t.endsAt} > ${t.reopenedAt}`),
  ],
);

export const timesheetEntries = pgTable(
  'timesheet_entries',
  {
    id: serial('id').primaryKey(),
    rowId: integer('row_id')
      .notNull()
      .references(() => timesheetRows.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    hours: numeric('hours', { precision: 5, scale: 2 }).notNull(),
    note: text('note'),
    /** When the entry was last written while its period was closed and reopened for its owner (issue 38). */
    savedAfterCloseAt: timestamp('saved_after_close_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('timesheet_entries_row_date_unique').on(t.rowId, t.date),
    check('timesheet_entries_hours_range', sql`${t.hours} >= 0 AND ${t.hours} <= 24`),
  ],
);

/**
 * The hours of each submitted (pending or approved) timesheet per engagement role: what a budget's burn sums,
 * so it reads a few rows per timesheet instead of every entry of the engagement's history. Kept by triggers on
 * the tables it sums (migration 0020): a change of a timesheet's status, and a write to the entries or rows of a
 * submitted timesheet, recount that timesheet when its statement ends. Never written by the app.
 */
export const submittedRoleHours = pgTable(
  'submitted_role_hours',
  {
    timesheetId: integer('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    engagementRoleId: integer('engagement_role_id')
      .notNull()
      .references(() => engagementRoles.id, { onDelete: 'cascade' }),
    status: text('status').$type<TimesheetStatus>().notNull(),
    /** The first day of the timesheet's period. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    hours: numeric('hours', { precision: 10, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.timesheetId, t.engagementRoleId] }),
    // INCLUDE (status, hours) in migration 0020, so the burn reads it by index only.
    index('submitted_role_hours_role_period_idx').on(t.engagementRoleId, t.periodStart),
    check('submitted_role_hours_status', sql`${t.status} IN ('pending', 'approved')`),
  ],
);

export const timesheetStatusRevisions = pgTable(
  'timesheet_status_revisions',
  {
    id: serial('id').primaryKey(),
    timesheetId: integer('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    status: text('status').$type<TimesheetStatus>().notNull(),
    note: text('note'),
    actorId: integer('actor_id')
      .notNull()
      .references(() => people.id),
    /** The lead the actor stood in for (issue 38): History shows the step as 'actor for lead'. */
    actingForId: integer('acting_for_id').references(() => people.id),
    /**
     * The rows with their entries as they stood when a lead sent the timesheet back (rejected or unapproved),
     * so the review of the next submission can show what changed since; null on every other revision.
     */
    rows: jsonb('rows').$type<SentBackRow[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('timesheet_status_revisions_timesheet_idx').on(t.timesheetId),
    check('timesheet_status_revisions_status', sql`${t.status} IN (${statusList})`),
  ],
);

/**
 * Timesheets a lead approved or rejected together (issue 38): the batch an Undo returns to where it was, within
 * ten minutes, as long as nobody changed them since.
 */
export const timesheetDecisionBatches = pgTable(
  'timesheet_decision_batches',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => people.id),
    decision: text('decision').$type<'approve' | 'reject'>().notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    index('timesheet_decision_batches_actor_idx').on(t.actorId, t.createdAt),
    check('timesheet_decision_batches_decision', sql`${t.decision} IN ('approve', 'reject')`),
  ],
);

/** Each timesheet a batch decided: the status it came from and the version the decision wrote. */
export const timesheetDecisionBatchItems = pgTable(
  'timesheet_decision_batch_items',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => timesheetDecisionBatches.id, { onDelete: 'cascade' }),
    timesheetId: integer('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<TimesheetStatus>().notNull(),
    decidedVersion: integer('decided_version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.timesheetId] })],
);
