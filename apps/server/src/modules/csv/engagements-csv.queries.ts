import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  clients,
  departments,
  engagementBudgets,
  engagementRoles,
  engagements,
  people,
  resources,
  timesheetEntries,
  timesheetRows,
} from '../../db/schema';
import { rowsOf, unnestRows } from './csv.queries';

const manager = alias(people, 'manager');
const salesRep = alias(people, 'sales_rep');

/** Every role of every engagement with the engagement's columns as the file writes them: one statement. */
export function exportEngagementRoles(executor: Executor) {
  return executor
    .select({
      projectCode: engagements.projectCode,
      name: engagements.name,
      client: clients.name,
      billingType: engagements.billingType,
      billingTerms: engagements.billingTerms,
      poNumber: engagements.poNumber,
      billingClass: engagements.billingClass,
      billable: engagements.billable,
      department: departments.name,
      managerEmail: manager.email,
      salesRepEmail: salesRep.email,
      role: engagementRoles.name,
      rate: engagementRoles.rate,
      roleStartDate: engagementRoles.startDate,
      roleEndDate: engagementRoles.endDate,
      budgetKind: engagementBudgets.kind,
      budgetAmount: engagementBudgets.amount,
      budgetSpan: engagementBudgets.span,
      budgetThresholds: engagementBudgets.thresholds,
      refuseBeyondBudget: engagementBudgets.refuseBeyondBudget,
    })
    .from(engagementRoles)
    .innerJoin(engagements, eq(engagements.id, engagementRoles.engagementId))
    .leftJoin(engagementBudgets, eq(engagementBudgets.engagementId, engagements.id))
    .innerJoin(clients, eq(clients.id, engagements.clientId))
    .leftJoin(departments, eq(departments.id, engagements.departmentId))
    .leftJoin(manager, eq(manager.id, engagements.engagementManagerId))
    .leftJoin(salesRep, eq(salesRep.id, engagements.salesRepId))
    .orderBy(asc(engagements.projectCode), asc(engagementRoles.startDate), asc(engagementRoles.name));
}

/** The engagements with these project codes. */
export function loadEngagementsByCode(executor: Executor, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return executor
    .select()
    .from(engagements)
    .where(inArray(engagements.projectCode, [...codes]));
}

/** The budgets of these engagements (issue 40): one statement. */
export function loadBudgetsOfEngagements(executor: Executor, engagementIds: readonly number[]) {
  if (engagementIds.length === 0) return Promise.resolve([]);
  return executor
    .select()
    .from(engagementBudgets)
    .where(inArray(engagementBudgets.engagementId, [...engagementIds]));
}

export interface BudgetToWrite {
  projectCode: string;
  kind: string;
  amount: string;
  span: string;
  thresholds: readonly number[];
  refuseBeyondBudget: boolean;
}

/**
 * Creates or changes budgets by project code, one statement: a new budget is revision 1, a changed one the next
 * revision (only budgets that change are given). Answers them as stored, with their project code.
 */
export async function upsertBudgets(executor: Executor, rows: readonly BudgetToWrite[]) {
  if (rows.length === 0) return [];
  const result = await executor.execute(sql`
    INSERT INTO ${engagementBudgets} AS budget (engagement_id, kind, amount, span, thresholds, refuse_beyond_budget)
    SELECT engagement.id, input.kind, input.amount, input.span, input.thresholds::int[], input.refuse::boolean
    FROM ${unnestRows({
      project_code: { type: 'text', values: rows.map((row) => row.projectCode) },
      kind: { type: 'text', values: rows.map((row) => row.kind) },
      amount: { type: 'numeric', values: rows.map((row) => row.amount) },
      span: { type: 'text', values: rows.map((row) => row.span) },
      thresholds: { type: 'text', values: rows.map((row) => `{${row.thresholds.join(',')}}`) },
      refuse: { type: 'boolean', values: rows.map((row) => row.refuseBeyondBudget) },
    })} JOIN ${engagements} AS engagement ON engagement.project_code = input.project_code
    ON CONFLICT (engagement_id) DO UPDATE SET kind = excluded.kind, amount = excluded.amount, span = excluded.span,
      thresholds = excluded.thresholds, refuse_beyond_budget = excluded.refuse_beyond_budget,
      revision = budget.revision + 1, updated_at = now()
    RETURNING budget.engagement_id AS "engagementId", budget.kind, budget.amount::text AS amount, budget.span,
      budget.thresholds, budget.refuse_beyond_budget AS "refuseBeyondBudget", budget.revision,
      budget.updated_at AS "updatedAt"`);
  return rowsOf<typeof engagementBudgets.$inferSelect>(result);
}

/** The roles of these engagements with what was logged to each: one statement. */
export async function loadRolesOfEngagements(executor: Executor, engagementIds: readonly number[]) {
  if (engagementIds.length === 0) return [];
  return executor
    .select({
      role: engagementRoles,
      firstLoggedDate: sql<string | null>`min(${timesheetEntries.date})::text`,
      lastLoggedDate: sql<string | null>`max(${timesheetEntries.date})::text`,
      loggedHours: sql<string | null>`sum(${timesheetEntries.hours})::text`,
    })
    .from(engagementRoles)
    .leftJoin(resources, eq(resources.engagementRoleId, engagementRoles.id))
    .leftJoin(timesheetRows, eq(timesheetRows.resourceId, resources.id))
    .leftJoin(timesheetEntries, eq(timesheetEntries.rowId, timesheetRows.id))
    .where(inArray(engagementRoles.engagementId, [...engagementIds]))
    .groupBy(engagementRoles.id);
}

export interface EngagementToWrite {
  projectCode: string;
  name: string;
  clientId: number;
  billingType: string;
  billingTerms: number;
  poNumber: string | null;
  billingClass: string | null;
  billable: boolean;
  departmentId: number | null;
  engagementManagerId: number | null;
  salesRepId: number | null;
}

export async function upsertEngagements(executor: Executor, rows: readonly EngagementToWrite[]) {
  if (rows.length === 0) return;
  await executor.execute(sql`
    INSERT INTO ${engagements} (project_code, name, client_id, billing_type, billing_terms, po_number, billing_class,
      billable, department_id, engagement_manager_id, sales_rep_id)
    SELECT project_code, name, client_id, billing_type, billing_terms, po_number, billing_class, billable::boolean,
      department_id, engagement_manager_id, sales_rep_id
    FROM ${unnestRows({
      project_code: { type: 'text', values: rows.map((row) => row.projectCode) },
      name: { type: 'text', values: rows.map((row) => row.name) },
      client_id: { type: 'int', values: rows.map((row) => row.clientId) },
      billing_type: { type: 'text', values: rows.map((row) => row.billingType) },
      billing_terms: { type: 'int', values: rows.map((row) => row.billingTerms) },
      po_number: { type: 'text', values: rows.map((row) => row.poNumber) },
      billing_class: { type: 'text', values: rows.map((row) => row.billingClass) },
      billable: { type: 'boolean', values: rows.map((row) => row.billable) },
      department_id: { type: 'int', values: rows.map((row) => row.departmentId) },
      engagement_manager_id: { type: 'int', values: rows.map((row) => row.engagementManagerId) },
      sales_rep_id: { type: 'int', values: rows.map((row) => row.salesRepId) },
    })}
    ON CONFLICT (project_code) DO UPDATE SET name = excluded.name, client_id = excluded.client_id,
      billing_type = excluded.billing_type, billing_terms = excluded.billing_terms, po_number = excluded.po_number,
      billing_class = excluded.billing_class, billable = excluded.billable, department_id = excluded.department_id,
      engagement_manager_id = excluded.engagement_manager_id, sales_rep_id = excluded.sales_rep_id`);
}

export interface RoleToWrite {
  projectCode: string;
  name: string;
  rate: string;
  startDate: string;
  endDate: string | null;
}

/** Creates or updates roles by engagement (project code) and name: one statement. */
export async function upsertRoles(executor: Executor, rows: readonly RoleToWrite[]) {
  if (rows.length === 0) return;
  await executor.execute(sql`
    INSERT INTO ${engagementRoles} (engagement_id, name, rate, start_date, end_date)
    SELECT engagement.id, input.name, input.rate, input.start_date::date, input.end_date::date
    FROM ${unnestRows({
      project_code: { type: 'text', values: rows.map((row) => row.projectCode) },
      name: { type: 'text', values: rows.map((row) => row.name) },
      rate: { type: 'numeric', values: rows.map((row) => row.rate) },
      start_date: { type: 'date', values: rows.map((row) => row.startDate) },
      end_date: { type: 'date', values: rows.map((row) => row.endDate) },
    })} JOIN ${engagements} AS engagement ON engagement.project_code = input.project_code
    ON CONFLICT (engagement_id, name) DO UPDATE SET rate = excluded.rate, start_date = excluded.start_date,
      end_date = excluded.end_date`);
}

/** Roles by project code and name (after a write), for the audit entries. */
export async function findRolesByCodeAndName(
  executor: Executor,
  keys: readonly { projectCode: string; name: string }[],
) {
  if (keys.length === 0) return [];
  const result = await executor.execute(sql`
    SELECT role.id, role.engagement_id AS "engagementId", role.name, role.rate::text AS rate,
      role.start_date::text AS "startDate", role.end_date::text AS "endDate", engagement.project_code AS "projectCode"
    FROM ${unnestRows({
      project_code: { type: 'text', values: keys.map((key) => key.projectCode) },
      name: { type: 'text', values: keys.map((key) => key.name) },
    })}
    JOIN ${engagements} AS engagement ON engagement.project_code = input.project_code
    JOIN ${engagementRoles} AS role ON role.engagement_id = engagement.id AND role.name = input.name`);
  return rowsOf<{
    id: number;
    engagementId: number;
    name: string;
    rate: string;
    startDate: string;
    endDate: string | null;
    projectCode: string;
  }>(result);
}

// Assignments
