import { NumberInput, TextInput } from '@mantine/core';
import type { BillingType } from '@timekeep/shared/schemas/engagements';
import {
  type EngagementRole,
  engagementRoleInputSchema,
  MAX_RATE,
} from '@timekeep/shared/schemas/engagements';
import { DialogForm } from '../../../components/forms/dialog-form';
import { SpanFields } from '../../../components/forms/span-fields';
import { FormModal } from '../../../components/ui/form-modal';
import { numberOrNull } from '../../../lib/forms/select-options';
import { saveChanges, useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useAddEngagementRole } from '../api/add-engagement-role';
import { useUpdateEngagementRole } from '../api/update-engagement-role';

const labels = { name: 'Role', rate: 'Hourly Rate', startDate: 'Start Date', endDate: 'End Date' };

interface RoleDialogProps {
  engagementId: number;
  billingType: BillingType;
  /** The role to edit, 'new' to add one, or null when the dialog is closed. */
  target: EngagementRole | 'new' | null;
  onClose: () => void;
}

/** A role of the engagement: its name, hourly rate and dates. */
export function RoleDialog({ target, onClose, ...rest }: RoleDialogProps) {
  return (
    <FormModal opened={target !== null} onClose={onClose} title={target === 'new' ? 'Add Role' : 'Edit Role'}>
      {target !== null && (
        <RoleForm
          key={target === 'new' ? 'new' : target.id}
          role={target === 'new' ? null : target}
          onClose={onClose}
          {...rest}
        />
      )}
    </FormModal>
  );
}

function RoleForm({
  engagementId,
  billingType,
  role,
  onClose,
}: Omit<RoleDialogProps, 'target'> & { role: EngagementRole | null }) {
  const add = useAddEngagementRole();
  const update = useUpdateEngagementRole();
  const form = useSchemaForm(
    engagementRoleInputSchema,
    {
      name: role?.name ?? '',
      rate: role?.rate ?? (null as number | null),
      startDate: role?.startDate ?? (null as string | null),
      endDate: role?.endDate ?? null,
    },
    labels,
  );
  const { values, problems, set } = form;
  return (
    <DialogForm
      form={form}
      send={(input) =>
        (role
          ? saveChanges(input, role, (changes) => update.mutateAsync({ id: role.id, changes }))
          : add.mutateAsync({ engagementId, role: input })
        ).then(onClose)
      }
      confirmLabel={role ? 'Save Role' : 'Add Role'}
      onCancel={onClose}
    >
      <TextInput
        label={labels.name}
        placeholder="e.g. Senior Consultant"
        value={values.name}
        onChange={(event) => set('name', event.currentTarget.value)}
        required
        error={problems.name}
        data-autofocus
      />
      <NumberInput
        label={labels.rate}
        description={
          billingType === 'fixed'
            ? 'Fixed engagement: the rate shows as N/A; it is kept for the rates report.'
            : 'Billed per hour (T&M).'
        }
        value={values.rate ?? ''}
        onChange={(rate) => set('rate', numberOrNull(rate))}
        min={0}
        max={MAX_RATE}
        decimalScale={2}
        fixedDecimalScale
        thousandSeparator=","
        required
        error={problems.rate}
      />
      <SpanFields form={form} />
    </DialogForm>
  );
}
