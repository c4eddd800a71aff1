import { timeOffHoursOf } from '@timekeep/shared/domain/capacity';
import { fullName } from '@timekeep/shared/domain/person-names';
import { timeOffRowsOf } from '@timekeep/shared/domain/time-off-rows';
import { sortReadOnlyLast } from '@timekeep/shared/domain/timesheet-rules';
import type { TeamTimesheetSummary } from '@timekeep/shared/schemas/team';
import type { Timesheet, TimesheetRow } from '@timekeep/shared/schemas/timesheets';
import type { PolicyActor } from '../../core/team-scope/team-scope';
import { changesSinceSentBack } from './sent-back-changes';
import type { LoadedTimesheet, TimesheetTotals } from './timesheet-loader';
import {
  type CapacityBasis,
  capacityOfPeriod,
  computeTimesheetMetrics,
  metricsFromTotals,
  timeOffDaysOfPeriod,
} from './timesheet-metrics';
import { can, type TimesheetRecord } from './timesheets.policy';

/** What the policy needs of a loaded timesheet; one not saved yet is unsubmitted. */
export function timesheetRecord(loaded: LoadedTimesheet): TimesheetRecord {
  return {
    ownerId: loaded.owner.id,
    ownerTeamLeadId: loaded.owner.teamLeadId,
    status: loaded.stored?.status ?? 'unsubmitted',
    changedOnBehalfBy: loaded.stored?.changedOnBehalfBy ?? null,
    periodClosed: loaded.period.closed,
  };
}

/** What capacity and the day marks read of a timesheet. */
function capacityBasisOf(timesheet: TimesheetTotals | LoadedTimesheet): CapacityBasis {
  return {
    period: timesheet.period,
    holidayDates: timesheet.holidayDates,
    employmentStartDate: timesheet.owner.employmentStartDate,
    timeOff: timesheet.timeOff,
  };
}

/** A loaded timesheet as the API answers it, with its metrics and what the caller may do with it. Pure. */
export function presentTimesheet(loaded: LoadedTimesheet, actor: PolicyActor): Timesheet {
  const { owner, period, stored } = loaded;
  const rows: TimesheetRow[] = loaded.rows.map((row) => ({
    id: row.id,
    engagementId: row.engagementId,
    additionalProjectId: row.additionalProjectId,
    projectId: row.projectCode,
    resourceId: row.resourceId,
    role: row.roleName,
    name: row.engagementName ?? row.additionalProjectName ?? '',
    clientName: row.clientName,
    startDate: row.startDate ?? period.startDate,
    endDate: row.endDate,
    state: row.state,
    readOnly: row.state === 'closed',
    billable: row.billable ?? false,
    timesheetEntries: row.entries.map((entry) => ({
      id: entry.id,
      date: entry.date,
      hours: Number(entry.hours),
      note: entry.note,
    })),
    budget: row.budget,
  }));
  const basis = capacityBasisOf(loaded);
  const timeOffRows = timeOffRowsOf(timeOffDaysOfPeriod(basis));
  const metrics = computeTimesheetMetrics({ ...basis, rows });
  const record = timesheetRecord(loaded);
  return {
    id: stored?.id ?? null,
    spudUserId: owner.id,
    employee: fullName(owner),
    employmentStartDate: owner.employmentStartDate,
    status: record.status,
    version: stored?.version ?? 0,
    timesheetPeriodId: period.id,
    timesheetPeriod: { startDate: period.startDate, endDate: period.endDate },
    periodClosed: record.periodClosed === true,
    timesheetRows: sortReadOnlyLast(rows),
    ...metrics,
    timeOff: timeOffDaysOfPeriod(basis),
    holidays: [...loaded.holidays],
    timeOffRows,
    timeOffChangedAt: stored?.timeOffChangedAt ?? null,
    changesSinceSentBack: changesSinceSentBack(loaded.sentBack, loaded.rows),
    permissions: {
      edit: can(actor, 'edit', record),
      // Changes of status need a saved timesheet.
      submit: stored !== undefined && can(actor, 'submit', record),
      rescind: stored !== undefined && can(actor, 'rescind', record),
      approve: stored !== undefined && can(actor, 'approve', record),
      reject: stored !== undefined && can(actor, 'reject', record),
      unapprove: stored !== undefined && can(actor, 'unapprove', record),
      submitOnBehalf: stored !== undefined && can(actor, 'submitOnBehalf', record),
    },
  };
}

/** A timesheet as the team lists show it: who, status and the figures. Pure. */
export function presentTimesheetSummary(timesheet: TimesheetTotals): TeamTimesheetSummary {
  const { owner, period } = timesheet;
  const basis = capacityBasisOf(timesheet);
  const timeOffDays = timeOffDaysOfPeriod(basis);
  return {
    id: timesheet.stored?.id ?? null,
    spudUserId: owner.id,
    employee: fullName(owner),
    firstName: owner.firstName,
    lastName: owner.lastName,
    status: timesheet.stored?.status ?? 'unsubmitted',
    version: timesheet.stored?.version ?? null,
    timesheetPeriod: { startDate: period.startDate, endDate: period.endDate },
    periodClosed: period.closed,
    ...metricsFromTotals({
      capacity: capacityOfPeriod(basis),
      totalHundredths: timesheet.totalHundredths,
      billableHundredths: timesheet.billableHundredths,
      timeOffHours: timeOffHoursOf(timeOffDays, 'approved'),
    }),
    utilizationTarget: timesheet.utilizationTarget,
    approvedTimeOffHours: timeOffHoursOf(timeOffDays, 'approved'),
    pendingTimeOffHours: timeOffHoursOf(timeOffDays, 'pending'),
    timeOffChangedAt: timesheet.stored?.timeOffChangedAt ?? null,
  };
}
