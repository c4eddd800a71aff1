import { timeOffListResponseSchema } from '@timekeep/shared/schemas/time-off';
import { ApiError, apiCall } from '../../../lib/api-client';

/** Whether the person has time-off requests waiting for approval (GET /api/ptos); contractors have none (403). */
export async function hasPendingTimeOff(): Promise<boolean> {
  try {
    const { ptos } = await apiCall('/api/ptos', timeOffListResponseSchema);
    return ptos.some((request) => request.mostRecentDetail.status === 'pending');
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return false;
    throw error;
  }
}
