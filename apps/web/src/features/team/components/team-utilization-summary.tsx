import { Text } from '@mantine/core';
import { formatHours } from '@timekeep/shared/domain/hour-entry';
import { targetStanding } from '@timekeep/shared/domain/utilization-targets';
import type { TeamUtilization } from '@timekeep/shared/schemas/team';
import { utilizationLabel } from './team-timesheets-table';

const standingWords = {
  below: 'below target',
  met: 'on target',
  above: 'above target',
  none: 'no target set',
} as const;

/**
 * The team's utilization for the period above its list (issue 40): billable hours over capacity of everyone
 * listed, against the members' targets weighted by their capacity.
 */
export function TeamUtilizationSummary({ team }: { team: TeamUtilization | undefined }) {
  if (!team) return null;
  const target = team.utilizationTarget === null ? '—' : `${Math.round(team.utilizationTarget)}%`;
  return (
    <Text size="sm">
      Team utilization for the period: {utilizationLabel(team.utilization)} / {target} (
      {standingWords[targetStanding(team.utilization, team.utilizationTarget)]}),{' '}
      {formatHours(team.hoursBillable)} billable of {formatHours(team.capacity)} hours of capacity.
    </Text>
  );
}
