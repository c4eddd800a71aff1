import { addDays, periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import { clientsResponseSchema } from '@timekeep/shared/schemas/catalog';
import {
  allResourcesResponseSchema,
  engagementsResponseSchema,
  projectsResponseSchema,
} from '@timekeep/shared/schemas/engagements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngagement, createPerson, LONG_AGO, type PersonOverrides } from '../../../test/factories';
import { anonymous, personByEmail, type Requests, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { engagementRoles, people, resources } from '../../db/schema';

let context: TestContext;
const today = todayIso();
const nextPeriodStart = addDays(periodContaining(today).endDate, 1);

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

/**
 * A new employee with five client time codes: two current ones (`acme` open-ended, `nwnd` ending in three
 * months), `umbr` starting this period, `init` starting next period, and `strk` ended two months ago.
 */
async function newEmployeeWithTimeCodes() {
  const { person, as } = await newPerson();
  const code = async (resource: { startDate: string; endDate?: string }) =>
    (await createEngagement(context, person, { resource })).engagement.projectCode;
  return {
    as,
    acme: await code({ startDate: addDays(today, -400) }),
    nwnd: await code({ startDate: addDays(today, -120), endDate: addDays(today, 90) }),
    umbr: await code({ startDate: periodContaining(today).startDate }),
    init: await code({ startDate: nextPeriodStart, endDate: addDays(today, 180) }),
    strk: await code({ startDate: addDays(today, -380), endDate: addDays(today, -60) }),
  };
}

describe('GET /api/projects', () => {
  it("lists the caller's engagements active in the current period, with their roles", async () => {
    const { as, acme, nwnd, umbr, init, strk } = await newEmployeeWithTimeCodes();
    const response = await as.get('/api/projects');
    expect(response.statusCode).toBe(200);
    const { projects } = projectsResponseSchema.parse(response.json());
    const codes = projects.map((project) => project.projectId);
    expect(codes).toEqual(expect.arrayContaining([acme, nwnd, umbr]));
    expect(codes).not.toContain(init);
    expect(codes).not.toContain(strk);
    expect(projects.every((project) => project.roles.length > 0)).toBe(true);
  });

  it('says whether hours on each engagement bill', async () => {
    const { person, as } = await newPerson();
    const billed = await createEngagement(context, person);
    const internal = await createEngagement(context, person, { engagement: { billable: false } });
    const { projects } = projectsResponseSchema.parse((await as.get('/api/projects')).json());
    const billableOf = (code: string) => projects.find((project) => project.projectId === code)?.billable;
    expect(billableOf(billed.engagement.projectCode)).toBe(true);
    expect(billableOf(internal.engagement.projectCode)).toBe(false);
  });

  it('spans each engagement from its roles’ earliest start to their latest end, open when one is', async () => {
    const { person, as } = await newPerson();
    /** A second role of the engagement, and the person's assignment to it. */
    const addRole = async (engagementId: number, name: string, startDate: string, endDate: string) => {
      const [role] = await context.database.db
        .insert(engagementRoles)
        .values({ engagementId, name, rate: '150.00', startDate: LONG_AGO })
        .returning();
      const [resource] = await context.database.db
        .insert(resources)
        .values({ engagementRoleId: role!.id, personId: person.id, startDate, endDate })
        .returning();
      return { role: role!, resource: resource! };
    };
    // The first role by name starts and ends later than the second.
    const { engagement, role: analyst } = await createEngagement(context, person, {
      role: { name: 'Analyst' },
      resource: { startDate: addDays(today, -30), endDate: addDays(today, 200) },
    });
    const builder = await addRole(engagement.id, 'Builder', addDays(today, -300), addDays(today, 100));
    const open = await createEngagement(context, person, {
      role: { name: 'Closer' },
      resource: { startDate: addDays(today, -10), endDate: null },
    });
    await addRole(open.engagement.id, 'Designer', addDays(today, -20), addDays(today, 20));
    const { projects } = projectsResponseSchema.parse((await as.get('/api/projects')).json());
    const projectOf = (code: string) => projects.find((project) => project.projectId === code);
    expect(projectOf(engagement.projectCode)).toMatchObject({
      engagementId: engagement.id,
      startDate: addDays(today, -300),
      endDate: addDays(today, 200),
      roles: [
        { id: analyst.id, name: 'Analyst', startDate: addDays(today, -30), endDate: addDays(today, 200) },
        {
          id: builder.role.id,
          resourceId: builder.resource.id,
          name: 'Builder',
          startDate: addDays(today, -300),
          endDate: addDays(today, 100),
        },
      ],
    });
    expect(projectOf(open.engagement.projectCode)).toMatchObject({
      startDate: addDays(today, -20),
      endDate: null,
    });
  });

  it('answers for the period holding start_date', async () => {
    const { as, init } = await newEmployeeWithTimeCodes();
    const response = await as.get(`/api/projects?start_date=${nextPeriodStart}`);
    const { projects } = projectsResponseSchema.parse(response.json());
    expect(projects.map((project) => project.projectId)).toContain(init);
  });

  it('refuses a start_date that is not a date', async () => {
    const { as } = await newPerson();
    const response = await as.get('/api/projects?start_date=2025-13-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      field: 'querystring.start_date',
    });
  });

  it('is for people with the employee role', async () => {
    const { as } = await newPerson({ roles: ['reports'] });
    const response = await as.get('/api/projects');
    expect(response.statusCode).toBe(403);
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
    for (const path of ['engagements', 'resources/all_resources']) {
      expect((await anonymous(context).get(`/api/${path}`)).statusCode).toBe(401);
      expect((await as.reports.get(`/api/${path}`)).statusCode).toBe(200);
      expect((await as.employee.get(`/api/${path}`)).statusCode).toBe(200);
    }
  });

  it('list engagements with client, billing, department, engagement manager and sales rep', async () => {
    const { engagements } = engagementsResponseSchema.parse(
      (await as.reports.get('/api/engagements')).json(),
    );
    const { clients } = clientsResponseSchema.parse((await as.reports.get('/api/clients')).json());
    const erp = engagements.find((engagement) => engagement.projectId === 'ACME-1001');
    expect(erp).toEqual({
      id: expect.any(Number),
      name: 'ERP Modernization',
      projectId: 'ACME-1001',
      clientId: clients.find((client) => client.name === 'Acme Manufacturing')!.id,
      clientName: 'Acme Manufacturing',
      billingType: 'variable',
      clientBillingTerms: 30,
      clientPoNumber: 'PO-4410-A',
      billingClass: 'Professional Services',
      projectDepartment: 'Consulting',
      projectDepartmentId: expect.any(Number),
      billable: true,
      engagementManager: expect.any(Number),
      engagementManagerName: 'Megan Brooks',
      salesRep: 'Jessica Moore',
      salesRepId: expect.any(Number),
    });
    expect(engagements.find((engagement) => engagement.projectId === 'NWND-1003')).toMatchObject({
      billingType: 'fixed',
      clientPoNumber: null,
    });
    // By client, then code (a joined text would put "Client 4|…" after "Client 41|…").
    const order = engagements.map((engagement) => [engagement.clientName, engagement.projectId] as const);
    const byClientThenCode = ([clientA, codeA]: readonly string[], [clientB, codeB]: readonly string[]) =>
      clientA === clientB ? (codeA! < codeB! ? -1 : 1) : clientA! < clientB! ? -1 : 1;
    expect(order).toEqual([...order].sort(byClientThenCode));
  });

  it('list an engagement without department, engagement manager or sales rep with nulls', async () => {
    const person = await createPerson(context);
    const { engagement, client } = await createEngagement(context, person);
    const { engagements } = engagementsResponseSchema.parse(
      (await as.reports.get('/api/engagements')).json(),
    );
    expect(engagements.find((row) => row.id === engagement.id)).toEqual({
      id: engagement.id,
      name: engagement.name,
      projectId: engagement.projectCode,
      clientId: client.id,
      clientName: client.name,
      billingType: engagement.billingType,
      clientBillingTerms: engagement.billingTerms,
      clientPoNumber: engagement.poNumber,
      billingClass: engagement.billingClass,
      projectDepartment: null,
      projectDepartmentId: null,
      billable: engagement.billable,
      engagementManager: null,
      engagementManagerName: null,
      salesRep: null,
      salesRepId: null,
    });
  });

  describe('GET /api/resources/all_resources', () => {
    async function resourcesOf(caller: Requests) {
      const response = await caller.get('/api/resources/all_resources');
      expect(response.statusCode).toBe(200);
      return allResourcesResponseSchema.parse(response.json()).resources;
    }

    it('lists each engagement and assigned person once, by name', async () => {
      const resources = await resourcesOf(as.admin);
      const pairs = resources.map((resource) => `${resource.engagementId}/${resource.spudUserId}`);
      expect(new Set(pairs).size).toBe(pairs.length);
      const employee = await personByEmail(context, 'employee@example.com');
      expect(
        resources.filter((resource) => resource.spudUserId === employee.id).length,
      ).toBeGreaterThanOrEqual(3);
      expect(resources.find((resource) => resource.spudUserId === employee.id)?.name).toBe('Emily Carter');
    });

    it("offers a lead only their own and their teams' people, and an employee only themselves", async () => {
      const manager = await personByEmail(context, 'manager@example.com');
      const manager2 = await personByEmail(context, 'manager2@example.com');
      const employee = await personByEmail(context, 'employee@example.com');
      const all = await resourcesOf(as.admin);
      const leads = new Map(
        (await context.database.db.select({ id: people.id, teamLeadId: people.teamLeadId }).from(people)).map(
          (person) => [person.id, person.teamLeadId],
        ),
      );
      const forManager = await resourcesOf(as.manager);
      const visible = (personId: number) =>
        personId === manager.id || [manager.id, manager2.id].includes(leads.get(personId) ?? -1);
      expect(forManager.length).toBeGreaterThan(0);
      expect(forManager).toEqual(all.filter((resource) => visible(resource.spudUserId)));
      expect(all.length).toBeGreaterThan(forManager.length);
      expect(await resourcesOf(as.employee)).toEqual(
        all.filter((resource) => resource.spudUserId === employee.id),
      );
      expect(await resourcesOf(as.reports)).toEqual(all);
    });
  });
});
