import {
  additionalProjectsResponseSchema,
  clientsResponseSchema,
  departmentsResponseSchema,
} from '@timekeep/shared/schemas/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdditionalProject, createPerson, type PersonOverrides } from '../../../test/factories';
import { anonymous, type Requests, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => {
  await context?.close();
});

async function newPerson(overrides: PersonOverrides = {}) {
  const person = await createPerson(context, overrides);
  return { person, as: await signedIn(context, person) };
}

describe('GET /api/additional_projects', () => {
  /** The names of `count` new additional projects the person is assigned to. */
  async function namesOfNewProjects(person: { id: number }, count: number) {
    const names: string[] = [];
    for (let made = 0; made < count; made++) {
      names.push((await createAdditionalProject(context, person)).project.name);
    }
    return names;
  }

  it('lists every active project to anyone with a role, with the caller’s own assignment or none', async () => {
    const reports = await newPerson({ roles: ['reports'] });
    const employee = await newPerson();
    const [training, sales] = await namesOfNewProjects(employee.person, 2);
    const forReports = await reports.as.get('/api/additional_projects');
    expect(forReports.statusCode).toBe(200);
    const all = additionalProjectsResponseSchema.parse(forReports.json()).additionalProjects;
    expect(all.every((project) => project.assignment === null)).toBe(true);
    const forEmployee = additionalProjectsResponseSchema.parse(
      (await employee.as.get('/api/additional_projects')).json(),
    ).additionalProjects;
    expect(forEmployee.map((project) => project.id)).toEqual(all.map((project) => project.id));
    const assigned = forEmployee
      .filter((project) => project.assignment !== null)
      .map((project) => project.name);
    expect(assigned).toEqual(expect.arrayContaining([training, sales]));
    expect(assigned.length).toBeLessThan(all.length);
  });

  it('lists the active additional projects the caller is assigned to', async () => {
    const { person, as } = await newPerson();
    const [training, sales, party] = await namesOfNewProjects(person, 3);
    const response = await as.get('/api/additional_projects');
    expect(response.statusCode).toBe(200);
    const { additionalProjects } = additionalProjectsResponseSchema.parse(response.json());
    expect(additionalProjects.map((project) => project.name)).toEqual(
      expect.arrayContaining([training, sales, party]),
    );
  });
});

describe('report filter options', () => {
  const as: Record<'employee' | 'manager' | 'admin' | 'reports', Requests> = {} as never;
  beforeAll(async () => {
    for (const name of ['employee', 'manager', 'admin', 'reports'] as const) {
      as[name] = await signedIn(context, `${name}@example.com`);
    }
  });

  it('are for anyone with a role, and need a session', async () => {
    for (const path of ['departments', 'clients']) {
      expect((await anonymous(context).get(`/api/${path}`)).statusCode).toBe(401);
      expect((await as.reports.get(`/api/${path}`)).statusCode).toBe(200);
      expect((await as.employee.get(`/api/${path}`)).statusCode).toBe(200);
    }
  });

  it('list departments and clients by name', async () => {
    const { departments } = departmentsResponseSchema.parse(
      (await as.employee.get('/api/departments')).json(),
    );
    expect(departments.map((department) => department.name)).toEqual([
      'Cloud Engineering',
      'Consulting',
      'Data & Analytics',
      'Finance & Operations',
      'People & Talent',
      'Sales & Marketing',
    ]);
    const { clients } = clientsResponseSchema.parse((await as.employee.get('/api/clients')).json());
    expect(clients.length).toBeGreaterThanOrEqual(8);
    expect(clients.map((client) => client.name)).toContain('Acme Manufacturing');
    expect(Object.keys(clients[0]!).sort()).toEqual(['id', 'name']);
  });
});
