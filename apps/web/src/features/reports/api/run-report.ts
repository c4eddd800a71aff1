import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toasts';
import type { AnyReportDefinition } from '../report-catalog';
import type { ReportQuery } from '../utils/report-filters';
import { reportKeys } from './query-keys';

export const REPORT_FAILED = {
  title: 'Report Failed',
  message: 'Failed to generate a report. Please retry shortly or refresh the page.',
};

/** One run of a report: the query it was asked with, numbered so that asking again runs again. */
export interface ReportRun {
  query: ReportQuery;
  number: number;
}

/**
 * Runs the report's GET when asked (Run Report, or a choice of period), never on its own: a run can be large,
 * so it is not refetched on focus and not kept once the screen is left. `firstQuery` runs as the screen opens.
 */
export function useReportRun(report: AnyReportDefinition, firstQuery: ReportQuery | null) {
  const [run, setRun] = useState<ReportRun | null>(() =>
    firstQuery ? { query: firstQuery, number: 1 } : null,
  );
  const result = useQuery({
    queryKey: reportKeys.run(report.path, run?.query ?? null, run?.number ?? 0),
    queryFn: async () => {
      try {
        return await report.fetchRows(run!.query);
      } catch (error) {
        // Queries have no error callback; the toast belongs to this one run, so it is raised here, once.
        toast.error(REPORT_FAILED);
        throw error;
      }
    },
    enabled: run !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const start = (query: ReportQuery) =>
    setRun((previous) => ({ query, number: (previous?.number ?? 0) + 1 }));
  return { run, result, start };
}
