import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Radio,
  Stack,
  Text,
} from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { budgetKindLabel, budgetSpanLabel } from '@timekeep/shared/domain/budget-rules';
import {
  BUDGET_KINDS,
  BUDGET_SPANS,
  type BudgetBurn,
  type BudgetKind,
  type BudgetSpan,
  budgetInputSchema,
  DEFAULT_BUDGET_THRESHOLDS,
  MAX_BUDGET_AMOUNT,
  MAX_BUDGET_THRESHOLDS,
} from '@timekeep/shared/schemas/budgets';
import { DialogForm } from '../../../components/forms/dialog-form';
import { FormModal } from '../../../components/ui/form-modal';
import { numberOrNull } from '../../../lib/forms/select-options';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useSetEngagementBudget } from '../api/set-engagement-budget';
import { thresholdLabel, thresholdProblems } from '../utils/threshold-problems';
import classes from './budget-dialog.module.css';

const labels = {
  kind: 'Budget In',
  amount: 'Amount',
  span: 'Span',
  thresholds: 'Alert Thresholds',
  refuseBeyondBudget: 'Refuse hours beyond the budget',
};

const amountHints: Record<BudgetKind, string> = {
  hours: 'In hours, approved and pending together.',
  fees: "In dollars: each hour times its role's rate on the day.",
};

const spanHints: Record<BudgetSpan, string> = {
  engagement: 'One amount for all the engagement’s hours.',
  month: 'The amount again each calendar month.',
};

interface BudgetDialogProps {
  engagementId: number;
  /** The budget to change, or null to set one. */
  budget: BudgetBurn | null;
  opened: boolean;
  onClose: () => void;
}

/** Sets or changes an engagement's budget: what it counts, how much, over what, when it alerts, and refusal. */
export function BudgetDialog({ opened, budget, onClose, ...rest }: BudgetDialogProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={budget ? 'Edit Budget' : 'Set Budget'}>
      {opened && <BudgetForm budget={budget} onClose={onClose} {...rest} />}
    </FormModal>
  );
}

function BudgetForm({ engagementId, budget, onClose }: Omit<BudgetDialogProps, 'opened'>) {
  const save = useSetEngagementBudget();
  const form = useSchemaForm(
    budgetInputSchema,
    {
      kind: budget?.kind ?? ('hours' as BudgetKind),
      amount: budget?.amount ?? (null as number | null),
      span: budget?.span ?? ('engagement' as BudgetSpan),
      thresholds: (budget?.thresholds ?? [...DEFAULT_BUDGET_THRESHOLDS]) as (number | null)[],
      refuseBeyondBudget: budget?.refuseBeyondBudget ?? false,
    },
    labels,
  );
  const { values, problems, set } = form;
  // The schema's word on the thresholds, once it has one (after the first save), beside each threshold.
  const thresholdIssues = problems.thresholds ? thresholdProblems(values.thresholds) : null;
  const setThreshold = (index: number, threshold: number | null) =>
    set(
      'thresholds',
      values.thresholds.map((current, place) => (place === index ? threshold : current)),
    );

  return (
    <DialogForm
      form={form}
      send={(input) => save.mutateAsync({ engagementId, budget: input }).then(onClose)}
      confirmLabel="Save Budget"
      onCancel={onClose}
    >
      <Radio.Group
        label={labels.kind}
        value={values.kind}
        onChange={(kind) => set('kind', kind as BudgetKind)}
        required
        error={problems.kind}
      >
        <Group gap="lg" mt={6}>
          {BUDGET_KINDS.map((kind) => (
            <Radio key={kind} value={kind} label={budgetKindLabel[kind]} />
          ))}
        </Group>
      </Radio.Group>
      <NumberInput
        label={labels.amount}
        description={amountHints[values.kind]}
        value={values.amount ?? ''}
        onChange={(amount) => set('amount', numberOrNull(amount))}
        min={0}
        max={MAX_BUDGET_AMOUNT}
        decimalScale={2}
        thousandSeparator=","
        prefix={values.kind === 'fees' ? '$' : undefined}
        required
        error={problems.amount}
        data-autofocus
      />
      <Radio.Group
        label={labels.span}
        description={spanHints[values.span]}
        value={values.span}
        onChange={(span) => set('span', span as BudgetSpan)}
        required
        error={problems.span}
      >
        <Group gap="lg" mt={6}>
          {BUDGET_SPANS.map((span) => (
            <Radio key={span} value={span} label={budgetSpanLabel[span]} />
          ))}
        </Group>
      </Radio.Group>
      <Fieldset legend={labels.thresholds} variant="unstyled" className={classes.thresholds}>
        <Text size="xs" c="gray.7" mb={6}>
          Percent of the budget approved at which the engagement manager and the admins are told, once each.
        </Text>
        <Stack gap="xs">
          {values.thresholds.map((threshold, index) => (
            // Thresholds have no identity but their place: a removal renumbers the ones after it.
            // biome-ignore lint/suspicious/noArrayIndexKey: the place is the threshold's name
            <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
              <NumberInput
                aria-label={thresholdLabel(index)}
                value={threshold ?? ''}
                onChange={(value) => setThreshold(index, numberOrNull(value))}
                min={1}
                max={1000}
                allowDecimal={false}
                suffix="%"
                w={140}
                error={thresholdIssues?.each[index]}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                mt={4}
                aria-label={`Remove ${thresholdLabel(index)}`}
                disabled={values.thresholds.length === 1}
                onClick={() =>
                  set(
                    'thresholds',
                    values.thresholds.filter((_, place) => place !== index),
                  )
                }
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {thresholdIssues?.list && (
            <Text size="sm" c="red.9" role="alert">
              {thresholdIssues.list}
            </Text>
          )}
          {values.thresholds.length < MAX_BUDGET_THRESHOLDS && (
            <Button
              variant="subtle"
              size="compact-sm"
              w="fit-content"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => set('thresholds', [...values.thresholds, null])}
            >
              Add Threshold
            </Button>
          )}
        </Stack>
      </Fieldset>
      <Checkbox
        label={labels.refuseBeyondBudget}
        description="A timesheet save that would take approved and pending past the budget is refused, saying what is left."
        checked={values.refuseBeyondBudget}
        onChange={(event) => set('refuseBeyondBudget', event.currentTarget.checked)}
        error={problems.refuseBeyondBudget}
      />
    </DialogForm>
  );
}
