import { addDays, periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import {
  additionalProjectsResponseSchema,
  allResourcesResponseSchema,
  clientsResponseSchema,
  codeAlertsResponseSchema,
  departmentsResponseSchema,
  engagementManagersResponseSchema,
  engagementsResponseSchema,
  holidaysResponseSchema,
  projectsResponseSchema,
  timesheetPeriodsResponseSchema,
} from '@timekeep/shared/schemas/master-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdditionalProject,
  createEngagement,
  createPerson,
  LONG_AGO,
  type PersonOverrides,
} from '../../../test/factories';
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

describe('GET /api/holidays', () => {
  it('lists every company holiday with id, date and name, in date order', async () => {
    const { as } = await newPerson();
    const response = await as.get('/api/holidays');
    expect(response.statusCode).toBe(200);
    const { holidays } = holidaysResponseSchema.parse(response.json());
    expect(holidays.length).toBeGreaterThan(20);
    expect(holidays.map((h) => h.date)).toEqual([...holidays.map((h) => h.date)].sort());
    expect(Object.keys(holidays[0]!).sort()).toEqual(['date', 'id', 'name']);
  });

  it('needs a session', async () => {
    const response = await anonymous(context).get('/api/holidays');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('not_authenticated');
  });
});

describe('GET /api/timesheet_periods', () => {
  it('lists the semi-monthly periods and flags exactly the current one', async () => {
    const { as } = await newPerson({ roles: ['reports'] });
    const response = await as.get('/api/timesheet_periods');
    expect(response.statusCode).toBe(200);
    const { timesheetPeriods } = timesheetPeriodsResponseSchema.parse(response.json());
    const current = timesheetPeriods.filter((period) => period.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject(periodContaining(todayIso()));
  });
});

describe('the period holding a date', () => {
  it('tells a timesheet of nobody in a period from a date outside every period', async () => {
    const { as } = await newPerson({ roles: ['admin', 'employee'] });
    const nobody = await as.get(`/api/timesheet?user_id=999999&start_date=${today}`);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error).toMatchObject({ code: 'not_found', message: 'Timesheet not found.' });
    const noPeriod = await as.get('/api/timesheet?user_id=999999&start_date=1990-01-01');
    expect(noPeriod.statusCode).toBe(404);
    expect(noPeriod.json().error).toMatchObject({
      code: 'not_found',
      message: 'There is no timesheet period for that date.',
    });
  });
});

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

describe('code alerts', () => {
  async function alertsOf(as: Requests) {
    return codeAlertsResponseSchema.parse((await as.get('/api/code_alerts')).json()).codeAlerts;
  }

  /** A new employee alerted to two new time codes. */
  async function newEmployeeWithAlerts() {
    const employee = await newPerson();
    for (let made = 0; made < 2; made++) await createEngagement(context, employee.person, { alerted: true });
    return employee;
  }

  it('lists the new time codes the caller has not viewed', async () => {
    const alerts = await alertsOf(await signedIn(context, 'employee@example.com'));
    expect(alerts.map((alert) => alert.projectId).sort()).toEqual(['INIT-1008', 'UMBR-1009']);
    expect(alerts.every((alert) => !alert.codeViewed && alert.role.length > 0)).toBe(true);
  });

  it("refuses to dismiss someone else's alert", async () => {
    const { as } = await newEmployeeWithAlerts();
    const colleague = await newEmployeeWithAlerts();
    const [alert] = await alertsOf(as);
    const colleagueId = colleague.person.id;
    const byColleague = await colleague.as.patch(`/api/code_alerts/${alert!.id}`, {
      code_viewed: true,
      spud_user_id: colleagueId,
    });
    expect(byColleague.statusCode).toBe(403);
    const namingAnother = await as.patch(`/api/code_alerts/${alert!.id}`, {
      code_viewed: true,
      spud_user_id: colleagueId,
    });
    expect(namingAnother.statusCode).toBe(403);
    expect(await alertsOf(as)).toHaveLength(2);
  });

  it('refuses a body without code_viewed true, and an unknown alert', async () => {
    const { as } = await newEmployeeWithAlerts();
    const [alert] = await alertsOf(as);
    const bad = await as.patch(`/api/code_alerts/${alert!.id}`, {
      code_viewed: false,
      spud_user_id: alert!.spudUserId,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'validation_failed', field: 'body.code_viewed' });
    const unknown = await as.patch('/api/code_alerts/999999', {
      code_viewed: true,
      spud_user_id: alert!.spudUserId,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('records code_viewed for the owner, and the alert leaves the list', async () => {
    const { as } = await newEmployeeWithAlerts();
    const [alert, other] = await alertsOf(as);
    const response = await as.patch(`/api/code_alerts/${alert!.id}`, {
      code_viewed: true,
      spud_user_id: alert!.spudUserId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().codeAlert).toMatchObject({ id: alert!.id, codeViewed: true });
    expect((await alertsOf(as)).map((a) => a.id)).toEqual([other!.id]);
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
    for (const path of [
      'departments',
      'clients',
      'engagements',
      'employees/engagement_managers',
      'resources/all_resources',
    ]) {
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

  it('list the people who manage an engagement', async () => {
    const { spudUsers } = engagementManagersResponseSchema.parse(
      (await as.employee.get('/api/employees/engagement_managers')).json(),
    );
    const names = spudUsers.map((user) => user.name);
    expect(names).toEqual(expect.arrayContaining(['Megan Brooks', 'Marcus Bennett', 'Natalie Foster']));
    expect(names).not.toContain('Emily Carter');
    expect(names.indexOf('Marcus Bennett')).toBeLessThan(names.indexOf('Megan Brooks'));
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
