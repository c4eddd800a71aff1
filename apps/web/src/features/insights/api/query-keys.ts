import type { InsightChart, InsightQuery } from '../utils/insight-filters';

/** Every Insights query sits under one root; a chart's key holds the filters it takes. */
export const insightKeys = {
  all: ['insights'] as const,
  chart: (chart: InsightChart, query: InsightQuery) => [...insightKeys.all, chart, query] as const,
};
