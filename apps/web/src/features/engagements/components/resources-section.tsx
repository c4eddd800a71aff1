import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  type EngagementDetail,
  type Resource,
  resourceInputSchema,
} from '@timekeep/shared/schemas/engagements';
import { useState } from 'react';
import {
  AssignmentDatesDialog,
  AssignPersonDialog,
} from '../../../components/assignments/assignment-dialogs';
import { AssignmentsTable } from '../../../components/assignments/assignments-table';
import { useAssignResource } from '../api/assign-resource';
import { useRemoveResource } from '../api/remove-resource';
import { useUpdateResource } from '../api/update-resource';

type HeldRole = Resource & { roleName: string };

/**
 * Who holds which role of the engagement, from when to when (spec: resources). A new assignment raises a
 * code alert for the person; its dates change through PATCH /api/resources/{id}.
 */
export function ResourcesSection({ engagement }: { engagement: EngagementDetail }) {
  const [assigning, setAssigning] = useState(false);
  const [editing, setEditing] = useState<HeldRole | null>(null);
  const assign = useAssignResource();
  const update = useUpdateResource();
  const remove = useRemoveResource();
  const resources: HeldRole[] = engagement.roles.flatMap((role) =>
    role.resources.map((resource) => ({ ...resource, roleName: role.name })),
  );
  const roleOptions = engagement.roles.map((role) => ({ value: String(role.id), label: role.name }));

  return (
    <section aria-labelledby="people-heading">
      <Group justify="space-between" mt="xl" mb="sm">
        <Title order={2} size="h3" id="people-heading">
          People
        </Title>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={roleOptions.length === 0}
          title={roleOptions.length === 0 ? 'Add a role first' : undefined}
          onClick={() => setAssigning(true)}
        >
          Assign Person
        </Button>
      </Group>
      <AssignmentsTable
        labelledBy="people-heading"
        assignments={resources}
        withRole
        emptyText="Nobody is assigned yet."
        placeOf={(resource) => resource.roleName}
        onEditDates={setEditing}
        remove={remove.mutateAsync}
      />
      <AssignPersonDialog
        opened={assigning}
        title="Assign Person to a Role"
        roles={roleOptions}
        schema={resourceInputSchema}
        save={assign.mutateAsync}
        onClose={() => setAssigning(false)}
      />
      <AssignmentDatesDialog
        assignment={editing}
        subject={editing ? `${editing.name} as ${editing.roleName}` : ''}
        save={(id, changes) => update.mutateAsync({ id, changes })}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
