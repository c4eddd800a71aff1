import { TextInput } from '@mantine/core';
import { namedRecordInputSchema } from '@timekeep/shared/schemas/catalog';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { FormModal } from '../ui/form-modal';
import { DialogForm } from './dialog-form';

interface RenameDialogProps {
  /** "Rename Client". */
  title: string;
  /** The record to rename, or null when the dialog is closed. */
  record: { id: number; name: string } | null;
  save: (id: number, name: string) => Promise<unknown>;
  onClose: () => void;
}

/** A new name for a client, a department, an additional project or a holiday. */
export function RenameDialog({ title, record, save, onClose }: RenameDialogProps) {
  return (
    <FormModal opened={record !== null} onClose={onClose} title={title}>
      {record && <RenameForm key={record.id} record={record} save={save} onClose={onClose} />}
    </FormModal>
  );
}

function RenameForm({
  record,
  save,
  onClose,
}: Omit<RenameDialogProps, 'title' | 'record'> & { record: { id: number; name: string } }) {
  const form = useSchemaForm(namedRecordInputSchema, { name: record.name }, { name: 'Name' });
  return (
    <DialogForm
      form={form}
      send={({ name }) => (name === record.name ? onClose() : save(record.id, name).then(onClose))}
      confirmLabel="Save Name"
      onCancel={onClose}
    >
      <TextInput
        label="Name"
        value={form.values.name}
        onChange={(event) => form.set('name', event.currentTarget.value)}
        required
        error={form.problems.name}
        data-autofocus
      />
    </DialogForm>
  );
}
