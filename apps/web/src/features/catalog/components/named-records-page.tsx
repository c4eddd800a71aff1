import { Table } from '@mantine/core';
import type { NamedOption } from '@timekeep/shared/schemas/common';
import { useState } from 'react';
import { ConfirmedAction } from '../../../components/forms/confirmed-action';
import { RenameDialog } from '../../../components/forms/rename-dialog';
import { ListTable, listState } from '../../../components/ui/list-table';
import { RowActions, RowButton } from '../../../components/ui/row-actions';
import { useClients } from '../../../lib/lookups/get-clients';
import { useDepartments } from '../../../lib/lookups/get-departments';
import { useCreateNamedRecord } from '../api/create-named-record';
import { useDeleteNamedRecord } from '../api/delete-named-record';
import type { NamedRecordKind } from '../api/named-record-kinds';
import { useRenameNamedRecord } from '../api/rename-named-record';
import { AddNameForm } from './add-name-form';

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
      <ListTable
        aria-label={text.many}
        maw={720}
        columns={['Name']}
        withActions
        state={listState(rows.length, text.many.toLowerCase(), text.emptyText, records)}
      >
        {rows.map((record) => (
          <Table.Tr key={record.id}>
            <Table.Td>{record.name}</Table.Td>
            <RowActions>
              <RowButton
                label="Rename"
                ariaLabel={`Rename ${record.name}`}
                onClick={() => setRenaming(record)}
              />
              <ConfirmedAction
                label="Delete"
                ariaLabel={`Delete ${record.name}`}
                title={`Delete ${text.one}`}
                message={`Delete ${record.name}? ${text.inUse}`}
                confirmLabel="Delete"
                danger
                action={() => remove.mutateAsync(record.id)}
              />
            </RowActions>
          </Table.Tr>
        ))}
      </ListTable>
      <RenameDialog
        title={`Rename ${text.one}`}
        record={renaming}
        save={(id, name) => rename.mutateAsync({ id, name })}
        onClose={() => setRenaming(null)}
      />
    </>
  );
}
