import { Alert, Center, Loader, Table, Text } from '@mantine/core';

interface TableStateRowsProps {
  /** How many columns the message spans. */
  columns: number;
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  /** What the table lists, as the loading and failure messages name it: "requests". */
  subject: string;
  emptyText: string;
}

/** The rows a list table shows instead of data: loading, failed, or empty (in the spec's words). */
export function TableStateRows({
  columns,
  isPending,
  isError,
  isEmpty,
  subject,
  emptyText,
}: TableStateRowsProps) {
  const content = isPending ? (
    <Center role="status" aria-label={`Loading ${subject}`}>
      <Loader size="sm" />
    </Center>
  ) : isError ? (
    <Alert color="red">The {subject} could not be loaded. Please refresh the page.</Alert>
  ) : isEmpty ? (
    <Text ta="center">{emptyText}</Text>
  ) : null;
  if (!content) return null;
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>{content}</Table.Td>
    </Table.Tr>
  );
}
