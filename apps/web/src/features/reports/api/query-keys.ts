/**
 * Every reports query sits under one root. The filter options are reference data read once per visit; a
 * run is keyed by its query and its click, so each Run Report asks the server again.
 */
export const reportKeys = {
  all: ['reports'] as const,
  engagements: () => [...reportKeys.all, 'engagements'] as const,
  engagementManagers: () => [...reportKeys.all, 'engagement-managers'] as const,
  people: () => [...reportKeys.all, 'people'] as const,
  additionalProjects: () => [...reportKeys.all, 'additional-projects'] as const,
  run: (reportPath: string, query: unknown, runNumber: number) =>
    [...reportKeys.all, 'run', reportPath, query, runNumber] as const,
};

/** Filter options change rarely (engagements and people are set up by operations): a visit reads them once. */
export const FILTER_OPTIONS_STALE_TIME = 10 * 60 * 1000;
