import { addDays, todayIso } from '@timekeep/shared/domain/periods';
import {
  additionalProjectAssignmentResponseSchema,
  adminAdditionalProjectResponseSchema,
  adminAdditionalProjectsResponseSchema,
  clientResponseSchema,
  departmentResponseSchema,
} from '@timekeep/shared/schemas/admin-catalog';
import {
  additionalProjectsResponseSchema,
  clientsResponseSchema,
} from '@timekeep/shared/schemas/master-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestAudit } from '../../../test/audit-log';
import {
  createAdditionalProject,
  createEngagement,
  createPerson,
  createTimesheet,
} from '../../../test/factories';
import { type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { clients, departments } from '../../db/schema';

let context: TestContext;
let admin: SignedIn;
const today = todayIso();

beforeAll(async () => {
  context = await createTestApp();
  admin = await signedIn(context, 'admin@example.com');
});
afterAll(async () => {
  await context?.close();
});

function expectRefusal(
  response: { statusCode: number; json(): unknown },
  status: number,
  code: string,
  field?: string,
) {
  expect(response.statusCode).toBe(status);
  expect((response.json() as { error: unknown }).error).toMatchObject({ code, ...(field ? { field } : {}) });
}

let n = 0;
const uniqueName = (prefix: string) => `${prefix} ${++n}-${Date.now() % 100_000}`;

describe('clients', () => {
  it('creates, renames and deletes a client, each recorded; the lists show it', async () => {
    const name = uniqueName('Initech');
    const created = await admin.post('/api/admin/clients', { name: `  ${name} ` });
    expect(created.statusCode, created.body).toBe(200);
    const { client } = clientResponseSchema.parse(created.json());
    expect(client.name).toBe(name);
    const listed = clientsResponseSchema.parse((await admin.get('/api/clients')).json()).clients;
    expect(listed).toContainEqual(client);

    const renamed = await admin.patch(`/api/admin/clients/${client.id}`, { name: `${name} Corp` });
    expect(clientResponseSchema.parse(renamed.json()).client.name).toBe(`${name} Corp`);
    expect(await latestAudit(admin, 'client', client.id)).toMatchObject({
      action: 'client_renamed',
      before: { name },
      after: { name: `${name} Corp` },
    });
    expect((await admin.delete(`/api/admin/clients/${client.id}`)).statusCode).toBe(204);
    expect((await latestAudit(admin, 'client', client.id))?.action).toBe('client_deleted');
  });

  it('refuses a name taken, a blank name, and deleting a client with engagements', async () => {
    expectRefusal(
      await admin.post('/api/admin/clients', { name: 'Acme Manufacturing' }),
      409,
      'conflict',
      'body.name',
    );
    expectRefusal(
      await admin.post('/api/admin/clients', { name: '' }),
      400,
      'validation_failed',
      'body.name',
    );
    expectRefusal(
      await admin.post('/api/admin/clients', { name: 'a\u0000b' }),
      400,
      'validation_failed',
      'body.name',
    );
    const { client } = await createEngagement(context, await createPerson(context));
    const before = await context.database.db.$count(clients);
    const refused = await admin.delete(`/api/admin/clients/${client.id}`);
    expectRefusal(refused, 409, 'invalid_state');
    expect(refused.json().error.message).toMatch(/named by 1 record/);
    expect(await context.database.db.$count(clients)).toBe(before);
    expect((await admin.patch('/api/admin/clients/999999', { name: 'X' })).statusCode).toBe(404);
  });
});

describe('departments', () => {
  it('creates and renames a department, and refuses deleting one people belong to', async () => {
    const name = uniqueName('Research');
    const { department } = departmentResponseSchema.parse(
      (await admin.post('/api/admin/departments', { name })).json(),
    );
    expect(department.name).toBe(name);
    await createPerson(context, { departmentId: department.id });
    expectRefusal(await admin.delete(`/api/admin/departments/${department.id}`), 409, 'invalid_state');
    expect(await context.database.db.$count(departments)).toBeGreaterThan(6);
    const unused = departmentResponseSchema.parse(
      (await admin.post('/api/admin/departments', { name: uniqueName('Unused') })).json(),
    ).department;
    expect((await admin.delete(`/api/admin/departments/${unused.id}`)).statusCode).toBe(204);
    expectRefusal(
      await admin.patch(`/api/admin/departments/${department.id}`, {}),
      400,
      'validation_failed',
      'body.name',
    );
  });
});

describe('additional projects', () => {
  async function newProject(active = true) {
    const response = await admin.post('/api/admin/additional_projects', {
      name: uniqueName('Bench'),
      active,
    });
    expect(response.statusCode, response.body).toBe(200);
    return adminAdditionalProjectResponseSchema.parse(response.json()).additionalProject;
  }

  it('creates, renames and deactivates a project; the admin list holds inactive ones, the pickers do not', async () => {
    const project = await newProject();
    expect(project).toMatchObject({ active: true, assignments: [] });
    const updated = await admin.patch(`/api/admin/additional_projects/${project.id}`, { active: false });
    expect(adminAdditionalProjectResponseSchema.parse(updated.json()).additionalProject.active).toBe(false);
    expect(await latestAudit(admin, 'additional_project', project.id)).toMatchObject({
      action: 'additional_project_updated',
      before: { active: true },
      after: { active: false },
    });
    const all = adminAdditionalProjectsResponseSchema.parse(
      (await admin.get('/api/admin/additional_projects')).json(),
    );
    expect(all.additionalProjects.map((p) => p.id)).toContain(project.id);
    const offered = additionalProjectsResponseSchema.parse(
      (await admin.get('/api/additional_projects')).json(),
    );
    expect(offered.additionalProjects.map((p) => p.id)).not.toContain(project.id);
    expectRefusal(
      await admin.patch(`/api/admin/additional_projects/${project.id}`, {
        name: all.additionalProjects[0]!.name,
      }),
      409,
      'conflict',
      'body.name',
    );
  });

  it('lets a person log to a project from a date, and checks the dates', async () => {
    const project = await newProject();
    const person = await createPerson(context);
    const url = `/api/admin/additional_projects/${project.id}/assignments`;
    const response = await admin.post(url, { spudUserId: person.id, startDate: '2024-01-01' });
    expect(response.statusCode, response.body).toBe(200);
    const { assignment } = additionalProjectAssignmentResponseSchema.parse(response.json());
    expect(assignment).toMatchObject({
      spudUserId: person.id,
      additionalProjectId: project.id,
      endDate: null,
    });
    const as = await signedIn(context, person);
    const mine = additionalProjectsResponseSchema.parse((await as.get('/api/additional_projects')).json());
    expect(mine.additionalProjects.find((p) => p.id === project.id)?.assignment).toEqual({
      startDate: '2024-01-01',
      endDate: null,
    });
    expectRefusal(await admin.post(url, { spudUserId: person.id, startDate: '2024-01-01' }), 409, 'conflict');
    expectRefusal(
      await admin.post(url, { spudUserId: person.id, startDate: '2024-02-01', endDate: '2024-01-01' }),
      400,
      'validation_failed',
      'body.endDate',
    );
    expectRefusal(
      await admin.post(url, { spudUserId: 999_999, startDate: '2024-01-01' }),
      400,
      'validation_failed',
    );
    expect(
      (
        await admin.post('/api/admin/additional_projects/999999/assignments', {
          spudUserId: person.id,
          startDate: '2024-01-01',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses ending or deleting an assignment past the hours logged to it', async () => {
    const person = await createPerson(context);
    const { project, assignment } = await createAdditionalProject(context, person);
    await createTimesheet(context, person, {
      rows: [{ additionalProjectId: project.id, entries: [{ date: today, hours: 2 }] }],
    });
    const url = `/api/admin/additional_project_assignments/${assignment.id}`;
    expectRefusal(await admin.patch(url, { endDate: addDays(today, -1) }), 409, 'invalid_state');
    expectRefusal(await admin.delete(url), 409, 'invalid_state');
    const ended = await admin.patch(url, { endDate: today });
    expect(additionalProjectAssignmentResponseSchema.parse(ended.json()).assignment).toMatchObject({
      endDate: today,
      logged: { firstDate: today, lastDate: today, hours: 2 },
    });
    expect(await latestAudit(admin, 'additional_project_assignment', assignment.id)).toMatchObject({
      before: { endDate: null },
      after: { endDate: today },
    });

    const unused = await createAdditionalProject(context, person);
    const removal = `/api/admin/additional_project_assignments/${unused.assignment.id}`;
    expect((await admin.delete(removal)).statusCode).toBe(204);
    expect((await admin.delete(removal)).statusCode).toBe(404);
  });
  it("moves an assignment's start alone, reopens it with null, and says why dates or a person are refused", async () => {
    const errorOf = (response: { statusCode: number; json(): unknown }) => ({
      status: response.statusCode,
      ...(response.json() as { error: { code: string; message: string; field?: string } }).error,
    });
    const project = await newProject();
    const person = await createPerson(context);
    const made = additionalProjectAssignmentResponseSchema.parse(
      (
        await admin.post(`/api/admin/additional_projects/${project.id}/assignments`, {
          spudUserId: person.id,
          startDate: '2024-01-01',
          endDate: '2024-06-30',
        })
      ).json(),
    ).assignment;
    const url = `/api/admin/additional_project_assignments/${made.id}`;
    const moved = await admin.patch(url, { startDate: '2024-03-01' });
    expect(additionalProjectAssignmentResponseSchema.parse(moved.json()).assignment).toMatchObject({
      startDate: '2024-03-01',
      endDate: '2024-06-30',
    });
    const reopened = await admin.patch(url, { endDate: null });
    expect(additionalProjectAssignmentResponseSchema.parse(reopened.json()).assignment).toMatchObject({
      startDate: '2024-03-01',
      endDate: null,
    });
    expect(await latestAudit(admin, 'additional_project_assignment', made.id)).toMatchObject({
      action: 'additional_project_assignment_updated',
      before: { startDate: '2024-03-01', endDate: '2024-06-30' },
      after: { startDate: '2024-03-01', endDate: null },
    });
    expect(errorOf(await admin.patch(url, { endDate: '2024-02-29' }))).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'body.endDate: must not be before the start date (2024-03-01).',
      field: 'body.endDate',
    });
    expect((await admin.patch(url, { endDate: '2024-03-01' })).statusCode).toBe(200);
    for (const response of [
      await admin.patch('/api/admin/additional_project_assignments/999999', { endDate: null }),
      await admin.delete('/api/admin/additional_project_assignments/999999'),
    ]) {
      expect(errorOf(response)).toEqual({ status: 404, code: 'not_found', message: 'Assignment not found.' });
    }
    const away = await createPerson(context, { enabled: false });
    expect(
      errorOf(
        await admin.post(`/api/admin/additional_projects/${project.id}/assignments`, {
          spudUserId: away.id,
          startDate: '2024-01-01',
        }),
      ),
    ).toEqual({
      status: 422,
      code: 'rule_violation',
      message: 'body.spudUserId: the person is deactivated; reactivate them first.',
      field: 'body.spudUserId',
    });
  });
});
