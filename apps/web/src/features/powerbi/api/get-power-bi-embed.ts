import { queryOptions, useQuery } from '@tanstack/react-query';
import type { powerBiEmbedSchema } from '@timekeep/shared/schemas/powerbi';
import { apiCall } from '../../../lib/api-client';
import { apiReportId } from '../utils/report-id';
import { tokenRefreshDelay } from '../utils/token-refresh';
import { biReportKeys } from './query-keys';

/** GET /api/powerbi/reports/{reportId with underscores}: the report's embed URL and an embed token. */
export function getPowerBiEmbed(urlReportId: string) {
  return apiCall<typeof powerBiEmbedSchema>(
    `/api/powerbi/reports/${encodeURIComponent(apiReportId(urlReportId))}`,
  );
}

/**
 * Not refetched on window focus (spec section 7: the embedded report would reload); instead the token is
 * renewed shortly before it expires, so a report left open keeps working.
 */
export function powerBiEmbedQueryOptions(urlReportId: string) {
  return queryOptions({
    queryKey: biReportKeys.embed(urlReportId),
    queryFn: () => getPowerBiEmbed(urlReportId),
    refetchOnWindowFocus: false,
    retry: false,
    staleTime: (query) => (query.state.data ? tokenRefreshDelay(query.state.data.expiration) : 0),
    refetchInterval: (query) => (query.state.data ? tokenRefreshDelay(query.state.data.expiration) : false),
    refetchIntervalInBackground: true,
  });
}

export function usePowerBiEmbed(urlReportId: string) {
  return useQuery(powerBiEmbedQueryOptions(urlReportId));
}
