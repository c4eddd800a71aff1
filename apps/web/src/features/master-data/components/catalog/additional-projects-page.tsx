import { Anchor, Badge, Button, Group, Table, VisuallyHidden } from '@mantine/core';
import type { AdminAdditionalProject } from '@timekeep/shared/schemas/admin-catalog';
import { useState } from 'react';
import { Link } from 'react-router';
import { TableStateRows } from '../../../../components/ui/table-state-rows';
import { useCreateAdditionalProject } from '../../api/create-additional-project';
import { useAdminAdditionalProjects } from '../../api/get-admin-additional-projects';
import { useUpdateAdditionalProject } from '../../api/update-additional-project';
import { ConfirmedAction } from '../confirmed-action';
import { AddNameForm } from './add-name-form';
import { RenameDialog } from './rename-dialog';

/** Internal projects everyone with a role sees in reports; people log to one only while assigned to it. */
export function AdditionalProjectsPage() {
  const projects = useAdminAdditionalProjects();
  const create = useCreateAdditionalProject();
  const update = useUpdateAdditionalProject();
  const [renaming, setRenaming] = useState<AdminAdditionalProject | null>(null);
  const rows = projects.data ?? [];

  return (
    <>
      <AddNameForm label="New additional project" submitLabel="Add Project" save={create.mutateAsync} />
      <Table striped withTableBorder aria-label="Additional projects" maw={900}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">May Log Time</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableStateRows
            columns={4}
            isPending={projects.isPending}
            isError={projects.isError}
            isEmpty={rows.length === 0}
            subject="additional projects"
            emptyText="No Additional Projects Found!"
          />
          {rows.map((project) => (
            <Table.Tr key={project.id}>
              <Table.Td>{project.name}</Table.Td>
              <Table.Td>
                <Badge color={project.active ? 'green' : 'gray'} variant="light" c="dark">
                  {project.active ? 'Active' : 'Inactive'}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/admin/additional-projects/${project.id}`}
                  size="sm"
                  aria-label={`People who may log time to ${project.name}`}
                >
                  {project.assignments.length === 1 ? '1 person' : `${project.assignments.length} people`}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    aria-label={`Rename ${project.name}`}
                    onClick={() => setRenaming(project)}
                  >
                    Rename
                  </Button>
                  <ConfirmedAction
                    label={project.active ? 'Deactivate' : 'Activate'}
                    ariaLabel={`${project.active ? 'Deactivate' : 'Activate'} ${project.name}`}
                    title={project.active ? 'Deactivate Project' : 'Activate Project'}
                    message={
                      project.active
                        ? `Deactivate ${project.name}? Nobody is offered it any more; the hours logged to it stay.`
                        : `Activate ${project.name}? The people assigned to it may log time to it again.`
                    }
                    confirmLabel={project.active ? 'Deactivate' : 'Activate'}
                    action={() =>
                      update.mutateAsync({ id: project.id, changes: { active: !project.active } })
                    }
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <RenameDialog
        title="Rename Additional Project"
        record={renaming}
        save={(id, name) => update.mutateAsync({ id, changes: { name } })}
        onClose={() => setRenaming(null)}
      />
    </>
  );
}
