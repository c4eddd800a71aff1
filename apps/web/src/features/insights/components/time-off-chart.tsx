import { BarChart } from '@mantine/charts';
import { timeOffReasonLabels } from '@timekeep/shared/domain/time-off-reasons';
import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';
import { useCurrentUser } from '../../../lib/lookups/get-current-user';
import { useInsight } from '../api/get-insight';
import { ignoredFilters } from '../utils/insight-filters';
import { formatHours, monthLabel, monthsOf } from '../utils/labels';
import { rowsLinks } from '../utils/report-links';
import { CHART_HEIGHT, ChartCard } from './chart-card';
import { FiguresTable } from './figures-table';
import type { InsightChartProps } from './utilization-chart';

const title = 'Time Off Taken';

/** A leave type keeps its color whoever looks and whatever else the range holds; the common ones stand apart. */
const reasonColors: Record<TimeOffReason, string> = {
  pto: 'blue.7',
  paid_sick_leave_ffcra: 'teal.7',
  jury_duty: 'orange.7',
  office_closure: 'grape.6',
  bereavement: 'gray.6',
  fmla: 'cyan.8',
  expanded_fmla_ffcra: 'indigo.4',
  long_term_disability: 'lime.8',
  short_term_disability: 'yellow.7',
  maternity_leave: 'pink.6',
  paternity_leave: 'violet.4',
  unpaid_time_off: 'red.8',
};

/** Approved time off per month, stacked by leave type. */
export function TimeOffChart({ filters }: InsightChartProps) {
  const query = useInsight('timeOff', filters);
  const user = useCurrentUser().data?.currentUser ?? null;
  const rows = query.data?.months ?? [];
  const reasons = [...new Set(rows.map((row) => row.reason))].sort();
  const data = monthsOf(filters.startDate, filters.endDate).map((month) => ({
    month: monthLabel(month),
    ...Object.fromEntries(rows.filter((row) => row.month === month).map((row) => [row.reason, row.hours])),
  }));
  return (
    <ChartCard
      title={title}
      description="Hours of approved time off per month, by leave type; a request of several days counts in the months of its days."
      ignored={ignoredFilters('timeOff', filters)}
      query={query}
      isEmpty={rows.length === 0}
      link={rowsLinks.timeOff(user)}
      chart={
        <BarChart
          h={CHART_HEIGHT}
          textColor="gray.7"
          data={data}
          dataKey="month"
          type="stacked"
          withLegend
          valueFormatter={formatHours}
          series={reasons.map((reason) => ({
            name: reason,
            label: timeOffReasonLabels[reason],
            color: reasonColors[reason],
          }))}
        />
      }
      table={
        <FiguresTable
          textColumns={2}
          caption={`${title} per month`}
          headers={['Month', 'Type', 'Hours']}
          rows={rows.map((row) => ({
            key: `${row.month}-${row.reason}`,
            cells: [monthLabel(row.month), timeOffReasonLabels[row.reason], formatHours(row.hours)],
          }))}
        />
      }
    />
  );
}
