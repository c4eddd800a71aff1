import { CompositeChart } from '@mantine/charts';
import { formatDateRange } from '@timekeep/shared/domain/time-off-dates';
import { formatPeriodDate } from '../../../components/timesheet/period-label';
import { useInsight } from '../api/get-insight';
import { ignoredFilters, type PageFilters } from '../utils/insight-filters';
import { formatHours, formatPercent } from '../utils/labels';
import { rowsLinks } from '../utils/report-links';
import { CHART_HEIGHT, ChartCard } from './chart-card';
import { FiguresTable } from './figures-table';

export interface InsightChartProps {
  filters: PageFilters;
  today: string;
}

const title = 'Utilization';

/** Billable hours against capacity per period, with utilization as a line on its own axis. */
export function UtilizationChart({ filters, today }: InsightChartProps) {
  const query = useInsight('utilization', filters);
  const periods = query.data?.periods ?? [];
  const data = periods.map((period) => ({
    period: formatPeriodDate(period.startDate, today),
    capacity: period.capacity,
    hoursBillable: period.hoursBillable,
    utilization: Math.round(period.utilization * 100),
  }));
  return (
    <ChartCard
      title={title}
      description="Billable hours against capacity (8 hours a working day less approved time off) of the counted timesheets, per period."
      ignored={ignoredFilters('utilization', filters)}
      query={query}
      isEmpty={periods.length === 0}
      link={rowsLinks.utilization(filters)}
      chart={
        <CompositeChart
          h={CHART_HEIGHT}
          textColor="gray.7"
          data={data}
          dataKey="period"
          withLegend
          withRightYAxis
          yAxisLabel="Hours"
          rightYAxisLabel="Utilization %"
          rightYAxisProps={{ domain: [0, 'auto'] }}
          series={[
            { name: 'capacity', label: 'Capacity', type: 'bar', color: 'gray.5' },
            { name: 'hoursBillable', label: 'Billable hours', type: 'bar', color: 'blue.7' },
            {
              name: 'utilization',
              label: 'Utilization %',
              type: 'line',
              color: 'orange.7',
              yAxisId: 'right',
            },
          ]}
        />
      }
      table={
        <FiguresTable
          caption={`${title} per period`}
          headers={['Period', 'Capacity', 'Total Hours', 'Billable Hours', 'Utilization']}
          rows={periods.map((period) => ({
            key: period.startDate,
            cells: [
              formatDateRange(period.startDate, period.endDate),
              formatHours(period.capacity),
              formatHours(period.hoursTotal),
              formatHours(period.hoursBillable),
              formatPercent(period.utilization),
            ],
          }))}
        />
      }
    />
  );
}
