import { Button, Group, Table, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import type { EngagementDetail, EngagementRole } from '@timekeep/shared/schemas/engagements';
import { useState } from 'react';
import { endDateLabel, loggedLabel } from '../../../components/assignments/display';
import { ConfirmedAction } from '../../../components/forms/confirmed-action';
import { ListTable, listState } from '../../../components/ui/list-table';
import { RowActions, RowButton } from '../../../components/ui/row-actions';
import { useDeleteEngagementRole } from '../api/delete-engagement-role';
import { RoleDialog } from './role-dialog';

/** The engagement's roles with their rates and dates; a role nobody logged to may be deleted, others ended. */
export function RolesSection({ engagement }: { engagement: EngagementDetail }) {
  const [target, setTarget] = useState<EngagementRole | 'new' | null>(null);
  const deleteRole = useDeleteEngagementRole();
  return (
    <section aria-labelledby="roles-heading">
      <Group justify="space-between" mt="xl" mb="sm">
        <Title order={2} size="h3" id="roles-heading">
          Roles
        </Title>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setTarget('new')}
        >
          Add Role
        </Button>
      </Group>
      <ListTable
        aria-labelledby="roles-heading"
        columns={['Role', 'Hourly Rate', 'Start Date', 'End Date', 'People', 'Logged']}
        withActions
        state={listState(
          engagement.roles.length,
          'roles',
          'No roles yet. Add a role with its hourly rate, then assign people to it.',
        )}
      >
        {engagement.roles.map((role) => (
          <Table.Tr key={role.id}>
            <Table.Td>{role.name}</Table.Td>
            <Table.Td>{role.rateLabel}</Table.Td>
            <Table.Td>{formatDisplayDate(role.startDate)}</Table.Td>
            <Table.Td>{endDateLabel(role.endDate)}</Table.Td>
            <Table.Td>{role.resources.length}</Table.Td>
            <Table.Td>{loggedLabel(role.logged)}</Table.Td>
            <RowActions>
              <RowButton label="Edit" ariaLabel={`Edit role ${role.name}`} onClick={() => setTarget(role)} />
              <ConfirmedAction
                label="Delete"
                ariaLabel={`Delete role ${role.name}`}
                title="Delete Role"
                message={`Delete the role ${role.name} and its assignments? A role with logged hours cannot be deleted: end it instead.`}
                confirmLabel="Delete Role"
                danger
                action={() => deleteRole.mutateAsync(role.id)}
              />
            </RowActions>
          </Table.Tr>
        ))}
      </ListTable>
      <RoleDialog
        engagementId={engagement.id}
        billingType={engagement.billingType}
        target={target}
        onClose={() => setTarget(null)}
      />
    </section>
  );
}
