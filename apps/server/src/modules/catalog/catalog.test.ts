import { addDays, todayIso } from '@timekeep/shared/domain/periods';
import {
  additionalProjectAssignmentResponseSchema,
  additionalProjectsResponseSchema,
  adminAdditionalProjectResponseSchema,
  adminAdditionalProjectsResponseSchema,
  clientResponseSchema,
  clientsResponseSchema,
  departmentResponseSchema,
} from '@timekeep/shared/schemas/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestAudit } from '../../../test/audit-log';
import {
  createAdditionalProject,
  createEngagement,
  createPerson,
  createTimesheet,
} from '../../../test/factories';
import { expectRefusal } from '../../../test/refusals';
import { employeeActorOf, type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { additionalProjectAssignments, additionalProjects, clients, departments } from '../../db/schema';
import { assignAdditionalProject } from './assign-additional-project';
import { createAdditionalProject as createAdditionalProjectUseCase } from './create-additional-project';
import { createNamedRecord } from './create-named-record';
import { deleteNamedRecord } from './delete-named-record';
import { listAdminAdditionalProjects } from './list-additional-projects';
import { namedKinds } from './named-kinds';
import { removeProjectAssignment } from './remove-project-assignment';
import { renameNamedRecord } from './rename-named-record';
import { updateAdditionalProject } from './update-additional-project';
import { updateProjectAssignment } from './update-project-assignment';

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
      message: 'body.spudUserId: The person is deactivated; reactivate them first.',
      field: 'body.spudUserId',
    });
  });
});

describe('the catalog rules, refusal by refusal', () => {
  const errorOf = (response: { statusCode: number; json(): unknown }) => ({
    status: response.statusCode,
    ...(response.json() as { error: { code: string; message: string; field?: string } }).error,
  });

  it('keeps a client or department name as it is, and names the kind in each refusal', async () => {
    for (const [path, what, label] of [
      ['clients', 'client', 'Client'],
      ['departments', 'department', 'Department'],
    ] as const) {
      const pick = (response: { json(): unknown }) =>
        (response.json() as Record<string, { id: number; name: string }>)[what]!;
      const first = pick(await admin.post(`/api/admin/${path}`, { name: uniqueName(label) }));
      const second = pick(await admin.post(`/api/admin/${path}`, { name: uniqueName(label) }));
      expect(await latestAudit(admin, what, first.id)).toMatchObject({
        action: `${what}_created`,
        after: { id: first.id, name: first.name },
      });
      const same = await admin.patch(`/api/admin/${path}/${first.id}`, { name: first.name });
      expect(same.statusCode, same.body).toBe(200);
      expect(pick(same)).toEqual(first);
      expect(await latestAudit(admin, what, first.id)).toMatchObject({
        action: `${what}_renamed`,
        before: { name: first.name },
        after: { name: first.name },
      });
      const taken = { status: 409, code: 'conflict', field: 'body.name' };
      expect(errorOf(await admin.patch(`/api/admin/${path}/${first.id}`, { name: second.name }))).toEqual({
        ...taken,
        message: `body.name: There is a ${what} named ${second.name} already.`,
      });
      expect(errorOf(await admin.post(`/api/admin/${path}`, { name: second.name }))).toEqual({
        ...taken,
        message: `body.name: There is a ${what} named ${second.name} already.`,
      });
      const notFound = { status: 404, code: 'not_found', message: `${label} not found.` };
      expect(errorOf(await admin.patch(`/api/admin/${path}/999999`, { name: uniqueName(label) }))).toEqual(
        notFound,
      );
      expect(errorOf(await admin.delete(`/api/admin/${path}/999999`))).toEqual(notFound);
      expect((await admin.delete(`/api/admin/${path}/${second.id}`)).statusCode).toBe(204);
      expect(await latestAudit(admin, what, second.id)).toMatchObject({
        action: `${what}_deleted`,
        before: { id: second.id, name: second.name },
      });
    }
  });

  it('counts the people and the engagements of a department before refusing its deletion', async () => {
    const { department } = departmentResponseSchema.parse(
      (await admin.post('/api/admin/departments', { name: uniqueName('Labs') })).json(),
    );
    await createPerson(context, { departmentId: department.id });
    await createEngagement(context, await createPerson(context), {
      engagement: { departmentId: department.id },
    });
    const before = await context.database.db.$count(departments);
    expect(errorOf(await admin.delete(`/api/admin/departments/${department.id}`))).toEqual({
      status: 409,
      code: 'invalid_state',
      message: `The department ${department.name} is named by 2 record(s), so it cannot be deleted; rename it instead.`,
    });
    expect(await context.database.db.$count(departments)).toBe(before);
  });

  it('lists additional projects by name, each with its own assignments by last name, and keeps a name as it is', async () => {
    const stamp = Date.now() % 100_000;
    // made in the order opposite to their names', so the list's order is the names'
    const later = adminAdditionalProjectResponseSchema.parse(
      (
        await admin.post('/api/admin/additional_projects', { name: `zz Second ${stamp}`, active: false })
      ).json(),
    ).additionalProject;
    const sooner = adminAdditionalProjectResponseSchema.parse(
      (await admin.post('/api/admin/additional_projects', { name: `zz First ${stamp}` })).json(),
    ).additionalProject;
    expect(later).toEqual({ id: later.id, name: `zz Second ${stamp}`, active: false, assignments: [] });
    expect(sooner).toEqual({ id: sooner.id, name: `zz First ${stamp}`, active: true, assignments: [] });
    expect(await latestAudit(admin, 'additional_project', later.id)).toMatchObject({
      action: 'additional_project_created',
      after: { id: later.id, name: later.name, active: false },
    });
    const young = await createPerson(context, { firstName: 'Bea', lastName: 'Young' });
    const adams = await createPerson(context, { firstName: 'Zed', lastName: 'Adams' });
    const alAdams = await createPerson(context, { firstName: 'Al', lastName: 'Adams' });
    const assign = async (projectId: number, personId: number) => {
      const response = await admin.post(`/api/admin/additional_projects/${projectId}/assignments`, {
        spudUserId: personId,
        startDate: '2024-01-01',
      });
      expect(response.statusCode, response.body).toBe(200);
      return additionalProjectAssignmentResponseSchema.parse(response.json()).assignment;
    };
    const youngOn = await assign(sooner.id, young.id);
    expect(youngOn).toMatchObject({
      spudUserId: young.id,
      name: 'Bea Young',
      additionalProjectId: sooner.id,
    });
    expect(await latestAudit(admin, 'additional_project_assignment', youngOn.id)).toMatchObject({
      action: 'additional_project_assignment_created',
      after: { additionalProjectId: sooner.id, personId: young.id, startDate: '2024-01-01', endDate: null },
    });
    const zedOn = await assign(sooner.id, adams.id);
    const alOn = await assign(sooner.id, alAdams.id);
    const otherOn = await assign(later.id, young.id);

    const all = adminAdditionalProjectsResponseSchema.parse(
      (await admin.get('/api/admin/additional_projects')).json(),
    ).additionalProjects;
    const ids = all.map((project) => project.id);
    expect(ids.indexOf(sooner.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(all.find((project) => project.id === sooner.id)?.assignments.map((a) => a.id)).toEqual([
      alOn.id,
      zedOn.id,
      youngOn.id,
    ]);
    expect(all.find((project) => project.id === later.id)?.assignments.map((a) => a.id)).toEqual([
      otherOn.id,
    ]);

    const kept = await admin.patch(`/api/admin/additional_projects/${sooner.id}`, { name: sooner.name });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(adminAdditionalProjectResponseSchema.parse(kept.json()).additionalProject).toMatchObject({
      id: sooner.id,
      name: sooner.name,
      active: true,
    });
    expect(
      errorOf(await admin.patch(`/api/admin/additional_projects/${sooner.id}`, { name: later.name })),
    ).toEqual({
      status: 409,
      code: 'conflict',
      message: `body.name: There is an additional project named ${later.name} already.`,
      field: 'body.name',
    });
    expect(
      errorOf(
        await admin.post('/api/admin/additional_projects/999999/assignments', {
          spudUserId: young.id,
          startDate: '2024-01-01',
        }),
      ),
    ).toEqual({ status: 404, code: 'not_found', message: 'Additional project not found.' });

    expect(
      errorOf(await admin.patch('/api/admin/additional_projects/999999', { name: uniqueName('Gone') })),
    ).toEqual({ status: 404, code: 'not_found', message: 'Additional project not found.' });
    expect(await latestAudit(admin, 'additional_project', 999999)).toBeUndefined();

    const ended = await admin.patch(`/api/admin/additional_project_assignments/${zedOn.id}`, {
      endDate: '2024-06-30',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(
      errorOf(
        await admin.patch(`/api/admin/additional_project_assignments/${zedOn.id}`, {
          startDate: '2024-07-01',
        }),
      ),
    ).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'body.endDate: must not be before the start date (2024-07-01).',
      field: 'body.endDate',
    });

    expect((await admin.delete(`/api/admin/additional_project_assignments/${otherOn.id}`)).statusCode).toBe(
      204,
    );
    expect(await latestAudit(admin, 'additional_project_assignment', otherOn.id)).toMatchObject({
      action: 'additional_project_assignment_deleted',
      before: { additionalProjectId: later.id, personId: young.id, startDate: '2024-01-01', endDate: null },
    });
  });

  it('checks the admin role in each use case itself, behind the route, changing nothing', async () => {
    const db = context.database.db;
    const person = await createPerson(context);
    const employee = employeeActorOf(person);
    const { project, assignment } = await createAdditionalProject(context, person);
    const { client } = await createEngagement(context, person);
    const counts = async () => [
      await db.$count(clients),
      await db.$count(additionalProjects),
      await db.$count(additionalProjectAssignments),
    ];
    const before = await counts();
    const onlyAdmins = {
      code: 'forbidden',
      message: 'Only admins may manage clients, departments and additional projects.',
    };
    for (const call of [
      () => createNamedRecord(db, employee, namedKinds.client, uniqueName('Sneaky')),
      () => renameNamedRecord(db, employee, namedKinds.client, client.id, uniqueName('Sneaky')),
      () => deleteNamedRecord(db, employee, namedKinds.client, client.id),
      () => createAdditionalProjectUseCase(db, employee, { name: uniqueName('Sneaky'), active: true }),
      () => updateAdditionalProject(db, employee, project.id, { active: false }),
      () => listAdminAdditionalProjects(db, employee),
      () =>
        assignAdditionalProject(db, employee, project.id, {
          spudUserId: person.id,
          startDate: '2024-01-01',
          endDate: null,
        }),
      () => updateProjectAssignment(db, employee, assignment.id, { endDate: '2024-01-01' }),
      () => removeProjectAssignment(db, employee, assignment.id),
    ]) {
      await expect(call()).rejects.toMatchObject(onlyAdmins);
    }
    expect(await counts()).toEqual(before);
    expect(await latestAudit(admin, 'additional_project', project.id)).toBeUndefined();
    expect(await latestAudit(admin, 'additional_project_assignment', assignment.id)).toBeUndefined();
    expect(await latestAudit(admin, 'client', client.id)).toBeUndefined();
  });
});
