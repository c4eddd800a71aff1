import { type Office, officeInputSchema } from '@timekeep/shared/schemas/offices';
import { DialogForm } from '../../../components/forms/dialog-form';
import { FormModal } from '../../../components/ui/form-modal';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useUpdateOffice } from '../api/update-office';
import { OfficeFields, type OfficeFormValues, officeLabels } from './office-fields';

interface EditOfficeDialogProps {
  /** The office to edit, or null while the dialog is closed. */
  office: Office | null;
  onClose: () => void;
}

/** A new name or time zone for an office; a refused name (another office has it) shows beside the field. */
export function EditOfficeDialog({ office, onClose }: EditOfficeDialogProps) {
  return (
    <FormModal opened={office !== null} onClose={onClose} title="Edit Office">
      {office && <EditOfficeForm key={office.id} office={office} onClose={onClose} />}
    </FormModal>
  );
}

function EditOfficeForm({ office, onClose }: { office: Office; onClose: () => void }) {
  const update = useUpdateOffice();
  const form = useSchemaForm(
    officeInputSchema,
    { name: office.name, timeZone: office.timeZone } as OfficeFormValues,
    officeLabels,
  );
  return (
    <DialogForm
      form={form}
      send={(changed) =>
        changed.name === office.name && changed.timeZone === office.timeZone
          ? onClose()
          : update.mutateAsync({ id: office.id, ...changed }).then(onClose)
      }
      confirmLabel="Save Office"
      onCancel={onClose}
    >
      <OfficeFields form={form} autoFocus />
    </DialogForm>
  );
}
