import { Group, Stack, Text } from '@mantine/core';
import { DateField } from '../../../components/ui/date-field';

interface SpanFieldsProps {
  startDate: string | null;
  endDate: string | null;
  onStartDate: (date: string | null) => void;
  onEndDate: (date: string | null) => void;
  problems: { startDate?: string | undefined; endDate?: string | undefined };
  /** How the dates read here: "From" and "To" for an assignment. */
  labels?: { startDate: string; endDate: string };
}

/** A start date and an optional end date (none: open-ended), side by side. */
export function SpanFields({
  startDate,
  endDate,
  onStartDate,
  onEndDate,
  problems,
  labels = { startDate: 'Start Date', endDate: 'End Date' },
}: SpanFieldsProps) {
  return (
    <Stack gap={4}>
      <Group grow align="flex-start">
        <DateField
          label={labels.startDate}
          value={startDate}
          onChange={onStartDate}
          required
          error={problems.startDate}
        />
        <DateField
          label={labels.endDate}
          value={endDate}
          onChange={onEndDate}
          minDate={startDate ?? undefined}
          error={problems.endDate}
        />
      </Group>
      <Text size="xs" c="gray.7">
        No end date: open-ended.
      </Text>
    </Stack>
  );
}
