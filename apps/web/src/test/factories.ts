import type { ClosablePeriod } from '@timekeep/shared/schemas/calendar';
import type { Engagement, EngagementDetail, EngagementRole } from '@timekeep/shared/schemas/engagements';
import type { AdminPerson } from '@timekeep/shared/schemas/people';
import type { TeamTimesheetSummary } from '@timekeep/shared/schemas/team';
import type { TimeOffDetail, TimeOffPermissions, TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import type { Timesheet, TimesheetPermissions } from '@timekeep/shared/schemas/timesheets';

/** A pending half-day PTO request the owner may still edit and delete; override what a test is about. */
export function buildTimeOffRequest(
  detail: Partial<TimeOffDetail> = {},
  request: Partial<Omit<TimeOffRequest, 'mostRecentDetail' | 'permissions'>> & {
    permissions?: Partial<TimeOffPermissions>;
  } = {},
): TimeOffRequest {
  const startDate = detail.startDate ?? '2030-03-04';
  return {
    id: 41,
    version: 1,
    spudUserId: 7,
    employeeName: 'Erin Employee',
    ...request,
    permissions: { edit: true, delete: true, approve: false, reject: false, ...request.permissions },
    mostRecentDetail: {
      reason: 'pto',
      status: 'pending',
      timeframeType: 'partial_day',
      startDate,
      endDate: startDate,
      hours: 4,
      hoursWorkday: 8,
      includeWeekends: false,
      comment: 'Dentist',
      managerComment: null,
      managerName: null,
      ...detail,
    },
  };
}

/** A pending timesheet of one row, seen by a lead who may approve or reject it; override what a test is about. */
export function buildTimesheet(
  timesheet: Partial<Omit<Timesheet, 'permissions'>> & { permissions?: Partial<TimesheetPermissions> } = {},
): Timesheet {
  return {
    id: 7,
    spudUserId: 11,
    employee: 'Emily Carter',
    employmentStartDate: '2020-01-06',
    status: 'pending',
    version: 3,
    timesheetPeriodId: 5,
    timesheetPeriod: { startDate: '2030-03-01', endDate: '2030-03-15' },
    periodClosed: false,
    timesheetRows: [
      {
        id: 21,
        engagementId: 2,
        additionalProjectId: null,
        projectId: 'ACME-1001',
        resourceId: 31,
        role: 'Consultant',
        name: 'ERP Modernization',
        clientName: 'Acme Manufacturing',
        startDate: '2029-01-01',
        endDate: null,
        state: 'open',
        readOnly: false,
        billable: true,
        timesheetEntries: [{ id: 41, date: '2030-03-04', hours: 8, note: 'Kickoff' }],
        budget: null,
      },
    ],
    hoursTotal: 8,
    hoursWorked: 8,
    hoursTimeOff: 0,
    capacity: 88,
    hoursBillable: 8,
    utilization: 8 / 88,
    timeOff: [],
    holidays: [],
    timeOffRows: [],
    timeOffChangedAt: null,
    changesSinceSentBack: null,
    ...timesheet,
    permissions: {
      edit: false,
      submit: false,
      rescind: false,
      approve: true,
      reject: true,
      unapprove: false,
      submitOnBehalf: false,
      ...timesheet.permissions,
    },
  };
}

/** A team member's timesheet as the team lists show it. */
export function buildTeamTimesheetSummary(summary: Partial<TeamTimesheetSummary> = {}): TeamTimesheetSummary {
  return {
    id: 7,
    spudUserId: 11,
    employee: 'Emily Carter',
    firstName: 'Emily',
    lastName: 'Carter',
    status: 'pending',
    version: 2,
    timesheetPeriod: { startDate: '2030-03-01', endDate: '2030-03-15' },
    periodClosed: false,
    hoursTotal: 80,
    hoursWorked: 80,
    hoursTimeOff: 0,
    capacity: 88,
    hoursBillable: 70.5,
    utilization: 70.5 / 88,
    utilizationTarget: null,
    approvedTimeOffHours: 0,
    pendingTimeOffHours: 0,
    timeOffChangedAt: null,
    ...summary,
  };
}

/** A billable time-and-materials engagement of Acme; override what a test is about. */
export function buildEngagement(engagement: Partial<Engagement> = {}): Engagement {
  return {
    id: 1,
    name: 'ERP Modernization',
    projectId: 'ACME-1001',
    clientId: 1,
    clientName: 'Acme Manufacturing',
    billingType: 'variable',
    clientBillingTerms: 30,
    clientPoNumber: null,
    billingClass: null,
    projectDepartment: 'Consulting',
    projectDepartmentId: 1,
    billable: true,
    engagementManager: 6,
    engagementManagerName: 'Megan Brooks',
    salesRep: null,
    salesRepId: null,
    ...engagement,
  };
}

export function buildEngagementDetail(engagement: Partial<EngagementDetail> = {}): EngagementDetail {
  return { ...buildEngagement(engagement), billingTypeLabel: 'T&M', roles: [], ...engagement };
}

export function buildEngagementRole(role: Partial<EngagementRole> = {}): EngagementRole {
  return {
    id: 11,
    engagementId: 1,
    name: 'Consultant',
    rate: 150,
    rateLabel: '150.00',
    startDate: '2026-01-01',
    endDate: null,
    logged: null,
    timesheetRows: 0,
    resources: [],
    ...role,
  };
}

/** An ended period nobody has closed yet; override what a test is about. */
export function buildClosablePeriod(period: Partial<ClosablePeriod> = {}): ClosablePeriod {
  return {
    id: 12,
    startDate: '2030-03-01',
    endDate: '2030-03-15',
    closedAt: null,
    closedBy: null,
    reopenings: [],
    ...period,
  };
}

/** An active employee as the admin's person page reads them; override what a test is about. */
export function buildAdminPerson(person: Partial<AdminPerson> = {}): AdminPerson {
  return {
    id: 23,
    firstName: 'Emily',
    lastName: 'Carter',
    name: 'Emily Carter',
    email: 'employee@example.com',
    jobTitle: 'Senior Consultant',
    departmentId: null,
    departmentName: null,
    teamLeadId: null,
    teamLeadName: null,
    employmentEndDate: null,
    employmentStartDate: '2020-01-06',
    contractor: false,
    roles: ['employee'],
    accountEnabled: true,
    relatedManagers: [],
    ...person,
  };
}
