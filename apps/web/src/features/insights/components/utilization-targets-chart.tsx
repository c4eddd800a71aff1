import { LineChart } from '@mantine/charts';
import { Select } from '@mantine/core';
import { formatDateRange } from '@timekeep/shared/domain/time-off-dates';
import { targetStanding } from '@timekeep/shared/domain/utilization-targets';
import type {
  PersonUtilizationTargetPeriod,
  TeamUtilizationTargetPeriod,
} from '@timekeep/shared/schemas/insights';
import { useState } from 'react';
import { formatPeriodDate } from '../../../components/timesheet/period-label';
import { useInsight } from '../api/get-insight';
import { ignoredFilters } from '../utils/insight-filters';
import { formatHours, formatPercent } from '../utils/labels';
import { rowsLinks } from '../utils/report-links';
import { CHART_HEIGHT, ChartCard } from './chart-card';
import { FiguresTable } from './figures-table';
import type { InsightChartProps } from './utilization-chart';

const title = 'Utilization Against Target';

type Row = PersonUtilizationTargetPeriod | TeamUtilizationTargetPeriod;

/** Who a row is about, as the Show select names it: a team by its lead, or a person. */
function subjectOf(row: Row): { value: string; label: string } {
  if ('personId' in row) return { value: `person-${row.personId}`, label: row.name };
  return {
    value: `team-${row.teamLeadId ?? 'none'}`,
    label: row.teamLeadName === null ? 'Team: people without a lead' : `Team of ${row.teamLeadName}`,
  };
}

const targetLabel = (target: number | null) => (target === null ? '—' : `${Math.round(target)}%`);
const standingLabels = { below: 'Below target', met: 'On target', above: 'Above target', none: 'No target' };

/**
 * Utilization against target per period (issue 40) of one team (its lead's people the caller may see) or one
 * person, chosen in Show: the same counted timesheets and figures as the Utilization chart and the team list.
 */
export function UtilizationTargetsChart({ filters, today }: InsightChartProps) {
  const query = useInsight('utilizationTargets', filters);
  const rows: Row[] = [...(query.data?.teams ?? []), ...(query.data?.people ?? [])];
  const subjects = [...new Map(rows.map((row) => [subjectOf(row).value, subjectOf(row)])).values()];
  const [chosen, setChosen] = useState<string | null>(null);
  const subject = subjects.find((option) => option.value === chosen) ?? subjects[0];
  const shown = rows.filter((row) => subjectOf(row).value === subject?.value);
  const data = shown.map((row) => ({
    period: formatPeriodDate(row.startDate, today),
    utilization: Math.round(row.utilization * 100),
    target: row.utilizationTarget === null ? null : Math.round(row.utilizationTarget),
  }));
  return (
    <ChartCard
      title={title}
      description="Billable hours over capacity per period against the target: a person's own, else their job title's, else their department's; a team's is its people's weighted by their capacity."
      ignored={ignoredFilters('utilizationTargets', filters)}
      query={query}
      isEmpty={rows.length === 0}
      link={rowsLinks.utilization(filters)}
      controls={
        <Select
          label="Show"
          data={subjects}
          value={subject?.value ?? null}
          onChange={setChosen}
          searchable
          allowDeselect={false}
          w={260}
          mb="sm"
        />
      }
      chart={
        <LineChart
          h={CHART_HEIGHT}
          textColor="gray.7"
          data={data}
          dataKey="period"
          withLegend
          yAxisLabel="%"
          connectNulls={false}
          series={[
            { name: 'utilization', label: 'Utilization %', color: 'blue.7' },
            { name: 'target', label: 'Target %', color: 'orange.7', strokeDasharray: '5 5' },
          ]}
        />
      }
      table={
        <FiguresTable
          caption={`${title}: ${subject?.label ?? ''}`}
          headers={['Period', 'Capacity', 'Billable Hours', 'Utilization', 'Target', 'Against Target']}
          rows={shown.map((row) => ({
            key: row.startDate,
            cells: [
              formatDateRange(row.startDate, row.endDate),
              formatHours(row.capacity),
              formatHours(row.hoursBillable),
              formatPercent(row.utilization),
              targetLabel(row.utilizationTarget),
              standingLabels[targetStanding(row.utilization, row.utilizationTarget)],
            ],
          }))}
        />
      }
    />
  );
}
