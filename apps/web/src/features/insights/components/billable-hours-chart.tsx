import { BarChart } from '@mantine/charts';
import { useInsight } from '../api/get-insight';
import { ignoredFilters } from '../utils/insight-filters';
import { formatHours } from '../utils/labels';
import { rowsLinks } from '../utils/report-links';
import { CHART_HEIGHT, ChartCard } from './chart-card';
import { FiguresTable } from './figures-table';
import type { InsightChartProps } from './utilization-chart';

const title = 'Billable and Non-Billable Hours by Client';
/** Room per client bar, so a long client list stays readable. */
const ROW_HEIGHT = 34;

/** Each client's hours on billable and on non-billable engagements, side by side in one stacked bar. */
export function BillableHoursChart({ filters }: InsightChartProps) {
  const query = useInsight('billableHours', filters);
  const clients = query.data?.clients ?? [];
  return (
    <ChartCard
      title={title}
      description="Hours on each client's engagements, billable and not, as the Accounting Report lists them."
      ignored={ignoredFilters('billableHours', filters)}
      query={query}
      isEmpty={clients.length === 0}
      link={rowsLinks.billableHours(filters)}
      chart={
        <BarChart
          h={Math.max(CHART_HEIGHT, clients.length * ROW_HEIGHT + 60)}
          textColor="gray.7"
          data={clients}
          dataKey="clientName"
          orientation="vertical"
          type="stacked"
          withLegend
          yAxisProps={{ width: 150 }}
          valueFormatter={formatHours}
          series={[
            { name: 'billableHours', label: 'Billable', color: 'blue.7' },
            { name: 'nonBillableHours', label: 'Non-billable', color: 'orange.7' },
          ]}
        />
      }
      table={
        <FiguresTable
          caption={title}
          headers={['Client', 'Billable Hours', 'Non-Billable Hours']}
          rows={clients.map((client) => ({
            key: String(client.clientId),
            cells: [
              client.clientName,
              formatHours(client.billableHours),
              formatHours(client.nonBillableHours),
            ],
          }))}
        />
      }
    />
  );
}
