import { ActionIcon, Anchor, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { TimesheetPeriod } from '@timekeep/shared/schemas/calendar';
import { memo } from 'react';
import { periodLabel } from './period-label';

interface PeriodSelectorProps {
  period: { startDate: string; endDate: string };
  periods: readonly TimesheetPeriod[];
  today: string;
  onSelect: (startDate: string | null) => void;
}

/** Previous and next arrows around the period label, and 'Current Timesheet' when elsewhere. */
export const PeriodSelector = memo(function PeriodSelector({
  period,
  periods,
  today,
  onSelect,
}: PeriodSelectorProps) {
  const index = periods.findIndex((candidate) => candidate.startDate === period.startDate);
  const previous = index > 0 ? periods[index - 1] : undefined;
  const next = index >= 0 && index < periods.length - 1 ? periods[index + 1] : undefined;
  const isCurrent = periods[index]?.current ?? false;
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label="Previous period"
        disabled={!previous}
        onClick={() => previous && onSelect(previous.startDate)}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <Text fw={600} miw={190} ta="center" aria-live="polite" data-testid="period-label">
        {periodLabel(period, today)}
      </Text>
      <ActionIcon
        variant="subtle"
        aria-label="Next period"
        disabled={!next}
        onClick={() => next && onSelect(next.startDate)}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
      {!isCurrent && (
        <Anchor component="button" type="button" size="sm" onClick={() => onSelect(null)}>
          Current Timesheet
        </Anchor>
      )}
    </Group>
  );
});
