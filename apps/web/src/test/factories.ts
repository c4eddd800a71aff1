import type { TimeOffDetail, TimeOffRequest } from '@timekeep/shared/schemas/time-off';

/** A pending half-day PTO request the owner may still edit and delete; override what a test is about. */
export function buildTimeOffRequest(
  detail: Partial<TimeOffDetail> = {},
  request: Partial<Omit<TimeOffRequest, 'mostRecentDetail'>> = {},
): TimeOffRequest {
  const startDate = detail.startDate ?? '2030-03-04';
  return {
    id: 41,
    employeeName: 'Erin Employee',
    permissions: { edit: true, delete: true },
    ...request,
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
