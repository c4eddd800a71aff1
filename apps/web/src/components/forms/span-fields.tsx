import { Group, Stack, Text } from '@mantine/core';
import { DateField } from '../ui/date-field';

type SpanField = 'startDate' | 'endDate';

/** The part of a `useSchemaForm` whose values hold a span. */
interface SpanForm {
  values: Record<SpanField, string | null>;
  problems: Partial<Record<SpanField, string>>;
  set: (field: SpanField, date: string | null) => void;
}

interface SpanFieldsProps {
  form: SpanForm;
  /** How the dates read here: "From" and "To" for an assignment. */
  labels?: Record<SpanField, string>;
}

/** A start date and an optional end date (none: open-ended), side by side. */
export function SpanFields({
  form,
  labels = { startDate: 'Start Date', endDate: 'End Date' },
}: SpanFieldsProps) {
  const { values, problems, set } = form;
  return (
    <Stack gap={4}>
      <Group grow align="flex-start">
        <DateField
          label={labels.startDate}
          value={values.startDate}
          onChange={(date) => set('startDate', date)}
          required
          error={problems.startDate}
        />
        <DateField
          label={labels.endDate}
          value={values.endDate}
          onChange={(date) => set('endDate', date)}
          minDate={values.startDate ?? undefined}
          error={problems.endDate}
        />
      </Group>
      <Text size="xs" c="gray.7">
        No end date: open-ended.
      </Text>
    </Stack>
  );
}
