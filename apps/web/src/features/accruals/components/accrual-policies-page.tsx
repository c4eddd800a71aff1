import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import { timeOffReasonLabels } from '@timekeep/shared/domain/time-off-reasons';
import { useState } from 'react';
import { ConfirmedAction } from '../../../components/forms/confirmed-action';
import { ListTable, listState } from '../../../components/ui/list-table';
import { RowActions, RowButton } from '../../../components/ui/row-actions';
import { useDeleteAccrualPolicy } from '../api/delete-accrual-policy';
import { useAccrualPolicies } from '../api/get-accrual-policies';
import {
  balanceCapLabel,
  carryOverLabel,
  defaultForLabel,
  frequencyLabels,
  stepsLabel,
} from '../utils/policy-labels';
import { AccrualPolicyDialog, type PolicyTarget } from './accrual-policy-dialog';

/**
 * /admin/accrual-policies: how balances accrue. Each policy accrues one leave type at rates by tenure, with its
 * caps and carry-over; people get one by default (employees and contractors apart) or individually on the
 * Balances screen. A policy that has posted accruals cannot be deleted: the server says so.
 */
export function AccrualPoliciesPage() {
  const policies = useAccrualPolicies();
  const remove = useDeleteAccrualPolicy();
  const [target, setTarget] = useState<PolicyTarget | null>(null);
  const rows = policies.data ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="gray.7" maw={720}>
          Accruals are posted to each person's balance ledger by a job every 15 minutes; a balance's History
          (on the Balances screen) shows every posting.
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setTarget({ policy: null })}>
          New Policy
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={1000}>
        <ListTable
          aria-label="Accrual policies"
          columns={[
            'Name',
            'Leave Type',
            'Accrues',
            'Rate',
            'Balance Cap',
            'Carry-over',
            'Default For',
            'People',
          ]}
          withActions
          state={listState(rows.length, 'accrual policies', 'No accrual policies yet.', policies)}
        >
          {rows.map((policy) => (
            <Table.Tr key={policy.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {policy.name}
                </Text>
                <Text size="xs" c="gray.7">
                  From {formatDisplayDate(policy.effectiveFrom)}
                  {policy.waitingDays > 0 ? `, ${policy.waitingDays} days after the start date` : ''}
                  {policy.prorate ? ', prorated' : ''}
                </Text>
              </Table.Td>
              <Table.Td>{timeOffReasonLabels[policy.type]}</Table.Td>
              <Table.Td>{frequencyLabels[policy.frequency]}</Table.Td>
              <Table.Td>{stepsLabel(policy.steps)}</Table.Td>
              <Table.Td>{balanceCapLabel(policy)}</Table.Td>
              <Table.Td>{carryOverLabel(policy)}</Table.Td>
              <Table.Td>{defaultForLabel(policy)}</Table.Td>
              <Table.Td>{policy.peopleCount}</Table.Td>
              <RowActions>
                <RowButton
                  label="Edit"
                  ariaLabel={`Edit ${policy.name}`}
                  onClick={() => setTarget({ policy })}
                />
                <ConfirmedAction
                  label="Delete"
                  ariaLabel={`Delete ${policy.name}`}
                  title="Delete Accrual Policy"
                  message={`Delete ${policy.name}? It accrues nothing more for anyone; a policy that has posted accruals cannot be deleted.`}
                  confirmLabel="Delete"
                  danger
                  action={() => remove.mutateAsync(policy.id)}
                />
              </RowActions>
            </Table.Tr>
          ))}
        </ListTable>
      </Table.ScrollContainer>
      <AccrualPolicyDialog target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
