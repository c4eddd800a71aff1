import type { BillingType, Engagement } from '@timekeep/shared/schemas/engagements';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { departments, people } from './people';

export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const engagements = pgTable(
  'engagements',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    /** The project code people see and search by, e.g. ACME-0042. */
    projectCode: text('project_code').notNull(),
    billingType: text('billing_type').$type<BillingType>().notNull(),
    /** Net days: 30, 45 or 60. */
    billingTerms: integer('billing_terms').$type<Engagement['clientBillingTerms']>().notNull().default(30),
    poNumber: text('po_number'),
    billingClass: text('billing_class'),
    /** Whether hours on this engagement count as billable for utilization and reports. */
    billable: boolean('billable').notNull().default(true),
    departmentId: integer('department_id').references(() => departments.id),
    engagementManagerId: integer('engagement_manager_id').references(() => people.id),
    salesRepId: integer('sales_rep_id').references(() => people.id),
  },
  (t) => [
    uniqueIndex('engagements_project_code_unique').on(t.projectCode),
    index('engagements_client_idx').on(t.clientId),
    check('engagements_billing_type', sql`${t.billingType} IN ('variable', 'fixed')`),
    check('engagements_billing_terms', sql`${t.billingTerms} IN (30, 45, 60)`),
  ],
);

export const engagementRoles = pgTable(
  'engagement_roles',
  {
    id: serial('id').primaryKey(),
    engagementId: integer('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Hourly rate in dollars, exact. */
    rate: numeric('rate', { precision: 10, scale: 2 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
  },
  (t) => [
    index('engagement_roles_engagement_idx').on(t.engagementId),
    // A role is known by its name within its engagement (the project picker and the CSV files name it).
    uniqueIndex('engagement_roles_engagement_name_unique').on(t.engagementId, t.name),
    check('engagement_roles_rate_positive', sql`${t.rate} >= 0`),
    check('engagement_roles_dates', sql`${t.endDate} IS NULL OR ${t.endDate} >= ${t.startDate}`),
  ],
);

/** A person's assignment to an engagement role for a span of dates. */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    engagementRoleId: integer('engagement_role_id')
      .notNull()
      .references(() => engagementRoles.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('resources_role_person_unique').on(t.engagementRoleId, t.personId),
    index('resources_person_idx').on(t.personId),
    check('resources_dates', sql`${t.endDate} IS NULL OR ${t.endDate} >= ${t.startDate}`),
  ],
);

/** Internal, non-client projects (training, bench, sales support...). */
export const additionalProjects = pgTable('additional_projects', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  active: boolean('active').notNull().default(true),
});

/** Which people may log time to which additional project, and when. */
export const additionalProjectAssignments = pgTable(
  'additional_project_assignments',
  {
    id: serial('id').primaryKey(),
    additionalProjectId: integer('additional_project_id')
      .notNull()
      .references(() => additionalProjects.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('additional_project_assignments_unique').on(t.additionalProjectId, t.personId),
    index('additional_project_assignments_person_idx').on(t.personId),
    check(
      'additional_project_assignments_dates',
      sql`${t.endDate} IS NULL OR ${t.endDate} >= ${t.startDate}`,
    ),
  ],
);

/** A new time code (resource) shown to its person until viewed. */
export const codeAlerts = pgTable(
  'code_alerts',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    codeViewed: boolean('code_viewed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('code_alerts_resource_unique').on(t.resourceId),
    index('code_alerts_person_idx').on(t.personId),
  ],
);
