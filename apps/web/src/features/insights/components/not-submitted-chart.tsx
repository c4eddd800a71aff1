import { BarChart } from '@mantine/charts';
import { Anchor, VisuallyHidden } from '@mantine/core';
import { formatDateRange } from '@timekeep/shared/domain/time-off-dates';
import { Link } from 'react-router';
import { formatPeriodDate } from '../../../components/timesheet/period-label';
import { useInsight } from '../api/get-insight';
import { ignoredFilters } from '../utils/insight-filters';
import { rowsLinks } from '../utils/report-links';
import { CHART_HEIGHT, ChartCard } from './chart-card';
import { FiguresTable } from './figures-table';
import type { InsightChartProps } from './utilization-chart';

const title = 'Timesheets Not Submitted';

/** Per period, how many people were expected to submit and how many have not. */
export function NotSubmittedChart({ filters, today }: InsightChartProps) {
  const query = useInsight('notSubmitted', filters);
  const periods = query.data?.periods ?? [];
  const data = periods.map((period) => ({ ...period, period: formatPeriodDate(period.startDate, today) }));
  const latest = periods.at(-1);
  return (
    <ChartCard
      title={title}
      description="People expected to submit each period's timesheet, and those who have not (no timesheet, unsubmitted, rejected or unapproved)."
      ignored={ignoredFilters('notSubmitted', filters)}
      query={query}
      isEmpty={periods.length === 0}
      link={rowsLinks.notSubmitted(latest?.startDate ?? filters.endDate)}
      chart={
        <BarChart
          h={CHART_HEIGHT}
          textColor="gray.7"
          data={data}
          dataKey="period"
          withLegend
          yAxisProps={{ allowDecimals: false }}
          series={[
            { name: 'expected', label: 'Expected to submit', color: 'gray.5' },
            { name: 'notSubmitted', label: 'Not submitted', color: 'red.8' },
          ]}
        />
      }
      table={
        <FiguresTable
          caption={`${title} per period`}
          headers={['Period', 'Expected', 'Not Submitted', 'Report']}
          rows={periods.map((period) => {
            const link = rowsLinks.notSubmitted(period.startDate);
            return {
              key: period.startDate,
              cells: [
                formatDateRange(period.startDate, period.endDate),
                period.expected,
                period.notSubmitted,
                <Anchor key="link" component={Link} to={link.to} size="sm">
                  Open
                  <VisuallyHidden> the report for {period.startDate}</VisuallyHidden>
                </Anchor>,
              ],
            };
          })}
        />
      }
    />
  );
}
