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
  /** Whether the end date may be left empty (open-ended, and said so), as it may unless a span must end. */
  openEnded?: boolean;
}

/** A start date and an end date, side by side; without `openEnded={false}` the end is optional (open-ended). */
export function SpanFields({
  form,
  labels = { startDate: 'Start Date', endDate: 'End Date' },
  openEnded = true,
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
          required={!openEnded}
          error={problems.endDate}
        />
      </Group>
      {openEnded && (
        <Text size="xs" c="gray.7">
          No end date: open-ended.
        </Text>
      )}
    </Stack>
  );
}
