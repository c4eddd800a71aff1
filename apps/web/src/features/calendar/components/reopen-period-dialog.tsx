import { NumberInput, Text, Textarea } from '@mantine/core';
import { formatDateRange } from '@timekeep/shared/domain/time-off-dates';
import {
  type ClosablePeriod,
  REOPENING_DEFAULT_HOURS,
  REOPENING_MAX_HOURS,
  REOPENING_REASON_MAX_LENGTH,
  REOPENING_REASON_MIN_LENGTH,
  reopenPeriodBodySchema,
} from '@timekeep/shared/schemas/calendar';
import { DialogForm } from '../../../components/forms/dialog-form';
import { PersonSelect } from '../../../components/forms/person-select';
import { FormModal } from '../../../components/ui/form-modal';
import { numberOrNull } from '../../../lib/forms/select-options';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { toast } from '../../../lib/toasts';
import { useReopenPeriod } from '../api/reopen-period';

const labels = { personId: 'For', reason: 'Reason', hours: 'Hours open' };

interface ReopenPeriodDialogProps {
  /** The closed period to reopen, or null when the dialog is closed. */
  period: ClosablePeriod | null;
  onClose: () => void;
}

/** Reopens a closed period for one person or everyone, for some hours, with the reason the person is told. */
export function ReopenPeriodDialog({ period, onClose }: ReopenPeriodDialogProps) {
  return (
    <FormModal opened={period !== null} onClose={onClose} title="Reopen Period">
      {period && <ReopenPeriodForm key={period.id} period={period} onClose={onClose} />}
    </FormModal>
  );
}

function ReopenPeriodForm({ period, onClose }: { period: ClosablePeriod; onClose: () => void }) {
  const reopen = useReopenPeriod();
  const form = useSchemaForm(
    reopenPeriodBodySchema,
    { personId: null as number | null, reason: '', hours: REOPENING_DEFAULT_HOURS as number | null },
    labels,
  );
  const { values, problems, set } = form;
  return (
    <DialogForm
      form={form}
      send={(body) =>
        reopen.mutateAsync({ id: period.id, body }).then(() => {
          toast.success({ message: 'Period reopened.' });
          onClose();
        })
      }
      confirmLabel="Reopen Period"
      onCancel={onClose}
    >
      <Text size="sm">
        {formatDateRange(period.startDate, period.endDate)} opens again for the hours below, then closes by
        itself.
      </Text>
      <PersonSelect
        label={labels.personId}
        everyoneOption="Everyone"
        value={values.personId}
        onChange={(personId) => set('personId', personId)}
        error={problems.personId}
      />
      <Textarea
        label={labels.reason}
        description={`Why it reopens, in ${REOPENING_REASON_MIN_LENGTH} to ${REOPENING_REASON_MAX_LENGTH} characters; a person it reopens for is told it.`}
        value={values.reason}
        onChange={(event) => set('reason', event.currentTarget.value)}
        required
        autosize
        minRows={3}
        error={problems.reason}
        // For already holds a choice (everyone); the reason is what the admin has to write.
        data-autofocus
      />
      <NumberInput
        label={labels.hours}
        description={`At most ${REOPENING_MAX_HOURS} hours (${REOPENING_MAX_HOURS / 24} days).`}
        value={values.hours ?? ''}
        onChange={(hours) => set('hours', numberOrNull(hours))}
        min={1}
        max={REOPENING_MAX_HOURS}
        allowDecimal={false}
        allowNegative={false}
        required
        error={problems.hours}
      />
    </DialogForm>
  );
}
