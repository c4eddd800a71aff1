import { Alert, Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { formatHours } from '@timekeep/shared/domain/time-off-duration';
import { hoursLabel } from '../../../components/time-off/request-labels';
import { useTimeOffStats } from '../api/get-time-off-stats';

function StatCard({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="md" role="group" aria-label={label}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Card>
  );
}

/** The three cards, computed on the server for the chosen year. */
export function TimeOffStatsCards({ year }: { year: number }) {
  const { data, isPending, isError } = useTimeOffStats(year);
  if (isError)
    return <Alert color="red">The time-off figures could not be loaded. Please refresh the page.</Alert>;
  if (isPending) {
    return (
      <SimpleGrid cols={3} role="status" aria-label="Loading time-off figures">
        <Skeleton h={84} />
        <Skeleton h={84} />
        <Skeleton h={84} />
      </SimpleGrid>
    );
  }
  const { stats } = data;
  return (
    <SimpleGrid cols={3}>
      <StatCard label={`Approved Time Off (${stats.year})`} value={hoursLabel(stats.totalApproved)} />
      <StatCard label={`Time Off Year to Date (${stats.year})`} value={hoursLabel(stats.takenYtd)} />
      <StatCard
        label={`Office Closures (${stats.year})`}
        value={`${formatHours(stats.officeClosure.totalRequested)} of ${formatHours(stats.officeClosure.totalBalance)} days`}
      />
    </SimpleGrid>
  );
}
