import { Kbd, Table } from '@mantine/core';

const shortcuts = [
  { keys: ['D'], action: 'Delete the row that has the focus' },
  { keys: ['I'], action: 'Insert a new row' },
  { keys: ['Enter', 'S'], action: 'Save the timesheet' },
];

export function KeyboardShortcuts() {
  return (
    <Table maw={560} withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Keys (Ctrl on Windows and Linux, ⌘ on Mac)</Table.Th>
          <Table.Th>Action</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {shortcuts.map((shortcut) => (
          <Table.Tr key={shortcut.action}>
            <Table.Td>
              {shortcut.keys.map((key, index) => (
                <span key={key}>
                  {index > 0 && ' or '}
                  <Kbd>Ctrl/⌘</Kbd> + <Kbd>{key}</Kbd>
                </span>
              ))}
            </Table.Td>
            <Table.Td>{shortcut.action}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
