import { Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface SelectionBarProps {
  /** The region's name: 'Selected requests'. */
  label: string;
  count: number;
  /** What the bar says while rows are selected: 'Two Request(s) Selected'. */
  countText: string;
  /** What it says while none is. */
  hint: string;
  /** The buttons acting on the selection. */
  children: ReactNode;
}

/**
 * The bar above a list whose rows are picked to be answered together: how many are selected, and the buttons.
 * It keeps its place while nothing is selected, so selecting a row never moves the table.
 */
export function SelectionBar({ label, count, countText, hint, children }: SelectionBarProps) {
  return (
    <Paper
      withBorder
      p="sm"
      bg={count > 0 ? 'var(--mantine-color-blue-0)' : undefined}
      role="region"
      aria-label={label}
    >
      <Group justify="space-between">
        <Text fw={count > 0 ? 500 : undefined} c={count > 0 ? undefined : 'gray.7'} aria-live="polite">
          {count > 0 ? countText : hint}
        </Text>
        <Group gap="sm">{children}</Group>
      </Group>
    </Paper>
  );
}
