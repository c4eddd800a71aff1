import type { Role } from '@timekeep/shared/schemas/auth';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const people = pgTable(
  'people',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    jobTitle: text('job_title'),
    departmentId: integer('department_id').references(() => departments.id),
    teamLeadId: integer('team_lead_id').references((): AnyPgColumn => people.id),
    employmentStartDate: date('employment_start_date', { mode: 'string' }),
    /** The last day of employment, when known: accruals stop (prorated) after it. */
    employmentEndDate: date('employment_end_date', { mode: 'string' }),
    contractor: boolean('contractor').notNull().default(false),
    /** The person's own utilization target in percent (issue 40); null: the default of their title or department. */
    utilizationTarget: integer('utilization_target'),
    /** Subset of 'employee', 'admin', 'reports'; no role means sign-in is refused. */
    roles: text('roles').array().$type<Role[]>().notNull().default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('people_email_unique').on(t.email),
    uniqueIndex('people_oidc_identity_unique').on(t.oidcIssuer, t.oidcSubject),
    index('people_team_lead_idx').on(t.teamLeadId),
    check('people_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('people_roles_known', sql`${t.roles} <@ ARRAY['employee','admin','reports']::text[]`),
    check('people_oidc_identity_paired', sql`(${t.oidcIssuer} IS NULL) = (${t.oidcSubject} IS NULL)`),
    check('people_not_own_lead', sql`${t.teamLeadId} IS NULL OR ${t.teamLeadId} <> ${t.id}`),
    check(
      'people_utilization_target_range',
      sql`${t.utilizationTarget} IS NULL OR ${t.utilizationTarget} BETWEEN 0 AND 200`,
    ),
  ],
);

/**
 * Default utilization targets (issue 40), each for a department or for a job title. A person's target is their
 * own, else their title's, else their department's, else none.
 */
export const utilizationTargetDefaults = pgTable(
  'utilization_target_defaults',
  {
    id: serial('id').primaryKey(),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'cascade' }),
    jobTitle: text('job_title'),
    target: integer('target').notNull(),
  },
  (t) => [
    uniqueIndex('utilization_target_defaults_department_unique').on(t.departmentId),
    uniqueIndex('utilization_target_defaults_job_title_unique').on(t.jobTitle),
    check(
      'utilization_target_defaults_one_basis',
      sql`(${t.departmentId} IS NULL) <> (${t.jobTitle} IS NULL)`,
    ),
    check('utilization_target_defaults_range', sql`${t.target} BETWEEN 0 AND 200`),
  ],
);

/** A manager may view (and act) as each of their related managers. */
export const relatedManagers = pgTable(
  'related_managers',
  {
    managerId: integer('manager_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    relatedManagerId: integer('related_manager_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.managerId, t.relatedManagerId] }),
    check('related_managers_distinct', sql`${t.managerId} <> ${t.relatedManagerId}`),
  ],
);

/**
 * A stand-in while a lead is away: from `startDate` to `endDate` (UTC days, both included) `standInId` may do
 * every lead action on `leadId`'s team, recorded as acting for them. `endedEarlyAt`: the lead or an admin ended
 * it before its end. `digestSentAt`: when the lead was told what was decided in their absence.
 */
export const standIns = pgTable(
  'stand_ins',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    standInId: integer('stand_in_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => people.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedEarlyAt: timestamp('ended_early_at', { withTimezone: true }),
    digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
  },
  (t) => [
    index('stand_ins_stand_in_idx').on(t.standInId, t.endDate),
    index('stand_ins_lead_idx').on(t.leadId, t.endDate),
    check('stand_ins_dates', sql`${t.endDate} >= ${t.startDate}`),
    check('stand_ins_not_own', sql`${t.leadId} <> ${t.standInId}`),
  ],
);

/**
 * Who may stand in for a lead, for the whole company: one row (id 1). Another lead always may; with
 * `anyEmployee` any enabled employee may too.
 */
export const standInSettings = pgTable(
  'stand_in_settings',
  {
    id: integer('id').primaryKey().default(1),
    anyEmployee: boolean('any_employee').notNull().default(false),
  },
  (t) => [check('stand_in_settings_one_row', sql`${t.id} = 1`)],
);
