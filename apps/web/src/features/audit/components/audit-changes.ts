import { formatHours } from '@timekeep/shared/domain/hour-entry';
import type { AuditEntityType, AuditEntry, TimesheetCellChange } from '@timekeep/shared/schemas/audit';

/** The kinds of record the log names, as the filter and the table read them. */
export const auditEntityLabels: Record<AuditEntityType, string> = {
  person: 'Person',
  engagement: 'Engagement',
  engagement_role: 'Engagement role',
  resource: 'Assignment to a role',
  client: 'Client',
  department: 'Department',
  additional_project: 'Additional project',
  additional_project_assignment: 'Assignment to an additional project',
  holiday: 'Holiday',
  timesheet_period: 'Timesheet period',
  time_off_balance: 'Time-off balance',
  accrual_policy: 'Accrual policy',
  accrual_assignment: 'Accrual policy of a person',
  office: 'Office',
  office_holiday: 'Office holiday',
  office_move: 'Office of a person',
  blackout: 'Blackout days',
  utilization_target_default: 'Default utilization target',
  api_token: 'API token',
  scim_group: 'SCIM group',
  webhook_endpoint: 'Webhook endpoint',
  time_off_request: 'Time-off request',
  timesheet: 'Timesheet',
  timesheet_decision_batch: 'Timesheets decided together',
  csv_import: 'CSV import',
  stand_in: 'Stand-in',
};

/** An action code as a sentence: 'engagement_role_created' reads 'Engagement role created'. */
export function actionLabel(action: string): string {
  const words = action.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function entityLabel(entityType: string): string {
  return auditEntityLabels[entityType as AuditEntityType] ?? actionLabel(entityType);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '(empty)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Fields a reader learns nothing from: a timesheet's version is a counter, and its rows read as the cells
 * that changed (`changedCells`), not as the whole rows before and after.
 */
const unreadFields: Partial<Record<string, readonly string[]>> = { timesheet: ['version', 'rows'] };

/**
 * What an entry changed, one line a field: "name: Acme → Acme Corp" for a change, "name: Acme" for what a
 * created record holds; a deleted record lists what it held.
 */
export function changeLines(entry: Pick<AuditEntry, 'before' | 'after' | 'entityType'>): string[] {
  const unread = unreadFields[entry.entityType] ?? [];
  const shown = (field: string) => !unread.includes(field);
  const before = isRecord(entry.before) ? entry.before : null;
  const after = isRecord(entry.after) ? entry.after : null;
  if (before && after) {
    return Object.keys({ ...before, ...after })
      .filter((field) => shown(field) && JSON.stringify(before[field]) !== JSON.stringify(after[field]))
      .map((field) => `${field}: ${valueText(before[field])} → ${valueText(after[field])}`);
  }
  const only = after ?? before;
  if (!only) return [];
  return Object.entries(only)
    .filter(([field]) => shown(field))
    .map(([field, value]) => `${field}: ${valueText(value)}`);
}

/** A timesheet cell as the audit log shows it: "7.50 h", with its note; "(empty)" when nothing was logged. */
export function cellText(cell: TimesheetCellChange['before']): string {
  if (cell === null) return '(empty)';
  const hours = `${formatHours(cell.hours)} h`;
  return cell.note === null ? hours : `${hours}, note: ${cell.note}`;
}
