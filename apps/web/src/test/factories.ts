import type { Engagement } from '@timekeep/shared/schemas/master-data';
import type { TimeOffDetail, TimeOffPermissions, TimeOffRequest } from '@timekeep/shared/schemas/time-off';

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
