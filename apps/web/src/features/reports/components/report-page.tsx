import { Anchor, Breadcrumbs, Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { todayIso } from '@timekeep/shared/domain/periods';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { ApiError, apiUrl } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toasts';
import { requestReportExport } from '../api/export-report';
import { useReportRun } from '../api/run-report';
import type { AnyReportDefinition } from '../report-catalog';
import {
  filterProblems,
  filterValuesFromLink,
  initialFilterValues,
  type ReportFieldErrors,
  type ReportFilterValues,
  refusalWords,
  reportFieldOf,
  reportQuery,
} from '../utils/report-filters';
import { ReportFilters } from './report-filters';
import { ReportResults, type ReportResultsState } from './report-results';

/** A refusal the person can act on (a 4xx): the server's reason; a failure of the server's own: none. */
function refusalOf(error: Error | null): ApiError | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error : null;
}

/** Why the server refused the run, in words, or null for a failure of its own. */
function reasonOf(error: Error | null): string | null {
  const refusal = refusalOf(error);
  return refusal && refusalWords(refusal.message, refusal.field);
}

/** The server's refusal of a run's query, beside the field it names (a reversed or too long range). */
function serverFieldErrors(error: Error | null): ReportFieldErrors {
  const refusal = refusalOf(error);
  const field = reportFieldOf(refusal?.field);
  return refusal && field ? { [field]: refusalWords(refusal.message, refusal.field) } : {};
}

const EXPORT_FAILED = {
  title: 'Export Failed',
  message: 'Failed to export the report. Please retry shortly or refresh the page.',
};

interface ReportPageProps {
  report: AnyReportDefinition;
  /** The person's background exports, shown under the buttons (composed by the route). */
  exports?: ReactNode;
  /** Told when a download was too big for its request and was queued to be prepared in the background. */
  onExportQueued?: () => void;
}

/**
 * Download as XLS asks for the export: a small one is the workbook, saved at once; one too big (issue 42)
 * is queued, which a toast says, and the person is notified once it is ready.
 */
function useReportDownload(onExportQueued: (() => void) | undefined) {
  const [busy, setBusy] = useState(false);
  const download = async (url: string) => {
    setBusy(true);
    try {
      const answer = await requestReportExport(url);
      if (answer.kind === 'queued') {
        toast.success({
          title: answer.queued.message,
          message: 'You will be notified when it is ready to download.',
        });
        onExportQueued?.();
      }
    } catch (error) {
      const refusal = refusalOf(error as Error);
      toast.error(refusal ? { title: EXPORT_FAILED.title, message: refusal.message } : EXPORT_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}

/** One report: its filters, Run Report, the results of the last run and their download. */
export function ReportPage({ report, exports, onExportQueued }: ReportPageProps) {
  const today = todayIso();
  const [search] = useSearchParams();
  // A link with filters (Insights, a budget alert) opens the report run with them.
  const [linked] = useState(() => search.size > 0);
  const [values, setValues] = useState<ReportFilterValues>(() =>
    filterValuesFromLink(initialFilterValues(report.rangeDefault, today), search),
  );
  const [problems, setProblems] = useState<ReportFieldErrors>({});
  const { run, result, start } = useReportRun(
    report,
    report.runsOnChoice ? reportQuery(report.filters, values) : null,
  );

  const runWith = (next: ReportFilterValues) => {
    const found = filterProblems(report.filters, next);
    setProblems(found);
    if (Object.keys(found).length === 0) start(reportQuery(report.filters, next));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, as a linked report opens
  useEffect(() => {
    if (linked && !report.runsOnChoice) runWith(values);
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    runWith(values);
  };
  const choosePeriod = (next: ReportFilterValues) => {
    setValues(next);
    runWith(next);
  };

  const state: ReportResultsState<unknown> = !run
    ? { kind: 'not-run' }
    : result.isFetching
      ? { kind: 'running' }
      : result.isError
        ? { kind: 'failed', reason: reasonOf(result.error) }
        : { kind: 'done', rows: result.data ?? [] };
  const downloadUrl =
    run && result.isSuccess && !result.isFetching ? apiUrl(`${report.apiPath}/export`, run.query) : null;
  const reportDownload = useReportDownload(onExportQueued);

  return (
    <>
      <nav aria-label="Breadcrumb">
        <Breadcrumbs mb="sm">
          <Anchor component={Link} to={paths.reports.root()} size="sm">
            Reports
          </Anchor>
          <Text size="sm" aria-current="page">
            {report.name}
          </Text>
        </Breadcrumbs>
      </nav>
      <PageTitle>{report.name}</PageTitle>
      <form noValidate onSubmit={submit} aria-label={`${report.name} filters`}>
        <ReportFilters
          filters={report.filters}
          values={values}
          errors={{ ...serverFieldErrors(result.error), ...problems }}
          today={today}
          onChange={setValues}
          onPeriodChange={choosePeriod}
        />
        <Group mt="md">
          <Button type="submit" loading={result.isFetching}>
            Run Report
          </Button>
          {downloadUrl ? (
            <Button
              component="a"
              href={downloadUrl}
              download
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={reportDownload.busy}
              onClick={(event) => {
                event.preventDefault();
                if (!reportDownload.busy) void reportDownload.download(downloadUrl);
              }}
            >
              Download as XLS
            </Button>
          ) : (
            <Button variant="default" leftSection={<IconDownload size={16} />} disabled>
              Download as XLS
            </Button>
          )}
        </Group>
      </form>
      {exports}
      <ReportResults
        key={run?.number ?? 0}
        label={`${report.name} results`}
        columns={report.columns}
        rowKey={report.rowKey}
        state={state}
      />
    </>
  );
}
