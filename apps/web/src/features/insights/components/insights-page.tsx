import { SimpleGrid, Text } from '@mantine/core';
import { todayIso } from '@timekeep/shared/domain/periods';
import { useSearchParams } from 'react-router';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../lib/paths';
import { filtersFromSearch, type PageFilters, searchOf } from '../utils/insight-filters';
import { BillableHoursChart } from './billable-hours-chart';
import { EngagementHoursChart } from './engagement-hours-chart';
import { InsightFiltersBar } from './insight-filters-bar';
import { NotSubmittedChart } from './not-submitted-chart';
import { TimeOffChart } from './time-off-chart';
import { UtilizationChart } from './utilization-chart';
import { UtilizationTargetsChart } from './utilization-targets-chart';

/**
 * /reports/insights: the built-in charts, over the rows the reports show the person (the company, their
 * teams, or their own), for the dates and filters in the page's URL.
 */
export function InsightsPage() {
  const [search, setSearch] = useSearchParams();
  const today = todayIso();
  const filters = filtersFromSearch(search, today);
  const change = (next: PageFilters) => setSearch(searchOf(next), { replace: true });
  const chartProps = { filters, today };
  return (
    <>
      <PageBreadcrumbs parent={{ to: paths.reports.root(), label: 'Reports' }} current="Insights" />
      <PageTitle>Insights</PageTitle>
      <Text c="gray.7" size="sm" mb="md" maw={900}>
        Figures of the same hours, time off and timesheets the reports list for you. The department is the
        engagement's for hours on engagements, and the person's own for utilization, time off and missing
        timesheets.
      </Text>
      <InsightFiltersBar
        filters={filters}
        onChange={change}
        onReset={() => setSearch('', { replace: true })}
      />
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
        <UtilizationChart {...chartProps} />
        <UtilizationTargetsChart {...chartProps} />
        <BillableHoursChart {...chartProps} />
        <EngagementHoursChart {...chartProps} />
        <TimeOffChart {...chartProps} />
        <NotSubmittedChart {...chartProps} />
      </SimpleGrid>
    </>
  );
}
