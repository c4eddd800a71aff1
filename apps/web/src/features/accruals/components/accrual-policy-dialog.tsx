import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { todayIso } from '@timekeep/shared/domain/periods';
import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';
import {
  type AccrualFrequency,
  type AccrualPolicy,
  type AccrualPolicyInput,
  accrualFrequencySchema,
  accrualPolicyInputSchema,
  MAX_ACCRUAL_STEPS,
  POLICY_EFFECTIVE_FROM,
} from '@timekeep/shared/schemas/time-off-ledger';
import { DialogForm } from '../../../components/forms/dialog-form';
import { DateField } from '../../../components/ui/date-field';
import { FormModal } from '../../../components/ui/form-modal';
import { leaveTypeOptions, numberOrNull } from '../../../lib/forms/select-options';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { toast } from '../../../lib/toasts';
import { useCreateAccrualPolicy } from '../api/create-accrual-policy';
import { useUpdateAccrualPolicy } from '../api/update-accrual-policy';
import {
  editPolicyValues,
  policyFieldLabels as labels,
  newPolicyValues,
  nextStep,
  type PolicyFormValues,
  type StepValues,
  stepFieldLabels,
  stepProblems,
} from '../utils/policy-form';
import { frequencyLabels } from '../utils/policy-labels';

const frequencyOptions = accrualFrequencySchema.options.map((frequency) => ({
  value: frequency,
  label: frequencyLabels[frequency],
}));

/** What the dialog is for: a new policy, or the policy to change. */
export type PolicyTarget = { policy: AccrualPolicy | null };

interface AccrualPolicyDialogProps {
  target: PolicyTarget | null;
  onClose: () => void;
}

/** Defines an accrual policy, or changes one (what it posts from now on; what it posted stays). */
export function AccrualPolicyDialog({ target, onClose }: AccrualPolicyDialogProps) {
  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      title={target?.policy ? 'Edit Accrual Policy' : 'New Accrual Policy'}
      size="lg"
    >
      {target && (
        <AccrualPolicyForm key={target.policy?.id ?? 'new'} policy={target.policy} onClose={onClose} />
      )}
    </FormModal>
  );
}

function AccrualPolicyForm({ policy, onClose }: { policy: AccrualPolicy | null; onClose: () => void }) {
  const create = useCreateAccrualPolicy();
  const update = useUpdateAccrualPolicy();
  const form = useSchemaForm(
    accrualPolicyInputSchema,
    policy ? editPolicyValues(policy) : newPolicyValues(todayIso()),
    labels,
  );
  const { values, problems, set } = form;
  const send = (input: AccrualPolicyInput) =>
    (policy ? update.mutateAsync({ id: policy.id, input }) : create.mutateAsync(input)).then(() => {
      toast.success({ message: policy ? 'Accrual policy saved.' : 'Accrual policy created.' });
      onClose();
    });

  return (
    <DialogForm form={form} send={send} confirmLabel="Save Policy" onCancel={onClose}>
      {policy && policy.peopleCount > 0 && (
        <Text size="sm">
          A change applies to what is posted from now on; accruals already posted stay as they are.
        </Text>
      )}
      <TextInput
        label={labels.name}
        value={values.name}
        onChange={(event) => set('name', event.currentTarget.value)}
        required
        error={problems.name}
        data-autofocus
      />
      <Group grow align="flex-start">
        <Select
          label={labels.type}
          placeholder="Choose the leave type"
          data={leaveTypeOptions}
          value={values.type}
          onChange={(value) => set('type', value as TimeOffReason | null)}
          required
          error={problems.type}
        />
        <Select
          label={labels.frequency}
          data={frequencyOptions}
          value={values.frequency}
          onChange={(value) => value && set('frequency', value as AccrualFrequency)}
          allowDeselect={false}
          required
          error={problems.frequency}
        />
      </Group>
      <StepsField form={form} />
      <Group grow align="flex-start">
        <DateField
          label={labels.effectiveFrom}
          description="Nothing accrues before this day."
          value={values.effectiveFrom}
          onChange={(date) => set('effectiveFrom', date)}
          minDate={POLICY_EFFECTIVE_FROM.minDate}
          maxDate={POLICY_EFFECTIVE_FROM.maxDate}
          required
          error={problems.effectiveFrom}
        />
        <NumberInput
          label={labels.waitingDays}
          description="Accrual starts this many days after the start date."
          value={values.waitingDays ?? ''}
          onChange={(days) => set('waitingDays', numberOrNull(days))}
          min={0}
          max={3660}
          allowDecimal={false}
          allowNegative={false}
          required
          error={problems.waitingDays}
        />
      </Group>
      <Checkbox
        label={labels.prorate}
        checked={values.prorate}
        onChange={(event) => set('prorate', event.currentTarget.checked)}
      />
      <NumberInput
        label={labels.balanceCapDays}
        description="No accrual takes the year's balance past it. Empty: no cap."
        value={values.balanceCapDays ?? ''}
        onChange={(days) => set('balanceCapDays', numberOrNull(days))}
        min={0}
        max={366}
        decimalScale={2}
        allowNegative={false}
        error={problems.balanceCapDays}
      />
      <Group grow align="flex-start">
        <NumberInput
          label={labels.carryOverCapDays}
          description="At most this much of the balance carries over on 1 January. Empty: all of it; 0: none."
          value={values.carryOverCapDays ?? ''}
          onChange={(days) => set('carryOverCapDays', numberOrNull(days))}
          min={0}
          max={366}
          decimalScale={2}
          allowNegative={false}
          error={problems.carryOverCapDays}
        />
        <TextInput
          label={labels.carryOverExpiresOn}
          description="What was carried over and not taken is gone at the end of this day. Empty: never."
          placeholder="MM-DD"
          value={values.carryOverExpiresOn ?? ''}
          onChange={(event) => set('carryOverExpiresOn', event.currentTarget.value.trim() || null)}
          maxLength={5}
          error={problems.carryOverExpiresOn}
        />
      </Group>
      <Stack gap={4}>
        <Checkbox
          label={labels.defaultForEmployees}
          checked={values.defaultForEmployees}
          onChange={(event) => set('defaultForEmployees', event.currentTarget.checked)}
        />
        <Checkbox
          label={labels.defaultForContractors}
          checked={values.defaultForContractors}
          onChange={(event) => set('defaultForContractors', event.currentTarget.checked)}
        />
        <Text size="xs" c="gray.7">
          A default applies to everyone of that kind without a policy of their own for the leave type.
        </Text>
      </Stack>
    </DialogForm>
  );
}

interface StepsForm {
  values: PolicyFormValues;
  problems: Partial<Record<keyof PolicyFormValues, string>>;
  set: (field: 'steps', steps: StepValues[]) => void;
}

/** The rates by tenure: a row per step, added and removed, the starting rate (after 0 years) among them. */
function StepsField({ form }: { form: StepsForm }) {
  const { values, problems, set } = form;
  const steps = values.steps;
  // Said once the form was sent (the form's own problems appear then), each beside its step.
  const checked = problems.steps === undefined ? null : stepProblems(values);
  const listProblem =
    checked &&
    (checked.list ?? (checked.rows.some((row) => row.afterYears || row.daysPerYear) ? null : problems.steps));
  const change = (index: number, step: StepValues) =>
    set(
      'steps',
      steps.map((current, position) => (position === index ? step : current)),
    );
  return (
    <Fieldset legend={labels.steps} aria-describedby="accrual-steps-help">
      <Stack gap="xs">
        <Text size="xs" c="gray.7" id="accrual-steps-help">
          Days accrued a year, by years since the start date: one step after 0 years (the starting rate), then
          e.g. 20 after 3 years. At most {MAX_ACCRUAL_STEPS} steps.
        </Text>
        {steps.map((step, index) => {
          const rowProblems = checked?.rows[index] ?? {};
          return (
            // Steps have no id; their places are their identity while the list is edited.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <Group key={index} align="flex-start" wrap="nowrap">
              <NumberInput
                label={stepFieldLabels.afterYears}
                aria-label={`Step ${index + 1}: ${stepFieldLabels.afterYears}`}
                value={step.afterYears ?? ''}
                onChange={(years) => change(index, { ...step, afterYears: numberOrNull(years) })}
                min={0}
                max={60}
                allowDecimal={false}
                allowNegative={false}
                required
                error={rowProblems.afterYears}
                w={140}
              />
              <NumberInput
                label={stepFieldLabels.daysPerYear}
                aria-label={`Step ${index + 1}: ${stepFieldLabels.daysPerYear}`}
                value={step.daysPerYear ?? ''}
                onChange={(days) => change(index, { ...step, daysPerYear: numberOrNull(days) })}
                min={0}
                max={366}
                decimalScale={2}
                allowNegative={false}
                required
                error={rowProblems.daysPerYear}
                w={160}
              />
              <Button
                variant="subtle"
                color="red"
                c="red.9"
                mt={25}
                aria-label={`Remove step ${index + 1}`}
                disabled={steps.length === 1}
                onClick={() =>
                  set(
                    'steps',
                    steps.filter((_, position) => position !== index),
                  )
                }
              >
                Remove
              </Button>
            </Group>
          );
        })}
        {listProblem && (
          <Text size="sm" c="red.8" role="alert">
            {listProblem}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={steps.length >= MAX_ACCRUAL_STEPS}
            onClick={() => set('steps', [...steps, nextStep(steps)])}
          >
            Add Step
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
