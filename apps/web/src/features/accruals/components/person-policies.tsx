import { Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { timeOffReasonGroups, timeOffReasonLabels } from '@timekeep/shared/domain/time-off-reasons';
import type { TimeOffReason } from '@timekeep/shared/schemas/time-off';
import type { AccrualPolicy, PersonPolicy } from '@timekeep/shared/schemas/time-off-ledger';
import { useState } from 'react';
import { refusalMessage } from '../../../lib/forms/form-problems';
import { toast } from '../../../lib/toasts';
import { useAssignAccrualPolicy } from '../api/assign-accrual-policy';
import { useAccrualPolicies } from '../api/get-accrual-policies';
import { usePersonLedger } from '../api/get-person-ledger';
import { useRemoveAccrualAssignment } from '../api/remove-accrual-assignment';

const COMPANY_DEFAULT = 'default';
const NO_ACCRUAL = 'none';
const reasonOrder = timeOffReasonGroups.flatMap((group) => group.reasons);

/** The choice a person's policy of a type stands at: the default, none of their own, or a policy of theirs. */
function choiceOf(held: PersonPolicy | undefined): string {
  if (!held || held.source === 'default') return COMPANY_DEFAULT;
  return held.policy === null ? NO_ACCRUAL : String(held.policy.id);
}

/** The leave types worth a choice: those with a policy in the company, and any the person has one of. */
function typesToChoose(policies: readonly AccrualPolicy[], held: readonly PersonPolicy[]): TimeOffReason[] {
  const types = new Set<TimeOffReason>([
    ...policies.map((policy) => policy.type),
    ...held.filter((entry) => entry.source === 'individual').map((entry) => entry.type),
  ]);
  return reasonOrder.filter((type) => types.has(type));
}

/**
 * One person's accrual policy per leave type: the company's default for them, no accrual, or a policy of their
 * own. The person's policies come with their ledger (any type and year answers them all).
 */
export function PersonPolicies({ personId, year }: { personId: number; year: number }) {
  const policies = useAccrualPolicies();
  const ledger = usePersonLedger(personId, 'pto', year);
  const assign = useAssignAccrualPolicy();
  const remove = useRemoveAccrualAssignment();
  const [saving, setSaving] = useState<TimeOffReason | null>(null);
  const held = ledger.data?.policies ?? [];
  const types = typesToChoose(policies.data ?? [], held);

  const choose = (type: TimeOffReason, choice: string) => {
    setSaving(type);
    const change =
      choice === COMPANY_DEFAULT
        ? remove.mutateAsync({ spudUserId: personId, type })
        : assign.mutateAsync({
            spudUserId: personId,
            type,
            policyId: choice === NO_ACCRUAL ? null : Number(choice),
          });
    change
      .then(() => toast.success({ message: `${timeOffReasonLabels[type]} accrual policy saved.` }))
      .catch((error: Error) => toast.error({ title: 'Save Failed', message: refusalMessage(error) }))
      .finally(() => setSaving(null));
  };

  return (
    <section aria-labelledby="person-accrual-policies">
      <Stack gap="xs">
        <Title order={2} size="h5" id="person-accrual-policies">
          Accrual Policies{ledger.data ? ` of ${ledger.data.name}` : ''}
        </Title>
        {policies.isError || ledger.isError ? (
          <Text size="sm" c="red.8">
            The accrual policies could not be loaded. Please refresh the page.
          </Text>
        ) : policies.isPending || ledger.isPending ? (
          <Text size="sm">Loading accrual policies…</Text>
        ) : types.length === 0 ? (
          <Text size="sm">No accrual policies yet: this person's balances change by adjustments only.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {types.map((type) => {
              const entry = held.find((candidate) => candidate.type === type);
              const byDefault = entry?.source === 'default' ? entry.policy?.name : undefined;
              return (
                <Select
                  key={type}
                  label={timeOffReasonLabels[type]}
                  data={[
                    { value: COMPANY_DEFAULT, label: 'Company default' },
                    { value: NO_ACCRUAL, label: 'No accrual' },
                    ...(policies.data ?? [])
                      .filter((policy) => policy.type === type)
                      .map((policy) => ({ value: String(policy.id), label: policy.name })),
                  ]}
                  value={choiceOf(entry)}
                  onChange={(choice) => choice && choice !== choiceOf(entry) && choose(type, choice)}
                  allowDeselect={false}
                  disabled={saving !== null}
                  description={
                    choiceOf(entry) === COMPANY_DEFAULT
                      ? `Company default: ${byDefault ?? 'no accrual'}`
                      : 'Set for this person'
                  }
                />
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </section>
  );
}
