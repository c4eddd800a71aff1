import { Button, Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** The last cell of a list row: its buttons, at the right. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Table.Td>
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {children}
      </Group>
    </Table.Td>
  );
}

/** A row's button, named for screen readers after what it acts on: "Rename Acme", "Edit role Developer". */
export function RowButton({
  label,
  ariaLabel,
  onClick,
}: {
  label: string;
  ariaLabel: string;
  onClick: () => void;
}) {
  return (
    <Button variant="subtle" size="compact-sm" aria-label={ariaLabel} onClick={onClick}>
      {label}
    </Button>
  );
}
