import { Box, Center, Group, Loader, Table, Text, Title } from '@mantine/core';
import { budgetAmountText } from '@timekeep/shared/domain/budget-rules';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import type { BudgetBurn, BudgetBurnPoint } from '@timekeep/shared/schemas/budgets';
import { lazy, Suspense, useState } from 'react';
import { type ChartView, ChartViewSwitch } from '../../../components/ui/chart-view-switch';
import type { BurnWeek } from './burn-lines';

const CHART_HEIGHT = 260;

// The charts library is large: it loads when a budget's burn is first drawn, not with the admin's screens.
const BurnLines = lazy(() => import('./burn-lines').then((module) => ({ default: module.BurnLines })));

const title = 'Burn Over Time';

/**
 * The budget's burn week by week: approved, and approved with pending, cumulative, against the budget's amount;
 * as a chart or as a table of the same figures.
 */
export function BudgetBurnChart({ budget, burn }: { budget: BudgetBurn; burn: readonly BudgetBurnPoint[] }) {
  const [view, setView] = useState<ChartView>('chart');
  const weeks: BurnWeek[] = burn.map((point) => ({
    week: formatDisplayDate(point.weekStart),
    approved: point.approved,
    withPending: point.approved + point.pending,
  }));
  const amount = (value: number) => budgetAmountText(budget.kind, value);
  let body: React.ReactNode;
  if (weeks.length === 0) {
    body = (
      <Center h={120}>
        <Text c="gray.7">No hours logged to the budget yet.</Text>
      </Center>
    );
  } else if (view === 'table') {
    body = (
      // Focusable, so the table scrolls from the keyboard too.
      <Box mah={CHART_HEIGHT + 40} style={{ overflowY: 'auto' }} tabIndex={0}>
        <Table striped stickyHeader captionSide="top" fz="sm">
          <Table.Caption style={{ color: 'var(--mantine-color-gray-7)' }}>
            Cumulative burn per week, against a budget of {amount(budget.amount)}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Week Of</Table.Th>
              <Table.Th scope="col" ta="right">
                Approved
              </Table.Th>
              <Table.Th scope="col" ta="right">
                With Pending
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weeks.map((week) => (
              <Table.Tr key={week.week}>
                <Table.Th scope="row" fw={400}>
                  {week.week}
                </Table.Th>
                <Table.Td ta="right">{amount(week.approved)}</Table.Td>
                <Table.Td ta="right">{amount(week.withPending)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    );
  } else {
    body = (
      <Box role="img" aria-label={`${title} chart. Choose Table for its figures.`}>
        <Suspense
          fallback={
            <Center h={CHART_HEIGHT}>
              <Loader size="sm" />
            </Center>
          }
        >
          <BurnLines kind={budget.kind} amount={budget.amount} weeks={weeks} height={CHART_HEIGHT} />
        </Suspense>
      </Box>
    );
  }
  return (
    <Box component="section" aria-labelledby="budget-burn-heading">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb={4}>
        <Title order={3} size="h4" id="budget-burn-heading">
          {title}
        </Title>
        <ChartViewSwitch title={title} value={view} onChange={setView} />
      </Group>
      <Text size="sm" c="gray.7" mb="sm">
        {budget.span === 'month'
          ? 'Approved, and approved with pending, by the end of each week of this month.'
          : 'Approved, and approved with pending, by the end of each week since the first hours.'}
      </Text>
      {body}
    </Box>
  );
}
