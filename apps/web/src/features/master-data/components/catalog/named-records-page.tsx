import { Button, Group, Table, VisuallyHidden } from '@mantine/core';
import type { NamedOption } from '@timekeep/shared/schemas/master-data';
import { useState } from 'react';
import { TableStateRows } from '../../../../components/ui/table-state-rows';
import { useClients } from '../../../../lib/lookups/get-clients';
import { useDepartments } from '../../../../lib/lookups/get-departments';
import { useCreateNamedRecord } from '../../api/create-named-record';
import { useDeleteNamedRecord } from '../../api/delete-named-record';
import type { NamedRecordKind } from '../../api/named-record-kinds';
import { useRenameNamedRecord } from '../../api/rename-named-record';
import { ConfirmedAction } from '../confirmed-action';
import { AddNameForm } from './add-name-form';
import { RenameDialog } from './rename-dialog';

const texts: Record<NamedRecordKind, { one: string; many: string; emptyText: string; inUse: string }> = {
  clients: {
    one: 'Client',
    many: 'Clients',
    emptyText: 'No Clients Found!',
    inUse: 'A client that engagements name cannot be deleted.',
  },
  departments: {
    one: 'Department',
    many: 'Departments',
    emptyText: 'No Departments Found!',
    inUse: 'A department that people or engagements name cannot be deleted.',
  },
};

const listOf: Record<NamedRecordKind, () => ReturnType<typeof useClients>> = {
  clients: useClients,
  departments: useDepartments,
};

/** The company's clients or departments: add, rename, and delete those nothing names. */
export function NamedRecordsPage({ kind }: { kind: NamedRecordKind }) {
  const text = texts[kind];
  const records = listOf[kind]();
  const create = useCreateNamedRecord(kind);
  const rename = useRenameNamedRecord(kind);
  const remove = useDeleteNamedRecord(kind);
  const [renaming, setRenaming] = useState<NamedOption | null>(null);
  const rows = records.data ?? [];

  return (
    <>
      <AddNameForm
        label={`New ${text.one.toLowerCase()}`}
        submitLabel={`Add ${text.one}`}
        save={create.mutateAsync}
      />
      <Table striped withTableBorder aria-label={text.many} maw={720}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableStateRows
            columns={2}
            isPending={records.isPending}
            isError={records.isError}
            isEmpty={rows.length === 0}
            subject={text.many.toLowerCase()}
            emptyText={text.emptyText}
          />
          {rows.map((record) => (
            <Table.Tr key={record.id}>
              <Table.Td>{record.name}</Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    aria-label={`Rename ${record.name}`}
                    onClick={() => setRenaming(record)}
                  >
                    Rename
                  </Button>
                  <ConfirmedAction
                    label="Delete"
                    ariaLabel={`Delete ${record.name}`}
                    title={`Delete ${text.one}`}
                    message={`Delete ${record.name}? ${text.inUse}`}
                    confirmLabel="Delete"
                    danger
                    action={() => remove.mutateAsync(record.id)}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <RenameDialog
        title={`Rename ${text.one}`}
        record={renaming}
        save={(id, name) => rename.mutateAsync({ id, name })}
        onClose={() => setRenaming(null)}
      />
    </>
  );
}
