import { Select, Stack, Table, Text, Title } from '@mantine/core';
import type { Role } from '@timekeep/shared/schemas/auth';
import type { ScimGroup, ScimGroupMapping } from '@timekeep/shared/schemas/scim';
import { PersonSelect } from '../../../components/forms/person-select';
import { ListTable, listState } from '../../../components/ui/list-table';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toasts';
import { useScimGroups } from '../api/get-scim-groups';
import { useSetScimGroupMapping } from '../api/set-scim-group-mapping';

const NO_ROLE = 'none';
const roleOptions = [
  { value: NO_ROLE, label: 'No role' },
  { value: 'employee', label: 'Employee' },
  { value: 'admin', label: 'Admin' },
  { value: 'reports', label: 'Reports' },
];

function GroupRow({ group }: { group: ScimGroup }) {
  const save = useSetScimGroupMapping();
  const change = (mapping: Partial<ScimGroupMapping>) =>
    save.mutate(
      { id: group.id, role: group.role, teamLeadId: group.teamLeadId, ...mapping },
      {
        onSuccess: () => toast.success({ message: `${group.displayName}: its members were updated.` }),
        // A rule the change broke (a lead who would lead themselves round a circle) is said as the server says it.
        onError: (error) =>
          toast.error({
            title: 'Mapping Not Saved',
            message:
              error instanceof ApiError && error.code && error.status < 500
                ? error.message.replace(/^[\w.]+: /, '')
                : 'Something went wrong. Please retry shortly or refresh the page.',
          }),
      },
    );
  return (
    <Table.Tr>
      <Table.Td>{group.displayName}</Table.Td>
      <Table.Td>{group.memberCount}</Table.Td>
      <Table.Td>
        <Select
          aria-label={`Role of ${group.displayName}`}
          data={roleOptions}
          value={group.role ?? NO_ROLE}
          onChange={(value) => change({ role: value === null || value === NO_ROLE ? null : (value as Role) })}
          allowDeselect={false}
          disabled={save.isPending}
          w={160}
        />
      </Table.Td>
      <Table.Td>
        <PersonSelect
          label=""
          aria-label={`Team lead of ${group.displayName}`}
          placeholder="No team lead"
          value={group.teamLeadId}
          onChange={(teamLeadId) => change({ teamLeadId })}
          clearable
          disabled={save.isPending}
          w={260}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The groups the identity provider pushed, each mapped to a role its members hold while in it and a team
 * lead they join; a change applies to the members at once.
 */
export function ScimGroupsTable() {
  const groups = useScimGroups();
  const rows = groups.data ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="scim-groups-title">
      <div>
        <Title order={3} size="h4" id="scim-groups-title">
          Groups
        </Title>
        <Text size="sm" c="gray.7">
          Members hold the group's role while they are in it (everyone provisioned is an employee), and the
          group's team lead becomes theirs when they join. Leaving a group takes its role away unless another
          group gives it; their team lead stays.
        </Text>
      </div>
      <ListTable
        aria-label="SCIM groups"
        maw={820}
        columns={['Group', 'Members', 'Role', 'Team Lead']}
        state={listState(
          rows.length,
          'SCIM groups',
          'No groups yet: the identity provider sends them once group provisioning is on.',
          groups,
        )}
      >
        {rows.map((group) => (
          <GroupRow key={group.id} group={group} />
        ))}
      </ListTable>
    </Stack>
  );
}
