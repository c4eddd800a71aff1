import type { AdditionalProject } from '@timekeep/shared/schemas/catalog';
import type { EmployeeProject } from '@timekeep/shared/schemas/engagements';
import type { ProjectChoice } from './timesheet-draft';

/** Additional projects are listed under this client id, with no role. */
export const ADDITIONAL_PROJECTS_CLIENT_ID = -1;
export const ADDITIONAL_PROJECTS_CLIENT_NAME = 'Additional Projects';
export const PROJECT_SEARCH_MAX_LENGTH = 50;

/** One choice in the project picker (spec: "Project selection option"). */
export interface ProjectOption {
  value: string;
  clientId: number;
  clientName: string;
  projectId: string | null;
  projectKey: string;
  projectName: string;
  roleId: number | null;
  roleName: string | null;
  roleStartDate: string;
  roleEndDate: string | null;
  searchString: string;
  choice: ProjectChoice;
}

function overlaps(startDate: string, endDate: string | null, period: { startDate: string; endDate: string }) {
  return startDate <= period.endDate && (endDate === null || endDate >= period.startDate);
}

export function buildProjectOptions(
  projects: readonly EmployeeProject[],
  additionalProjects: readonly AdditionalProject[],
  period: { startDate: string; endDate: string },
): ProjectOption[] {
  const roleOptions = projects.flatMap((project) =>
    project.roles
      .filter((role) => overlaps(role.startDate, role.endDate, period))
      .map(
        (role): ProjectOption => ({
          value: `resource-${role.resourceId}`,
          clientId: project.clientId,
          clientName: project.clientName,
          projectId: project.projectId,
          projectKey: project.projectId,
          projectName: project.name,
          roleId: role.id,
          roleName: role.name,
          roleStartDate: role.startDate,
          roleEndDate: role.endDate,
          searchString: [project.clientName, project.projectId, project.name, role.name]
            .join(' ')
            .toLowerCase(),
          choice: {
            resourceId: role.resourceId,
            additionalProjectId: null,
            engagementId: project.engagementId,
            projectId: project.projectId,
            role: role.name,
            name: project.name,
            clientName: project.clientName,
            startDate: role.startDate,
            endDate: role.endDate,
            billable: project.billable,
          },
        }),
      ),
  );
  const additionalOptions = additionalProjects
    .flatMap(({ assignment, ...project }) =>
      assignment && overlaps(assignment.startDate, assignment.endDate, period)
        ? [{ ...project, ...assignment }]
        : [],
    )
    .map(
      (project): ProjectOption => ({
        value: `additional-${project.id}`,
        clientId: ADDITIONAL_PROJECTS_CLIENT_ID,
        clientName: ADDITIONAL_PROJECTS_CLIENT_NAME,
        projectId: null,
        projectKey: `additional-${project.id}`,
        projectName: project.name,
        roleId: null,
        roleName: null,
        roleStartDate: project.startDate,
        roleEndDate: project.endDate,
        searchString: [ADDITIONAL_PROJECTS_CLIENT_NAME, project.name].join(' ').toLowerCase(),
        choice: {
          resourceId: null,
          additionalProjectId: project.id,
          engagementId: null,
          projectId: null,
          role: null,
          name: project.name,
          clientName: null,
          startDate: project.startDate,
          endDate: project.endDate,
          billable: false,
        },
      }),
    );
  return [...roleOptions, ...additionalOptions];
}

/** Every space-separated word of the search must appear, case-insensitively, in the option's search string. */
export function filterProjectOptions(options: readonly ProjectOption[], search: string): ProjectOption[] {
  const words = search.slice(0, PROJECT_SEARCH_MAX_LENGTH).toLowerCase().split(' ').filter(Boolean);
  return options.filter((option) => words.every((word) => option.searchString.includes(word)));
}

/** How a row's project reads in the grid. */
export function projectLabel(row: {
  clientName: string | null;
  projectId: string | null;
  name: string;
  role: string | null;
}) {
  if (row.projectId === null) return row.name;
  return `${row.clientName} · ${row.projectId} ${row.name}${row.role ? ` (${row.role})` : ''}`;
}
