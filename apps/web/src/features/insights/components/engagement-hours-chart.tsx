import { BarChart } from '@mantine/charts';
import type { EngagementHoursInsightRow } from '@timekeep/shared/schemas/insights';
import { useInsight } from '../api/get-insight';
import { ignoredFilters } from '../utils/insight-filters';
import { formatHours, monthLabel, monthsOf, seriesColors } from '../utils/labels';
import { rowsLinks } from '../utils/report-links';
import { CHART_HEIGHT, ChartCard } from './chart-card';
import { FiguresTable } from './figures-table';
import type { InsightChartProps } from './utilization-chart';

const title = 'Hours by Engagement';
const OTHERS = 'Other engagements';

const seriesKey = (row: EngagementHoursInsightRow) =>
  row.engagementId === null ? 'others' : `engagement${row.engagementId}`;
const seriesLabel = (row: EngagementHoursInsightRow) =>
  row.engagementId === null ? OTHERS : `${row.projectCode} ${row.engagementName}`;

/** Hours per month on the engagements with the most hours, the rest together, stacked. */
export function EngagementHoursChart({ filters }: InsightChartProps) {
  const query = useInsight('engagementHours', filters);
  const rows = query.data?.hours ?? [];
  // The server ranks the engagements; the first row of each, in order, makes the series (others last).
  const series = [...new Map(rows.map((row) => [seriesKey(row), seriesLabel(row)]))]
    .sort(([a], [b]) => Number(a === 'others') - Number(b === 'others'))
    .map(([name, label], index) => ({
      name,
      label,
      color: name === 'others' ? seriesColors.at(-1)! : seriesColors[index % (seriesColors.length - 1)]!,
    }));
  const data = monthsOf(filters.startDate, filters.endDate).map((month) => ({
    month: monthLabel(month),
    ...Object.fromEntries(
      rows.filter((row) => row.month === month).map((row) => [seriesKey(row), row.hours]),
    ),
  }));
  return (
    <ChartCard
      title={title}
      description="Hours per month on the engagements with the most hours in the range; the rest are shown together."
      ignored={ignoredFilters('engagementHours', filters)}
      query={query}
      isEmpty={rows.length === 0}
      link={rowsLinks.engagementHours(filters)}
      chart={
        <BarChart
          h={CHART_HEIGHT + 100}
          textColor="gray.7"
          data={data}
          dataKey="month"
          type="stacked"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={formatHours}
          series={series}
        />
      }
      table={
        <FiguresTable
          textColumns={3}
          caption={`${title} per month`}
          headers={['Month', 'Engagement', 'Client', 'Hours']}
          rows={rows.map((row) => ({
            key: `${row.month}-${seriesKey(row)}`,
            cells: [monthLabel(row.month), seriesLabel(row), row.clientName ?? '', formatHours(row.hours)],
          }))}
        />
      }
    />
  );
}
