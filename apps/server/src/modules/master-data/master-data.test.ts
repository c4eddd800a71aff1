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
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieFor, type TestContext } from '../../../test/test-app';
import { people } from '../../db/schema';

let context: TestContext;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  context = await createTestApp();
  for (const name of ['employee', 'contractor', 'reports', 'manager', 'admin']) {
    cookies[name] = await sessionCookieFor(context, `${name}@example.com`);
  }
});
afterAll(async () => {
  await context?.close();
});

function get(url: string, cookie?: string) {
  return context.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

function patch(url: string, cookie: string, payload: unknown) {
  return context.app.inject({ method: 'PATCH', url, headers: { cookie }, payload: payload as object });
}

describe('GET /api/holidays', () => {
  it('lists every company holiday with id, date and name, in date order', async () => {
    const response = await get('/api/holidays', cookies.employee);
    expect(response.statusCode).toBe(200);
    const { holidays } = holidaysResponseSchema.parse(response.json());
    expect(holidays.length).toBeGreaterThan(20);
    expect(holidays.map((h) => h.date)).toEqual([...holidays.map((h) => h.date)].sort());
    expect(Object.keys(holidays[0]!).sort()).toEqual(['date', 'id', 'name']);
  });

  it('needs a session', async () => {
    const response = await get('/api/holidays');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('not_authenticated');
  });
});

describe('GET /api/timesheet_periods', () => {
  it('lists the semi-monthly periods and flags exactly the current one', async () => {
    const response = await get('/api/timesheet_periods', cookies.reports);
    expect(response.statusCode).toBe(200);
    const { timesheetPeriods } = timesheetPeriodsResponseSchema.parse(response.json());
    const current = timesheetPeriods.filter((period) => period.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject(periodContaining(todayIso()));
  });
});

describe('GET /api/projects', () => {
  it("lists the caller's engagements active in the current period, with their roles", async () => {
    const response = await get('/api/projects', cookies.employee);
    expect(response.statusCode).toBe(200);
    const { projects } = projectsResponseSchema.parse(response.json());
    const codes = projects.map((project) => project.projectId);
    expect(codes).toEqual(expect.arrayContaining(['ACME-1001', 'NWND-1004', 'UMBR-1009']));
    expect(codes).not.toContain('INIT-1008');
    expect(codes).not.toContain('STRK-1012');
    expect(projects.every((project) => project.roles.length > 0)).toBe(true);
  });

  it('answers for the period holding start_date', async () => {
    const nextPeriodStart = addDays(periodContaining(todayIso()).endDate, 1);
    const response = await get(`/api/projects?start_date=${nextPeriodStart}`, cookies.employee);
    const { projects } = projectsResponseSchema.parse(response.json());
    expect(projects.map((project) => project.projectId)).toContain('INIT-1008');
  });

  it('refuses a start_date that is not a date', async () => {
    const response = await get('/api/projects?start_date=2025-13-01', cookies.employee);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      field: 'querystring.start_date',
    });
  });

  it('is for people with the employee role', async () => {
    const response = await get('/api/projects', cookies.reports);
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/additional_projects', () => {
  it('lists every active project to anyone with a role, with the caller’s own assignment or none', async () => {
    const forReports = await get('/api/additional_projects', cookies.reports);
    expect(forReports.statusCode).toBe(200);
    const all = additionalProjectsResponseSchema.parse(forReports.json()).additionalProjects;
    expect(all.every((project) => project.assignment === null)).toBe(true);
    const forEmployee = additionalProjectsResponseSchema.parse(
      (await get('/api/additional_projects', cookies.employee)).json(),
    ).additionalProjects;
    expect(forEmployee.map((project) => project.id)).toEqual(all.map((project) => project.id));
    const assigned = forEmployee
      .filter((project) => project.assignment !== null)
      .map((project) => project.name);
    expect(assigned).toEqual(expect.arrayContaining(['Internal Training', 'Sales Support']));
    expect(assigned.length).toBeLessThan(all.length);
  });

  it('lists the active additional projects the caller is assigned to', async () => {
    const response = await get('/api/additional_projects', cookies.employee);
    expect(response.statusCode).toBe(200);
    const { additionalProjects } = additionalProjectsResponseSchema.parse(response.json());
    expect(additionalProjects.map((project) => project.name)).toEqual(
      expect.arrayContaining(['Internal Training', 'Sales Support', 'Holiday Party Planning']),
    );
  });
});

describe('code alerts', () => {
  async function alertsOf(cookie: string) {
    return codeAlertsResponseSchema.parse((await get('/api/code_alerts', cookie)).json()).codeAlerts;
  }

  it('lists the new time codes the caller has not viewed', async () => {
    const alerts = await alertsOf(cookies.employee!);
    expect(alerts.map((alert) => alert.projectId).sort()).toEqual(['INIT-1008', 'UMBR-1009']);
    expect(alerts.every((alert) => !alert.codeViewed && alert.role.length > 0)).toBe(true);
  });

  it("refuses to dismiss someone else's alert", async () => {
    const [alert] = await alertsOf(cookies.employee!);
    const contractorAlerts = await alertsOf(cookies.contractor!);
    const contractorId = contractorAlerts[0]!.spudUserId;
    const byContractor = await patch(`/api/code_alerts/${alert!.id}`, cookies.contractor!, {
      code_viewed: true,
      spud_user_id: contractorId,
    });
    expect(byContractor.statusCode).toBe(403);
    const namingAnother = await patch(`/api/code_alerts/${alert!.id}`, cookies.employee!, {
      code_viewed: true,
      spud_user_id: contractorId,
    });
    expect(namingAnother.statusCode).toBe(403);
    expect(await alertsOf(cookies.employee!)).toHaveLength(2);
  });

  it('refuses a body without code_viewed true, and an unknown alert', async () => {
    const [alert] = await alertsOf(cookies.employee!);
    const bad = await patch(`/api/code_alerts/${alert!.id}`, cookies.employee!, {
      code_viewed: false,
      spud_user_id: alert!.spudUserId,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'validation_failed', field: 'body.code_viewed' });
    const unknown = await patch('/api/code_alerts/999999', cookies.employee!, {
      code_viewed: true,
      spud_user_id: alert!.spudUserId,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('records code_viewed for the owner, and the alert leaves the list', async () => {
    const [alert, other] = await alertsOf(cookies.employee!);
    const response = await patch(`/api/code_alerts/${alert!.id}`, cookies.employee!, {
      code_viewed: true,
      spud_user_id: alert!.spudUserId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().codeAlert).toMatchObject({ id: alert!.id, codeViewed: true });
    expect((await alertsOf(cookies.employee!)).map((a) => a.id)).toEqual([other!.id]);
  });
});

describe('report filter options', () => {
  it('are for anyone with a role, and need a session', async () => {
    for (const path of [
      'departments',
      'clients',
      'engagements',
      'employees/engagement_managers',
      'resources/all_resources',
    ]) {
      expect((await get(`/api/${path}`)).statusCode).toBe(401);
      expect((await get(`/api/${path}`, cookies.reports)).statusCode).toBe(200);
      expect((await get(`/api/${path}`, cookies.employee)).statusCode).toBe(200);
    }
  });

  it('list departments and clients by name', async () => {
    const { departments } = departmentsResponseSchema.parse(
      (await get('/api/departments', cookies.employee)).json(),
    );
    expect(departments.map((department) => department.name)).toEqual([
      'Cloud Engineering',
      'Consulting',
      'Data & Analytics',
      'Finance & Operations',
      'People & Talent',
      'Sales & Marketing',
    ]);
    const { clients } = clientsResponseSchema.parse((await get('/api/clients', cookies.employee)).json());
    expect(clients.length).toBeGreaterThanOrEqual(8);
    expect(clients.map((client) => client.name)).toContain('Acme Manufacturing');
    expect(Object.keys(clients[0]!).sort()).toEqual(['id', 'name']);
  });

  it('list engagements with client, billing, department, engagement manager and sales rep', async () => {
    const { engagements } = engagementsResponseSchema.parse(
      (await get('/api/engagements', cookies.reports)).json(),
    );
    const { clients } = clientsResponseSchema.parse((await get('/api/clients', cookies.reports)).json());
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
    const order = engagements.map((engagement) => `${engagement.clientName}|${engagement.projectId}`);
    expect(order).toEqual([...order].sort());
  });

  it('list the people who manage an engagement', async () => {
    const { spudUsers } = engagementManagersResponseSchema.parse(
      (await get('/api/employees/engagement_managers', cookies.employee)).json(),
    );
    const names = spudUsers.map((user) => user.name);
    expect(names).toEqual(expect.arrayContaining(['Megan Brooks', 'Marcus Bennett', 'Natalie Foster']));
    expect(names).not.toContain('Emily Carter');
    expect(names.indexOf('Marcus Bennett')).toBeLessThan(names.indexOf('Megan Brooks'));
  });

  describe('GET /api/resources/all_resources', () => {
    async function resourcesOf(cookie: string) {
      const response = await get('/api/resources/all_resources', cookie);
      expect(response.statusCode).toBe(200);
      return allResourcesResponseSchema.parse(response.json()).resources;
    }

    async function personByEmail(email: string) {
      const [person] = await context.database.db
        .select({ id: people.id, teamLeadId: people.teamLeadId })
        .from(people)
        .where(eq(people.email, email));
      return person!;
    }

    it('lists each engagement and assigned person once, by name', async () => {
      const resources = await resourcesOf(cookies.admin!);
      const pairs = resources.map((resource) => `${resource.engagementId}/${resource.spudUserId}`);
      expect(new Set(pairs).size).toBe(pairs.length);
      const employee = await personByEmail('employee@example.com');
      expect(
        resources.filter((resource) => resource.spudUserId === employee.id).length,
      ).toBeGreaterThanOrEqual(3);
      expect(resources.find((resource) => resource.spudUserId === employee.id)?.name).toBe('Emily Carter');
    });

    it("offers a lead only their own and their teams' people, and an employee only themselves", async () => {
      const manager = await personByEmail('manager@example.com');
      const manager2 = await personByEmail('manager2@example.com');
      const employee = await personByEmail('employee@example.com');
      const all = await resourcesOf(cookies.admin!);
      const leads = new Map(
        (await context.database.db.select({ id: people.id, teamLeadId: people.teamLeadId }).from(people)).map(
          (person) => [person.id, person.teamLeadId],
        ),
      );
      const forManager = await resourcesOf(cookies.manager!);
      const visible = (personId: number) =>
        personId === manager.id || [manager.id, manager2.id].includes(leads.get(personId) ?? -1);
      expect(forManager.length).toBeGreaterThan(0);
      expect(forManager).toEqual(all.filter((resource) => visible(resource.spudUserId)));
      expect(all.length).toBeGreaterThan(forManager.length);
      expect(await resourcesOf(cookies.employee!)).toEqual(
        all.filter((resource) => resource.spudUserId === employee.id),
      );
      expect(await resourcesOf(cookies.reports!)).toEqual(all);
    });
  });
});
