import { LineChart } from '@mantine/charts';
import type { BudgetKind } from '@timekeep/shared/schemas/budgets';

// The axis names the unit: the ticks and tips carry the figure alone ('1,460', '$12,500').
const hoursFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const feesFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** A week of the burn as the chart draws it: its label, approved, and approved with pending, cumulative. */
export interface BurnWeek {
  week: string;
  approved: number;
  withPending: number;
}

export interface BurnLinesProps {
  kind: BudgetKind;
  amount: number;
  weeks: BurnWeek[];
  height: number;
}

/** The burn's two lines and the budget's amount as a line across (recharts: loaded with the chart only). */
export function BurnLines({ kind, amount, weeks, height }: BurnLinesProps) {
  return (
    <LineChart
      h={height}
      textColor="gray.7"
      data={weeks}
      dataKey="week"
      withLegend
      curveType="linear"
      yAxisLabel={kind === 'fees' ? 'Fees' : 'Hours'}
      yAxisProps={{ domain: [0, (highest: number) => Math.max(highest, amount)] }}
      valueFormatter={(value) => (kind === 'fees' ? feesFormat : hoursFormat).format(value)}
      referenceLines={[{ y: amount, label: 'Budget', color: 'red.8', labelPosition: 'insideTopLeft' }]}
      series={[
        { name: 'approved', label: 'Approved', color: 'blue.7' },
        { name: 'withPending', label: 'With pending', color: 'orange.7', strokeDasharray: '6 4' },
      ]}
    />
  );
}
