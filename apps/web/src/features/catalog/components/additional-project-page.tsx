import { Alert, Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  type AdditionalProjectAssignment,
  type AdminAdditionalProject,
  additionalProjectAssignmentInputSchema,
} from '@timekeep/shared/schemas/catalog';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  AssignmentDatesDialog,
  AssignPersonDialog,
} from '../../../components/assignments/assignment-dialogs';
import { AssignmentsTable } from '../../../components/assignments/assignments-table';
import { NotFoundView } from '../../../components/layout/not-found-view';
import { BackLink } from '../../../components/ui/back-link';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { idFromSegment } from '../../../lib/forms/select-options';
import { paths } from '../../../lib/paths';
import { useAssignAdditionalProject } from '../api/assign-additional-project';
import { useAdminAdditionalProjects } from '../api/get-admin-additional-projects';
import { useRemoveProjectAssignment } from '../api/remove-project-assignment';
import { useUpdateProjectAssignment } from '../api/update-project-assignment';

const backToProjects = <BackLink to={paths.admin.additionalProjects()}>Back to Additional Projects</BackLink>;

/** Who may log time to one additional project, and from when to when. */
export function AdditionalProjectPage() {
  const projectId = idFromSegment(useParams().projectId);
  const projects = useAdminAdditionalProjects();
  if (projectId === null) return <NotFoundView />;
  if (projects.isError) {
    return (
      <>
        {backToProjects}
        <Alert color="red" mt="md">
          The additional projects could not be loaded. Please refresh the page.
        </Alert>
      </>
    );
  }
  if (!projects.data) return <CenteredLoader />;
  const project = projects.data.find((candidate) => candidate.id === projectId);
  if (!project) {
    return (
      <>
        {backToProjects}
        <Alert color="red" mt="md" title="Additional project not found." />
      </>
    );
  }
  return <ProjectAssignments project={project} />;
}

function ProjectAssignments({ project }: { project: AdminAdditionalProject }) {
  const [assigning, setAssigning] = useState(false);
  const [editing, setEditing] = useState<AdditionalProjectAssignment | null>(null);
  const assign = useAssignAdditionalProject();
  const update = useUpdateProjectAssignment();
  const remove = useRemoveProjectAssignment();

  return (
    <>
      {backToProjects}
      <Group justify="space-between" mt="xs" mb="sm">
        <Title order={2} size="h3" id="project-heading">
          {project.name}: who may log time
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAssigning(true)}>
          Add Person
        </Button>
      </Group>
      <AssignmentsTable
        labelledBy="project-heading"
        assignments={project.assignments}
        withRole={false}
        emptyText="Nobody may log time to it yet."
        placeOf={() => project.name}
        onEditDates={setEditing}
        remove={remove.mutateAsync}
      />
      <AssignPersonDialog
        opened={assigning}
        title="Allow a Person to Log Time"
        roles={null}
        schema={additionalProjectAssignmentInputSchema}
        save={(assignment) => assign.mutateAsync({ projectId: project.id, assignment })}
        onClose={() => setAssigning(false)}
      />
      <AssignmentDatesDialog
        assignment={editing}
        subject={editing ? `${editing.name} on ${project.name}` : ''}
        save={(id, changes) => update.mutateAsync({ id, changes })}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
