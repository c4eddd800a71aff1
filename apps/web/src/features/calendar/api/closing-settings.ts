import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PeriodClosingSettings, periodClosingSettingsSchema } from '@timekeep/shared/schemas/calendar';
import { apiCall } from '../../../lib/api-client';
import { useCompanyDataWrite } from '../../../lib/company-data/use-company-data-write';
import { calendarKeys } from './query-keys';

/** GET /api/admin/period_closing_settings: whether periods close by themselves, and when. */
export function getClosingSettings() {
  return apiCall<typeof periodClosingSettingsSchema>('/api/admin/period_closing_settings');
}

export const closingSettingsQueryOptions = queryOptions({
  queryKey: calendarKeys.closingSettings(),
  queryFn: getClosingSettings,
});

export function useClosingSettings() {
  return useQuery(closingSettingsQueryOptions);
}

/** PUT /api/admin/period_closing_settings. */
export function setClosingSettings(settings: PeriodClosingSettings) {
  return apiCall<typeof periodClosingSettingsSchema>('/api/admin/period_closing_settings', {
    method: 'PUT',
    body: settings,
  });
}

export const useSetClosingSettings = () => useCompanyDataWrite(setClosingSettings);
