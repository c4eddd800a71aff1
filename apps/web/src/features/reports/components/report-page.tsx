import { Anchor, Breadcrumbs, Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { todayIso } from '@timekeep/shared/domain/periods';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { ApiError, apiUrl } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
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

/** One report: its filters, Run Report, the results of the last run and their download. */
export function ReportPage({ report }: { report: AnyReportDefinition }) {
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
