import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  budgetAmountText,
  budgetBurnText,
  budgetKindLabel,
  budgetSpanLabel,
  OVER_BUDGET_LABEL,
} from '@timekeep/shared/domain/budget-rules';
import { formatDateRange, formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import type { BudgetBurn } from '@timekeep/shared/schemas/budgets';
import { useState } from 'react';
import { ConfirmedAction } from '../../../components/forms/confirmed-action';
import { toast } from '../../../lib/toasts';
import { useDeleteEngagementBudget } from '../api/delete-engagement-budget';
import { useEngagementBudget } from '../api/get-engagement-budget';
import { BudgetBurnChart } from './budget-burn-chart';
import { BudgetDialog } from './budget-dialog';

export interface EngagementBudgetSectionProps {
  engagementId: number;
  /** The engagement as the page names it: '1001 Acme Portal'. */
  engagementName: string;
}

/**
 * An engagement's budget on its admin page: what it counts and how much of it is burnt (approved, and with the
 * hours waiting for approval), when it runs out at the recent pace, and the burn week by week; set, change or
 * remove it.
 */
export function EngagementBudgetSection({ engagementId, engagementName }: EngagementBudgetSectionProps) {
  const answer = useEngagementBudget(engagementId);
  const deleteBudget = useDeleteEngagementBudget();
  const [editing, setEditing] = useState(false);
  const budget = answer.data?.budget ?? null;

  let body: React.ReactNode;
  if (answer.isPending) {
    body = <Loader size="sm" aria-label="Loading the budget" />;
  } else if (answer.isError) {
    body = (
      <Alert color="red" title="The budget could not be loaded.">
        <Button mt="sm" variant="light" onClick={() => void answer.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (budget === null) {
    body = (
      <Text c="gray.7">
        No budget yet. Set one in hours or fees to see how much of the engagement is burnt and to tell its
        manager as it nears the end.
      </Text>
    );
  } else {
    body = (
      <Stack gap="md">
        <BudgetFigures budget={budget} />
        <BudgetBurnChart budget={budget} burn={answer.data.burn} />
      </Stack>
    );
  }

  return (
    <section aria-labelledby="budget-heading">
      <Group justify="space-between" mt="xl" mb="sm">
        <Title order={2} size="h3" id="budget-heading">
          Budget
        </Title>
        {answer.isSuccess && (
          <Group gap="xs">
            {budget && (
              <ConfirmedAction
                label="Remove Budget"
                buttonProps={{ variant: 'outline', size: 'sm' }}
                title="Remove Budget"
                message={`Remove the budget of ${engagementName}? Its alerts stop and no save is refused for it; the hours logged stay.`}
                confirmLabel="Remove Budget"
                danger
                action={() => deleteBudget.mutateAsync(engagementId)}
                onDone={() => toast.success({ message: `The budget of ${engagementName} was removed.` })}
              />
            )}
            <Button variant="light" onClick={() => setEditing(true)}>
              {budget ? 'Edit Budget' : 'Set Budget'}
            </Button>
          </Group>
        )}
      </Group>
      {body}
      <BudgetDialog
        engagementId={engagementId}
        budget={budget}
        opened={editing}
        onClose={() => setEditing(false)}
      />
    </section>
  );
}

/** A percent as a progress bar's width: never past the whole bar. */
const barWidth = (percent: number) => Math.max(0, Math.min(100, percent));

/** The budget's figures, its burn in words, and the burn as a bar of approved and pending. */
export function BudgetFigures({ budget }: { budget: BudgetBurn }) {
  const amount = (value: number) => budgetAmountText(budget.kind, value);
  const over = budget.percentWithPending > 100;
  const figures = [
    {
      label: 'Budget',
      value: amount(budget.amount),
      hint:
        budget.spanStart && budget.spanEnd
          ? `${budgetKindLabel[budget.kind]}, ${budgetSpanLabel[budget.span].toLowerCase()}: ${formatDateRange(budget.spanStart, budget.spanEnd)}`
          : `${budgetKindLabel[budget.kind]}, ${budgetSpanLabel[budget.span].toLowerCase()}`,
    },
    { label: 'Approved', value: amount(budget.approved), hint: 'Approved timesheets' },
    { label: 'Pending', value: amount(budget.pending), hint: 'Submitted, waiting for approval' },
    {
      label: 'Remaining',
      value: amount(budget.remaining),
      hint: budget.remaining < 0 ? 'Past the budget' : 'Less approved and pending',
    },
    {
      label: 'Forecast End Date',
      value: budget.forecastEndDate ? formatDisplayDate(budget.forecastEndDate) : 'None yet',
      hint: budget.forecastEndDate ? "At the last four weeks' pace" : 'No hours in the last four weeks',
    },
  ];
  const pendingWidth = barWidth(budget.percentWithPending) - barWidth(budget.percentApproved);
  return (
    <Paper withBorder p="md">
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" verticalSpacing="sm" m={0}>
        {figures.map((figure) => (
          <div key={figure.label}>
            <Text component="dt" size="sm" c="gray.7">
              {figure.label}
            </Text>
            <Text component="dd" fw={600} size="lg" m={0}>
              {figure.value}
            </Text>
            <Text component="dd" size="xs" c="gray.7" m={0}>
              {figure.hint}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Group gap="sm" mt="md" mb={6}>
        <Text fw={500}>{budgetBurnText(budget.percentApproved, budget.percentWithPending)}</Text>
        {over && (
          <Badge color="red" variant="light" c="red.9" tt="none">
            {OVER_BUDGET_LABEL}
          </Badge>
        )}
        {budget.refuseBeyondBudget && (
          <Text size="sm" c="gray.7">
            Hours beyond the budget are refused.
          </Text>
        )}
      </Group>
      {/* The bar repeats the sentence above it; each part says what it is to a screen reader. */}
      <Progress.Root size="lg" aria-hidden>
        <Progress.Section value={barWidth(budget.percentApproved)} color="blue.7" />
        <Progress.Section value={pendingWidth} color="blue.3" />
      </Progress.Root>
      <Group gap="md" mt={6}>
        <Legend color="var(--mantine-color-blue-7)" label="Approved" />
        <Legend color="var(--mantine-color-blue-3)" label="Pending" />
      </Group>
    </Paper>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={6}>
      <span aria-hidden style={{ width: 12, height: 12, borderRadius: 2, backgroundColor: color }} />
      <Text size="xs" c="gray.7">
        {label}
      </Text>
    </Group>
  );
}
