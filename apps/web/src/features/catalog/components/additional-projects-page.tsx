import { Anchor, Badge, Table } from '@mantine/core';
import type { AdminAdditionalProject } from '@timekeep/shared/schemas/catalog';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmedAction } from '../../../components/forms/confirmed-action';
import { RenameDialog } from '../../../components/forms/rename-dialog';
import { ListTable, listState } from '../../../components/ui/list-table';
import { RowActions, RowButton } from '../../../components/ui/row-actions';
import { paths } from '../../../lib/paths';
import { useCreateAdditionalProject } from '../api/create-additional-project';
import { useAdminAdditionalProjects } from '../api/get-admin-additional-projects';
import { useUpdateAdditionalProject } from '../api/update-additional-project';
import { AddNameForm } from './add-name-form';

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
      <ListTable
        aria-label="Additional projects"
        maw={900}
        columns={['Name', 'Status', 'May Log Time']}
        withActions
        state={listState(rows.length, 'additional projects', 'No Additional Projects Found!', projects)}
      >
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
                to={paths.admin.additionalProject(project.id)}
                size="sm"
                // The name starts with the visible text (WCAG 2.5.3, label in name).
                aria-label={`${peopleCount(project.assignments.length)} may log time to ${project.name}`}
              >
                {peopleCount(project.assignments.length)}
              </Anchor>
            </Table.Td>
            <RowActions>
              <RowButton
                label="Rename"
                ariaLabel={`Rename ${project.name}`}
                onClick={() => setRenaming(project)}
              />
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
                action={() => update.mutateAsync({ id: project.id, changes: { active: !project.active } })}
              />
            </RowActions>
          </Table.Tr>
        ))}
      </ListTable>
      <RenameDialog
        title="Rename Additional Project"
        record={renaming}
        save={(id, name) => update.mutateAsync({ id, changes: { name } })}
        onClose={() => setRenaming(null)}
      />
    </>
  );
}

function peopleCount(count: number): string {
  return count === 1 ? '1 person' : `${count} people`;
}
