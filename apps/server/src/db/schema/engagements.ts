import type { BudgetKind, BudgetSpan } from '@timekeep/shared/schemas/budgets';
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
  unique,
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

/**
 * An engagement's budget (issue 40): hours, or fees (hours times each role's rate), for the whole engagement or
 * for each calendar month. `revision` grows with every change, so each threshold alerts once per revision.
 */
export const engagementBudgets = pgTable(
  'engagement_budgets',
  {
    engagementId: integer('engagement_id')
      .primaryKey()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<BudgetKind>().notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    span: text('span').$type<BudgetSpan>().notNull(),
    /** Percentages of the budget that alert the engagement manager and the admins when crossed. */
    thresholds: integer('thresholds').array().notNull().default(sql`'{80,100}'::int[]`),
    /** Refuse a save that would take approved and pending hours past the budget. */
    refuseBeyondBudget: boolean('refuse_beyond_budget').notNull().default(false),
    revision: integer('revision').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('engagement_budgets_kind', sql`${t.kind} IN ('hours', 'fees')`),
    check('engagement_budgets_span', sql`${t.span} IN ('engagement', 'month')`),
    check('engagement_budgets_amount_positive', sql`${t.amount} > 0`),
    check(
      'engagement_budgets_thresholds',
      sql`cardinality(${t.thresholds}) BETWEEN 1 AND 5 AND 1 <= ALL(${t.thresholds}) AND 1000 >= ALL(${t.thresholds})`,
    ),
  ],
);

/**
 * A threshold crossed and told: one per engagement, budget revision, threshold and month (`month`: the first day
 * of the month of a monthly budget; null for a whole-engagement budget), so it alerts once.
 */
export const engagementBudgetAlerts = pgTable(
  'engagement_budget_alerts',
  {
    id: serial('id').primaryKey(),
    engagementId: integer('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    threshold: integer('threshold').notNull(),
    month: date('month', { mode: 'string' }),
    alertedAt: timestamp('alerted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('engagement_budget_alerts_once')
      .on(t.engagementId, t.revision, t.threshold, t.month)
      .nullsNotDistinct(),
  ],
);
