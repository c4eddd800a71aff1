import { reportScopeOf } from '../../core/reporting/report-scope';
import { type PolicyActor, scopeCovers } from '../../core/team-scope/team-scope';

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
export function can(actor: PolicyActor, action: 'read' | 'readRates', row?: ReportRowRecord): boolean {
  const scope = reportScopeOf(actor);
  if (scope.everyone) return true;
  // The overloads give 'readRates' no row and 'read' always one, so the mutants of this test are all `!row`:
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: equivalent (docs/quality.md)
  if (action === 'readRates' || !row) return false;
  return row.personId === scope.personId || scopeCovers(scope.team, { teamLeadId: row.personTeamLeadId });
}
