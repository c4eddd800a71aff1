import { spanLeavesOutLogged } from '@timekeep/shared/domain/logged-history';
import { DEFAULT_BUDGET_THRESHOLDS } from '@timekeep/shared/schemas/budgets';
import type { CsvChange, CsvRow } from '@timekeep/shared/schemas/csv';
import { type AuditEntry, recordAudits } from '../../core/audit';
import { engagementBudgets, engagementRoles, engagements } from '../../db/schema';
import { alertBudgetThresholds, budgetAuditView } from '../engagement-budgets';
import { loggedSpanOf, roleAuditView } from '../engagements';
import { loadAllPeople, loadClients, loadDepartments } from './csv.queries';
import {
  byLine,
  type CsvKindHandler,
  changeOf,
  problemAt,
  refuseRepeatedKeys,
  type TypedLine,
} from './csv-kind';
import {
  type BudgetToWrite,
  type EngagementToWrite,
  exportEngagementRoles,
  findRolesByCodeAndName,
  loadBudgetsOfEngagements,
  loadEngagementsByCode,
  loadRolesOfEngagements,
  type RoleToWrite,
  upsertBudgets,
  upsertEngagements,
  upsertRoles,
} from './engagements-csv.queries';

type EngagementLine = TypedLine<'engagements'>;

/** The engagement's columns of a line: every line of one project code must give the same. */
const engagementColumns = [
  'name',
  'client',
  'billing_type',
  'billing_terms',
  'po_number',
  'billing_class',
  'billable',
  'department',
  'engagement_manager_email',
  'sales_rep_email',
] as const satisfies readonly (keyof CsvRow<'engagements'>)[];

/** The budget's columns (issue 40): optional in a file, and like the engagement's, the same on each of its lines. */
const budgetColumns = [
  'budget_kind',
  'budget_amount',
  'budget_span',
  'budget_thresholds',
  'refuse_beyond_budget',
] as const satisfies readonly (keyof CsvRow<'engagements'>)[];

/** A budget as the file and the preview show it. */
function budgetView(budget: BudgetToWrite) {
  return {
    budget_kind: budget.kind,
    budget_amount: Number(budget.amount),
    budget_span: budget.span,
    budget_thresholds: budget.thresholds.join(';'),
    refuse_beyond_budget: budget.refuseBeyondBudget,
  };
}

/**
 * The budget a line gives: none when kind, amount and span are all blank (the budget is left as it is, so a
 * file without the budget's columns changes no budget), a problem when only some of them are given.
 */
function budgetOfLine(line: EngagementLine): {
  budget: BudgetToWrite | null;
  problem?: ReturnType<typeof problemAt>;
} {
  const { row } = line;
  const given = [row.budget_kind, row.budget_amount, row.budget_span];
  if (given.every((cell) => cell === null)) {
    const stray = row.budget_thresholds !== null ? 'budget_thresholds' : null;
    return stray
      ? {
          budget: null,
          problem: problemAt(
            line.line,
            stray,
            'Thresholds need a budget: give budget_kind, budget_amount and budget_span.',
          ),
        }
      : { budget: null };
  }
  const missing = (['budget_kind', 'budget_amount', 'budget_span'] as const).find(
    (column) => row[column] === null,
  );
  if (missing || row.budget_kind === null || row.budget_amount === null || row.budget_span === null) {
    return {
      budget: null,
      problem: problemAt(
        line.line,
        missing ?? 'budget_kind',
        'A budget needs all of budget_kind, budget_amount and budget_span.',
      ),
    };
  }
  return {
    budget: {
      projectCode: row.project_code,
      kind: row.budget_kind,
      amount: row.budget_amount.toFixed(2),
      span: row.budget_span,
      thresholds: [...(row.budget_thresholds ?? DEFAULT_BUDGET_THRESHOLDS)].sort((a, b) => a - b),
      refuseBeyondBudget: row.refuse_beyond_budget,
    },
  };
}

function engagementView(row: CsvRow<'engagements'>) {
  return Object.fromEntries(engagementColumns.map((column) => [column, row[column]]));
}

/** A role as the file and the preview show it, under the file's column names. */
const roleView = (role: { rate: number; startDate: string; endDate: string | null }) => ({
  rate: role.rate,
  role_start_date: role.startDate,
  role_end_date: role.endDate,
});

/**
 * Engagements with their roles, one line per role, keyed by project code (and role name within it): the
 * engagement's columns repeat on each of its lines and must agree. Clients, departments and people are named
 * (by name and email) and must exist. A role's dates must keep covering the hours logged to it; roles the
 * file does not name are left as they are.
 */
export const engagementsCsv: CsvKindHandler<'engagements'> = {
  writes: [engagements, engagementRoles, engagementBudgets],

  async exportRows(executor) {
    return (await exportEngagementRoles(executor)).map((row) => ({
      project_code: row.projectCode,
      name: row.name,
      client: row.client,
      billing_type: row.billingType,
      billing_terms: row.billingTerms,
      po_number: row.poNumber,
      billing_class: row.billingClass,
      billable: row.billable,
      department: row.department,
      engagement_manager_email: row.managerEmail,
      sales_rep_email: row.salesRepEmail,
      role: row.role,
      rate: Number(row.rate),
      role_start_date: row.roleStartDate,
      role_end_date: row.roleEndDate,
      budget_kind: row.budgetKind,
      budget_amount: row.budgetAmount === null ? null : Number(row.budgetAmount),
      budget_span: row.budgetSpan,
      budget_thresholds: row.budgetThresholds?.join(';') ?? null,
      refuse_beyond_budget: row.refuseBeyondBudget,
    }));
  },

  async plan(executor, lines) {
    const { kept, problems } = refuseRepeatedKeys(
      lines,
      ({ row }) => `${row.project_code} / ${row.role}`,
      'role',
    );
    const codes = [...new Set(kept.map(({ row }) => row.project_code))];
    const [clients, departments, everyone, stored] = await Promise.all([
      loadClients(executor),
      loadDepartments(executor),
      loadAllPeople(executor),
      loadEngagementsByCode(executor, codes),
    ]);
    const [storedRoles, storedBudgets] = await Promise.all([
      loadRolesOfEngagements(
        executor,
        stored.map((engagement) => engagement.id),
      ),
      loadBudgetsOfEngagements(
        executor,
        stored.map((engagement) => engagement.id),
      ),
    ]);
    const budgetOfEngagement = new Map(storedBudgets.map((budget) => [budget.engagementId, budget]));
    const clientByName = new Map(clients.map((client) => [client.name.toLowerCase(), client]));
    const clientName = new Map(clients.map((client) => [client.id, client.name]));
    const departmentByName = new Map(
      departments.map((department) => [department.name.toLowerCase(), department]),
    );
    const departmentName = new Map(departments.map((department) => [department.id, department.name]));
    const personByEmail = new Map(everyone.map((person) => [person.email, person]));
    const emailOf = new Map(everyone.map((person) => [person.id, person.email]));
    const storedByCode = new Map(stored.map((engagement) => [engagement.projectCode, engagement]));
    const roleOf = new Map(
      storedRoles.map((entry) => [`${entry.role.engagementId} ${entry.role.name}`, entry]),
    );

    // The first line of each project code speaks for the engagement; later ones must agree with it.
    const firstOfCode = new Map<string, EngagementLine>();
    const usable: EngagementLine[] = [];
    for (const line of kept) {
      const first = firstOfCode.get(line.row.project_code);
      if (!first) {
        firstOfCode.set(line.row.project_code, line);
        usable.push(line);
        continue;
      }
      const differs = [...engagementColumns, ...budgetColumns].find(
        (column) => JSON.stringify(first.row[column]) !== JSON.stringify(line.row[column]),
      );
      if (differs) {
        problems.push(
          problemAt(
            line.line,
            differs,
            `Line ${first.line} gives ${line.row.project_code} another ${differs}.`,
          ),
        );
      } else {
        usable.push(line);
      }
    }

    const changes: CsvChange[] = [];
    let unchanged = 0;
    const engagementsToWrite: { line: number; write: EngagementToWrite; before?: (typeof stored)[number] }[] =
      [];
    const refusedCodes = new Set<string>();
    for (const line of firstOfCode.values()) {
      const { row } = line;
      const client = clientByName.get(row.client.toLowerCase());
      const department = row.department === null ? null : departmentByName.get(row.department.toLowerCase());
      const manager =
        row.engagement_manager_email === null ? null : personByEmail.get(row.engagement_manager_email);
      const salesRep = row.sales_rep_email === null ? null : personByEmail.get(row.sales_rep_email);
      const lineProblems = [
        !client &&
          problemAt(
            line.line,
            'client',
            `No client is named ${row.client}; import it with the clients first.`,
          ),
        department === undefined &&
          problemAt(line.line, 'department', `No department is named ${row.department}.`),
        manager === undefined &&
          problemAt(
            line.line,
            'engagement_manager_email',
            `Nobody has the email ${row.engagement_manager_email}.`,
          ),
        salesRep === undefined &&
          problemAt(line.line, 'sales_rep_email', `Nobody has the email ${row.sales_rep_email}.`),
      ].filter((problem) => problem !== false);
      if (lineProblems.length > 0 || !client) {
        problems.push(...lineProblems);
        refusedCodes.add(row.project_code);
        continue;
      }
      const before = storedByCode.get(row.project_code);
      const beforeView = before && {
        name: before.name,
        client: clientName.get(before.clientId) ?? null,
        billing_type: before.billingType,
        billing_terms: before.billingTerms,
        po_number: before.poNumber,
        billing_class: before.billingClass,
        billable: before.billable,
        department: before.departmentId === null ? null : (departmentName.get(before.departmentId) ?? null),
        engagement_manager_email:
          before.engagementManagerId === null ? null : (emailOf.get(before.engagementManagerId) ?? null),
        sales_rep_email: before.salesRepId === null ? null : (emailOf.get(before.salesRepId) ?? null),
      };
      const change = changeOf(line.line, row.project_code, beforeView, {
        ...engagementView(row),
        client: client.name,
        department: department?.name ?? null,
      });
      if (!change) {
        unchanged += 1;
        continue;
      }
      changes.push(change);
      engagementsToWrite.push({
        line: line.line,
        before,
        write: {
          projectCode: row.project_code,
          name: row.name,
          clientId: client.id,
          billingType: row.billing_type,
          billingTerms: row.billing_terms,
          poNumber: row.po_number,
          billingClass: row.billing_class,
          billable: row.billable,
          departmentId: department?.id ?? null,
          engagementManagerId: manager?.id ?? null,
          salesRepId: salesRep?.id ?? null,
        },
      });
    }

    const budgetsToWrite: { write: BudgetToWrite; before?: (typeof storedBudgets)[number] }[] = [];
    for (const line of firstOfCode.values()) {
      if (refusedCodes.has(line.row.project_code)) continue;
      const { budget, problem } = budgetOfLine(line);
      if (problem) {
        problems.push(problem);
        refusedCodes.add(line.row.project_code);
        continue;
      }
      if (!budget) continue;
      const engagement = storedByCode.get(line.row.project_code);
      const before = engagement && budgetOfEngagement.get(engagement.id);
      const change = changeOf(
        line.line,
        `${line.row.project_code} budget`,
        before && budgetView({ ...before, projectCode: line.row.project_code }),
        budgetView(budget),
      );
      if (!change) {
        unchanged += 1;
        continue;
      }
      changes.push(change);
      budgetsToWrite.push({ write: budget, before });
    }

    const rolesToWrite: { write: RoleToWrite; before?: (typeof storedRoles)[number]['role'] }[] = [];
    for (const { line, row } of usable) {
      if (refusedCodes.has(row.project_code)) continue;
      if (row.role_end_date !== null && row.role_end_date < row.role_start_date) {
        problems.push(problemAt(line, 'role_end_date', 'Must not be before role_start_date.'));
        continue;
      }
      const engagement = storedByCode.get(row.project_code);
      const stored = engagement && roleOf.get(`${engagement.id} ${row.role}`);
      const span = { startDate: row.role_start_date, endDate: row.role_end_date };
      const refusal =
        stored && spanLeavesOutLogged('role', span, loggedSpanOf({ ...stored, timesheetRows: 0 }));
      if (refusal) {
        problems.push(problemAt(line, 'role_start_date', refusal));
        continue;
      }
      const change = changeOf(
        line,
        `${row.project_code} / ${row.role}`,
        stored && roleView({ ...stored.role, rate: Number(stored.role.rate) }),
        roleView({ rate: row.rate, ...span }),
      );
      if (!change) {
        unchanged += 1;
        continue;
      }
      changes.push(change);
      rolesToWrite.push({
        before: stored?.role,
        write: { projectCode: row.project_code, name: row.role, rate: row.rate.toFixed(2), ...span },
      });
    }

    return {
      changes: byLine(changes),
      unchanged,
      problems: byLine(problems),
      async write(tx, actorId) {
        await upsertEngagements(
          tx,
          engagementsToWrite.map(({ write }) => write),
        );
        await upsertRoles(
          tx,
          rolesToWrite.map(({ write }) => write),
        );
        const writtenBudgets = await upsertBudgets(
          tx,
          budgetsToWrite.map(({ write }) => write),
        );
        const budgetBefore = new Map(
          budgetsToWrite.flatMap(({ before }) => (before ? [[before.engagementId, before] as const] : [])),
        );
        const writtenEngagements = new Map(
          (
            await loadEngagementsByCode(
              tx,
              engagementsToWrite.map(({ write }) => write.projectCode),
            )
          ).map((e) => [e.projectCode, e]),
        );
        const writtenRoles = new Map(
          (
            await findRolesByCodeAndName(
              tx,
              rolesToWrite.map(({ write }) => write),
            )
          ).map((role) => [`${role.projectCode} ${role.name}`, role]),
        );
        await recordAudits(tx, [
          ...engagementsToWrite.map(({ write, before }): AuditEntry => {
            const after = writtenEngagements.get(write.projectCode)!;
            return {
              actorId,
              action: before ? 'engagement_updated' : 'engagement_created',
              entityType: 'engagement',
              entityId: after.id,
              before,
              after,
              detail: { source: 'csv' },
            };
          }),
          ...rolesToWrite.map(({ write, before }): AuditEntry => {
            const after = writtenRoles.get(`${write.projectCode} ${write.name}`)!;
            return {
              actorId,
              action: before ? 'engagement_role_updated' : 'engagement_role_created',
              entityType: 'engagement_role',
              entityId: after.id,
              before: before && roleAuditView(before),
              after: roleAuditView(after),
              detail: { source: 'csv' },
            };
          }),
          ...writtenBudgets.map((after): AuditEntry => {
            const before = budgetBefore.get(after.engagementId);
            return {
              actorId,
              action: before ? 'engagement_budget_updated' : 'engagement_budget_created',
              entityType: 'engagement',
              entityId: after.engagementId,
              before: before && budgetAuditView(before),
              after: budgetAuditView(after),
              detail: { source: 'csv' },
            };
          }),
        ]);
        if (writtenBudgets.length > 0) {
          await alertBudgetThresholds(tx, {
            engagementIds: writtenBudgets.map((budget) => budget.engagementId),
          });
        }
      },
    };
  },
};
