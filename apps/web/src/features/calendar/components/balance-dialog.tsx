import { NumberInput, Select } from '@mantine/core';
import { OFFICE_CLOSURE_HOURS } from '@timekeep/shared/domain/time-off-duration';
import {
  type AdminTimeOffBalance,
  MAX_BALANCE_HOURS,
  timeOffBalanceInputSchema,
} from '@timekeep/shared/schemas/calendar';
import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';
import { DialogForm } from '../../../components/forms/dialog-form';
import { PersonSelect } from '../../../components/forms/person-select';
import { FormModal } from '../../../components/ui/form-modal';
import { yearOptions } from '../../../components/ui/year-select';
import { leaveTypeOptions, numberOrNull } from '../../../lib/forms/select-options';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useSetTimeOffBalance } from '../api/set-time-off-balance';

const labels = {
  spudUserId: 'Person',
  year: 'Year',
  type: 'Leave Type',
  accumulatedHours: 'Balance (hours)',
};

/** What the dialog starts from: a balance to change, or the filters' person and year for a new one. */
export type BalanceTarget =
  | { balance: AdminTimeOffBalance }
  | { balance: null; spudUserId: number | null; year: number };

interface BalanceDialogProps {
  target: BalanceTarget | null;
  onClose: () => void;
}

/** Sets a person's balance of a leave type for a year (office closures in hours: 8 a day). */
export function BalanceDialog({ target, onClose }: BalanceDialogProps) {
  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      title={target?.balance ? 'Edit Balance' : 'Set Balance'}
    >
      {target && <BalanceForm target={target} onClose={onClose} />}
    </FormModal>
  );
}

function BalanceForm({ target, onClose }: { target: BalanceTarget; onClose: () => void }) {
  const save = useSetTimeOffBalance();
  const { balance } = target;
  const form = useSchemaForm(
    timeOffBalanceInputSchema,
    {
      spudUserId: balance ? balance.spudUserId : target.spudUserId,
      year: balance ? balance.year : target.year,
      type: balance ? balance.type : (null as TimeOffReason | null),
      accumulatedHours: balance ? balance.accumulatedHours : (null as number | null),
    },
    labels,
  );
  const { values, problems, set } = form;
  const fixed = balance !== null;
  return (
    <DialogForm
      form={form}
      send={(input) => save.mutateAsync(input).then(onClose)}
      confirmLabel="Save Balance"
      onCancel={onClose}
    >
      <PersonSelect
        label={labels.spudUserId}
        placeholder="Search by name"
        value={values.spudUserId}
        onChange={(personId) => set('spudUserId', personId)}
        required
        disabled={fixed}
        error={problems.spudUserId}
      />
      <Select
        label={labels.year}
        data={yearOptions()}
        value={String(values.year)}
        onChange={(value) => value && set('year', Number(value))}
        allowDeselect={false}
        disabled={fixed}
        error={problems.year}
      />
      <Select
        label={labels.type}
        placeholder="Choose the leave type"
        data={leaveTypeOptions}
        value={values.type}
        onChange={(value) => set('type', value as TimeOffReason | null)}
        required
        disabled={fixed}
        error={problems.type}
      />
      <NumberInput
        label={labels.accumulatedHours}
        description={
          values.type === 'office_closure'
            ? `Office closures count ${OFFICE_CLOSURE_HOURS} hours a day.`
            : 'PTO is never limited by it; other leave may not exceed it.'
        }
        value={values.accumulatedHours ?? ''}
        onChange={(hours) => set('accumulatedHours', numberOrNull(hours))}
        min={0}
        max={MAX_BALANCE_HOURS}
        decimalScale={2}
        required
        error={problems.accumulatedHours}
        data-autofocus={fixed || undefined}
      />
    </DialogForm>
  );
}
