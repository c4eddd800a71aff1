import { queryOptions, useQuery } from '@tanstack/react-query';
import type { teamPeriodTimesheetsResponseSchema } from '@timekeep/shared/schemas/team';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

type TeamPeriodTimesheets = z.output<typeof teamPeriodTimesheetsResponseSchema>;

/**
 * GET /api/team/timesheets?start_date&approver_id: every member of the team for the period, saved or not, and
 * the team's utilization against its target for the period.
 */
export async function getTeamTimesheets(
  startDate: string | null,
  approverId: number | null,
): Promise<TeamPeriodTimesheets> {
  return apiCall<typeof teamPeriodTimesheetsResponseSchema>('/api/team/timesheets', {
    query: { start_date: startDate, approver_id: approverId },
  });
}

function teamTimesheetsQueryOptions(startDate: string | null, approverId: number | null) {
  return queryOptions({
    queryKey: teamKeys.timesheetList(startDate, approverId),
    queryFn: () => getTeamTimesheets(startDate, approverId),
  });
}

/** The members' timesheets of the period. */
export function useTeamTimesheets(startDate: string | null, approverId: number | null) {
  return useQuery({
    ...teamTimesheetsQueryOptions(startDate, approverId),
    select: (answer) => answer.timesheets,
  });
}

/** The team's utilization against target for the period: the same answer, read once. */
export function useTeamUtilization(startDate: string | null, approverId: number | null) {
  return useQuery({
    ...teamTimesheetsQueryOptions(startDate, approverId),
    select: (answer) => answer.teamUtilization,
  });
}
