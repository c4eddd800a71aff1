import { authorizeWith, type Refusal } from '../../core/authorize';
import { reportScopeOf } from '../../core/reporting/report-scope';
import { type PolicyActor, scopeCovers } from '../../core/team-scope/team-scope';

export type ReportAction = 'read' | 'readRates';

/** What the rules need to know of a report row: whose hours (or whose missing timesheet) it shows. */
export interface ReportRowRecord {
  personId: number;
  personTeamLeadId: number | null;
}

/**
 * Who may see a report row, and rates. `read` is the same rule as the scope condition the report queries
 * put in their WHERE (`reportScopeCondition`), answered for one person (an `employeeId` filter). `readRates`
 * is decided for a whole run before any row exists: admins and the reports role see every rate, others none.
 */
export function can(actor: PolicyActor, action: 'readRates'): boolean;
export function can(actor: PolicyActor, action: 'read', row: ReportRowRecord): boolean;
export function can(actor: PolicyActor, action: ReportAction, row?: ReportRowRecord): boolean {
  return allows(actor, action, row);
}

function allows(actor: PolicyActor, action: ReportAction, row?: ReportRowRecord): boolean {
  const scope = reportScopeOf(actor);
  if (scope.everyone) return true;
  // 'read' without a row is an `employeeId` filter naming nobody (refused); 'readRates' never has a row:
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: equivalent (docs/quality.md)
  if (action === 'readRates' || !row) return false;
  return row.personId === scope.personId || scopeCovers(scope.team, { teamLeadId: row.personTeamLeadId });
}

/**
 * A row of someone outside the caller's scope is refused (403, on the `employeeId` filter that asked for it);
 * rates are not refused but left out of the run.
 */
export function refusal(actor: PolicyActor, action: ReportAction, row?: ReportRowRecord): Refusal | null {
  if (allows(actor, action, row)) return null;
  return action === 'readRates'
    ? { code: 'forbidden', message: 'Only admins and the reports role see rates.' }
    : {
        code: 'forbidden',
        message: 'You may not run reports on this employee.',
        field: 'querystring.employeeId',
      };
}

export const authorize = authorizeWith({ can: allows, refusal });
