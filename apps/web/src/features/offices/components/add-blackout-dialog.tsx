import { Select, Textarea } from '@mantine/core';
import {
  BLACKOUT_REASON_MAX_LENGTH,
  type Blackout,
  blackoutInputSchema,
} from '@timekeep/shared/schemas/offices';
import { DialogForm } from '../../../components/forms/dialog-form';
import { SpanFields } from '../../../components/forms/span-fields';
import { FormModal } from '../../../components/ui/form-modal';
import { namedOptions } from '../../../lib/forms/select-options';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useAddBlackout } from '../api/add-blackout';
import { useOffices } from '../api/get-offices';

const labels = { officeId: 'Office', startDate: 'Start Date', endDate: 'End Date', reason: 'Reason' };

/** The office select's value for blackout days of everyone (an office id otherwise). */
const WHOLE_COMPANY = 'company';

interface AddBlackoutDialogProps {
  opened: boolean;
  onClose: () => void;
  onAdded: (blackout: Blackout) => void;
}

/** New blackout days: the whole company's or one office's, from a day to a day, with the reason people read. */
export function AddBlackoutDialog({ opened, onClose, onAdded }: AddBlackoutDialogProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Add Blackout">
      {opened && <AddBlackoutForm onClose={onClose} onAdded={onAdded} />}
    </FormModal>
  );
}

function AddBlackoutForm({ onClose, onAdded }: Omit<AddBlackoutDialogProps, 'opened'>) {
  const add = useAddBlackout();
  const offices = useOffices();
  const form = useSchemaForm(
    blackoutInputSchema,
    {
      officeId: null as number | null,
      startDate: null as string | null,
      endDate: null as string | null,
      reason: '',
    },
    labels,
  );
  const { values, problems, set } = form;
  return (
    <DialogForm
      form={form}
      send={(blackout) =>
        add.mutateAsync(blackout).then((added) => {
          onAdded(added);
          onClose();
        })
      }
      confirmLabel="Add Blackout"
      onCancel={onClose}
    >
      <Select
        label={labels.officeId}
        description="Whose time off it refuses: the whole company's, or the people's of one office."
        data={[{ value: WHOLE_COMPANY, label: 'Whole company' }, ...namedOptions(offices.data)]}
        value={values.officeId === null ? WHOLE_COMPANY : String(values.officeId)}
        onChange={(value) =>
          set('officeId', value === null || value === WHOLE_COMPANY ? null : Number(value))
        }
        allowDeselect={false}
        required
        error={problems.officeId}
        data-autofocus
      />
      <SpanFields form={form} openEnded={false} />
      <Textarea
        label={labels.reason}
        description={`Shown to whoever asks for time off on these days; up to ${BLACKOUT_REASON_MAX_LENGTH} characters.`}
        value={values.reason}
        onChange={(event) => set('reason', event.currentTarget.value)}
        maxLength={BLACKOUT_REASON_MAX_LENGTH}
        required
        autosize
        minRows={2}
        error={problems.reason}
      />
    </DialogForm>
  );
}
