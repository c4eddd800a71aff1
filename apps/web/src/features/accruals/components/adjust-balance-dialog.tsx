import { NumberInput, Text, Textarea } from '@mantine/core';
import { timeOffReasonLabels } from '@timekeep/shared/domain/time-off-reasons';
import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';
import {
  ADJUSTMENT_NOTE_MAX_LENGTH,
  ledgerAdjustmentInputSchema,
} from '@timekeep/shared/schemas/time-off-ledger';
import { DialogForm } from '../../../components/forms/dialog-form';
import { balanceHoursLabel } from '../../../components/time-off/year-balances';
import { FormModal } from '../../../components/ui/form-modal';
import { numberOrNull } from '../../../lib/forms/select-options';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { toast } from '../../../lib/toasts';
import { useAdjustBalance } from '../api/adjust-balance';

const labels = { spudUserId: 'Person', type: 'Leave Type', year: 'Year', hours: 'Hours', note: 'Reason' };

const roundedHours = (hours: number) => Math.round(hours * 100) / 100;

/** Whose balance of which type and year is adjusted. */
export interface BalanceKey {
  spudUserId: number;
  name: string;
  type: TimeOffReason;
  year: number;
  /** The balance as the list shows it, to say what it becomes. */
  accumulatedHours: number;
}

interface AdjustBalanceDialogProps {
  balance: BalanceKey | null;
  onClose: () => void;
}

/** Adds hours to a balance, or with a minus removes them, with the reason the history shows (audited). */
export function AdjustBalanceDialog({ balance, onClose }: AdjustBalanceDialogProps) {
  return (
    <FormModal opened={balance !== null} onClose={onClose} title="Adjust Balance">
      {balance && <AdjustBalanceForm balance={balance} onClose={onClose} />}
    </FormModal>
  );
}

function AdjustBalanceForm({ balance, onClose }: { balance: BalanceKey; onClose: () => void }) {
  const adjust = useAdjustBalance();
  const form = useSchemaForm(
    ledgerAdjustmentInputSchema,
    {
      spudUserId: balance.spudUserId,
      type: balance.type,
      year: balance.year,
      hours: null as number | null,
      note: '',
    },
    labels,
  );
  const { values, problems, set } = form;
  return (
    <DialogForm
      form={form}
      send={(input) =>
        adjust.mutateAsync(input).then(() => {
          toast.success({ message: 'Balance adjusted.' });
          onClose();
        })
      }
      confirmLabel="Adjust Balance"
      onCancel={onClose}
    >
      <Text size="sm">
        {timeOffReasonLabels[balance.type]} balance of {balance.name} in {balance.year}:{' '}
        {balanceHoursLabel(balance.type, balance.accumulatedHours)}
        {values.hours !== null && values.hours !== 0
          ? `, ${balanceHoursLabel(balance.type, roundedHours(balance.accumulatedHours + values.hours))} after this`
          : ''}
      </Text>
      <NumberInput
        label={labels.hours}
        description="Hours to add; a minus removes them (8 hours a day)."
        value={values.hours ?? ''}
        onChange={(hours) => set('hours', numberOrNull(hours))}
        min={-9999.99}
        max={9999.99}
        decimalScale={2}
        required
        error={problems.hours}
        data-autofocus
      />
      <Textarea
        label={labels.note}
        description={`Shown in the balance's history and the audit log; up to ${ADJUSTMENT_NOTE_MAX_LENGTH} characters.`}
        value={values.note}
        onChange={(event) => set('note', event.currentTarget.value)}
        maxLength={ADJUSTMENT_NOTE_MAX_LENGTH}
        required
        autosize
        minRows={2}
        error={problems.note}
      />
    </DialogForm>
  );
}
