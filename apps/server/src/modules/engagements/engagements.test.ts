import { addDays, periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import {
  adminEngagementsResponseSchema,
  engagementDetailResponseSchema,
  engagementRoleResponseSchema,
  projectsResponseSchema,
  resourceResponseSchema,
} from '@timekeep/shared/schemas/engagements';
import { codeAlertsResponseSchema, timesheetResponseSchema } from '@timekeep/shared/schemas/timesheets';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestAudit } from '../../../test/audit-log';
import { createEngagement, createPerson, createTimesheet, insertDepartment } from '../../../test/factories';
import { expectRefusal } from '../../../test/refusals';
import { employeeActorOf, personByEmail, type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { engagementRoles, engagements, resources } from '../../db/schema';
import { deleteEngagementRole } from './delete-engagement-role';
import { updateEngagement } from './update-engagement';

let context: TestContext;
let admin: SignedIn;
let clientId: number;
const today = todayIso();
const period = periodContaining(today);

beforeAll(async () => {
  context = await createTestApp();
  admin = await signedIn(context, 'admin@example.com');
  clientId = (await context.database.db.query.clients.findFirst())!.id;
});
afterAll(async () => {
  await context?.close();
});

let codeNumber = 0;
const newEngagement = (overrides: Record<string, unknown> = {}) => ({
  clientId,
  name: 'Data Platform',
  projectId: `TEST-${++codeNumber}-${Date.now() % 100_000}`,
  billingType: 'variable',
  clientBillingTerms: 45,
  billable: true,
  ...overrides,
});

async function createViaApi(overrides: Record<string, unknown> = {}) {
  const response = await admin.post('/api/admin/engagements', newEngagement(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return engagementDetailResponseSchema.parse(response.json()).engagement;
}

/** A person with eight hours logged today to a new engagement's role (assignment open from long ago). */
async function loggedAssignment() {
  const person = await createPerson(context);
  const made = await createEngagement(context, person);
  await createTimesheet(context, person, {
    rows: [{ resourceId: made.resource.id, entries: [{ date: today, hours: 8 }] }],
  });
  return { person, ...made };
}

describe('GET /api/admin/engagements', () => {
  it('searches by name, project code or client, ignoring case', async () => {
    const codes = async (query: string) =>
      adminEngagementsResponseSchema
        .parse((await admin.get(`/api/admin/engagements?query=${encodeURIComponent(query)}`)).json())
        .engagements.map((engagement) => engagement.projectId);
    expect(await codes('erp modern')).toEqual(['ACME-1001']);
    expect(await codes('  erp modern  ')).toEqual(['ACME-1001']);
    expect((await codes('   ')).length).toBeGreaterThanOrEqual(15);
    expect(await codes('acme-1001')).toEqual(['ACME-1001']);
    const byClient = await codes('ACME MANUFACTURING');
    expect(byClient).toContain('ACME-1001');
    expect(byClient.every((code) => code.startsWith('ACME'))).toBe(true);
    expect((await codes('')).length).toBeGreaterThanOrEqual(15);
    expect(await codes('%')).toEqual([]);
  });

  it('refuses a search over 50 characters', async () => {
    expectRefusal(
      await admin.get(`/api/admin/engagements?query=${'a'.repeat(51)}`),
      400,
      'validation_failed',
      'querystring.query',
    );
  });
});

describe('GET /api/admin/engagements/{id}', () => {
  it('reads an engagement with its roles, rates as billed, and who holds each role', async () => {
    const list = adminEngagementsResponseSchema.parse(
      (await admin.get('/api/admin/engagements')).json(),
    ).engagements;
    const erp = list.find((engagement) => engagement.projectId === 'ACME-1001')!;
    const { engagement } = engagementDetailResponseSchema.parse(
      (await admin.get(`/api/admin/engagements/${erp.id}`)).json(),
    );
    expect(engagement).toMatchObject({
      name: 'ERP Modernization',
      billingTypeLabel: 'T&M',
      clientBillingTerms: 30,
    });
    const senior = engagement.roles.find((role) => role.name === 'Senior Consultant')!;
    expect(senior).toMatchObject({ rate: 185, rateLabel: '185.00' });
    const employee = await personByEmail(context, 'employee@example.com');
    expect(senior.resources.map((resource) => resource.spudUserId)).toContain(employee.id);
    expect(senior.logged?.hours).toBeGreaterThan(0);

    const fixed = list.find((e) => e.billingType === 'fixed')!;
    const fixedDetail = engagementDetailResponseSchema.parse(
      (await admin.get(`/api/admin/engagements/${fixed.id}`)).json(),
    ).engagement;
    expect(fixedDetail.billingTypeLabel).toBe('Fixed');
    expect(fixedDetail.roles.every((role) => role.rateLabel === 'N/A')).toBe(true);
  });

  it('answers 404 for an unknown engagement', async () => {
    expect((await admin.get('/api/admin/engagements/999999')).statusCode).toBe(404);
  });
});

describe('POST and PATCH /api/admin/engagements', () => {
  it('creates an engagement with its billing details and records it', async () => {
    const manager = await personByEmail(context, 'manager@example.com');
    const engagement = await createViaApi({
      billingType: 'fixed',
      clientBillingTerms: 60,
      clientPoNumber: 'PO-77',
      billingClass: 'Managed Services',
      billable: false,
      engagementManager: manager.id,
    });
    expect(engagement).toMatchObject({
      billingType: 'fixed',
      billingTypeLabel: 'Fixed',
      clientBillingTerms: 60,
      clientPoNumber: 'PO-77',
      billable: false,
      engagementManager: manager.id,
      engagementManagerName: 'Megan Brooks',
      salesRep: null,
      roles: [],
    });
    expect(await latestAudit(admin, 'engagement', engagement.id)).toMatchObject({
      action: 'engagement_created',
      before: null,
      after: { projectCode: engagement.projectId, billingTerms: 60 },
    });
  });

  it("refuses '2%/15, Net 30' and other terms, saying why", async () => {
    const response = await admin.post(
      '/api/admin/engagements',
      newEngagement({ clientBillingTerms: '2%/15, Net 30' }),
    );
    expectRefusal(response, 400, 'validation_failed', 'body.clientBillingTerms');
    expect(response.json().error.message).toContain("'2%/15, Net 30' is not offered");
    expectRefusal(
      await admin.post('/api/admin/engagements', newEngagement({ clientBillingTerms: 15 })),
      400,
      'validation_failed',
      'body.clientBillingTerms',
    );
  });

  it.each([
    [{ billingType: 'hourly' }, 'body.billingType'],
    [{ projectId: 'has space' }, 'body.projectId'],
    [{ name: '' }, 'body.name'],
    [{ clientId: 999_999 }, 'body.clientId'],
    [{ projectDepartmentId: 999_999 }, 'body.projectDepartmentId'],
    [{ salesRepId: 999_999 }, 'body.salesRepId'],
    [{ billable: 'yes' }, 'body.billable'],
  ])('refuses %j with 400 naming %s', async (override, field) => {
    const before = await context.database.db.$count(engagements);
    expectRefusal(
      await admin.post('/api/admin/engagements', newEngagement(override)),
      400,
      'validation_failed',
      field,
    );
    expect(await context.database.db.$count(engagements)).toBe(before);
  });

  it('refuses a project code another engagement has, creating or editing', async () => {
    expectRefusal(
      await admin.post('/api/admin/engagements', newEngagement({ projectId: 'ACME-1001' })),
      409,
      'conflict',
      'body.projectId',
    );
    const engagement = await createViaApi();
    expectRefusal(
      await admin.patch(`/api/admin/engagements/${engagement.id}`, { projectId: 'ACME-1001' }),
      409,
      'conflict',
      'body.projectId',
    );
  });

  it('edits the fields sent and records before and after', async () => {
    const engagement = await createViaApi();
    const response = await admin.patch(`/api/admin/engagements/${engagement.id}`, {
      name: 'Data Platform, phase 2',
      clientBillingTerms: 30,
      clientPoNumber: '  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(engagementDetailResponseSchema.parse(response.json()).engagement).toMatchObject({
      name: 'Data Platform, phase 2',
      clientBillingTerms: 30,
      clientPoNumber: null,
      projectId: engagement.projectId,
    });
    expect(await latestAudit(admin, 'engagement', engagement.id)).toMatchObject({
      action: 'engagement_updated',
      before: { name: 'Data Platform', billingTerms: 45 },
      after: { name: 'Data Platform, phase 2', billingTerms: 30 },
    });
    expect((await admin.patch('/api/admin/engagements/999999', { name: 'X' })).statusCode).toBe(404);
    expectRefusal(
      await admin.patch(`/api/admin/engagements/${engagement.id}`, {}),
      400,
      'validation_failed',
      'body',
    );
  });
});

describe('roles', () => {
  it('adds, edits and deletes a role nobody logged to, each recorded', async () => {
    const engagement = await createViaApi();
    const added = await admin.post(`/api/admin/engagements/${engagement.id}/roles`, {
      name: 'Architect',
      rate: 210.5,
      startDate: '2025-01-01',
    });
    expect(added.statusCode, added.body).toBe(200);
    const { role } = engagementRoleResponseSchema.parse(added.json());
    expect(role).toMatchObject({
      name: 'Architect',
      rate: 210.5,
      rateLabel: '210.50',
      endDate: null,
      logged: null,
    });

    const edited = await admin.patch(`/api/admin/engagement_roles/${role.id}`, {
      rate: 220,
      endDate: '2026-12-31',
    });
    expect(engagementRoleResponseSchema.parse(edited.json()).role).toMatchObject({
      rate: 220,
      endDate: '2026-12-31',
    });
    expect(await latestAudit(admin, 'engagement_role', role.id)).toMatchObject({
      action: 'engagement_role_updated',
      before: { rate: 210.5, endDate: null },
      after: { rate: 220, endDate: '2026-12-31' },
    });

    expect((await admin.delete(`/api/admin/engagement_roles/${role.id}`)).statusCode).toBe(204);
    expect(await context.database.db.$count(engagementRoles, eq(engagementRoles.id, role.id))).toBe(0);
    expect((await latestAudit(admin, 'engagement_role', role.id))?.action).toBe('engagement_role_deleted');
  });

  it.each([
    [{ rate: -1 }, 'body.rate'],
    [{ rate: 10.005 }, 'body.rate'],
    [{ name: ' ' }, 'body.name'],
    [{ startDate: '2025-05-01', endDate: '2025-04-30' }, 'body.endDate'],
  ])('refuses a role with %j, naming %s', async (override, field) => {
    const engagement = await createViaApi();
    const response = await admin.post(`/api/admin/engagements/${engagement.id}/roles`, {
      name: 'Analyst',
      rate: 100,
      startDate: '2025-01-01',
      ...override,
    });
    expectRefusal(response, 400, 'validation_failed', field);
  });

  it('refuses a second role of the same name in an engagement, and a role of an unknown engagement', async () => {
    const engagement = await createViaApi();
    const role = { name: 'Analyst', rate: 100, startDate: '2025-01-01' };
    expect((await admin.post(`/api/admin/engagements/${engagement.id}/roles`, role)).statusCode).toBe(200);
    expectRefusal(
      await admin.post(`/api/admin/engagements/${engagement.id}/roles`, role),
      409,
      'conflict',
      'body.name',
    );
    expect((await admin.post('/api/admin/engagements/999999/roles', role)).statusCode).toBe(404);
  });

  it('refuses deleting a role with logged hours, or moving its dates past them, and changes nothing', async () => {
    const { role } = await loggedAssignment();
    const deletion = await admin.delete(`/api/admin/engagement_roles/${role.id}`);
    expectRefusal(deletion, 409, 'invalid_state');
    expect(deletion.json().error.message).toBe(
      `The role has 8 hours logged from ${today} to ${today}, so it cannot be deleted; end it instead.`,
    );
    const lateStart = await admin.patch(`/api/admin/engagement_roles/${role.id}`, {
      startDate: addDays(today, 1),
    });
    expectRefusal(lateStart, 409, 'invalid_state');
    expect(lateStart.json().error.message).toBe(
      `The role has hours logged from ${today} to ${today}: its dates must cover them (start on or before ${today}, end on or after ${today}).`,
    );
    expectRefusal(
      await admin.patch(`/api/admin/engagement_roles/${role.id}`, { endDate: addDays(today, -1) }),
      409,
      'invalid_state',
    );
    const [stored] = await context.database.db
      .select()
      .from(engagementRoles)
      .where(eq(engagementRoles.id, role.id));
    expect(stored).toMatchObject({ startDate: role.startDate, endDate: null });
    // A rate may change: reports price the hours at the new rate, and the audit log keeps the old one.
    expect((await admin.patch(`/api/admin/engagement_roles/${role.id}`, { rate: 175 })).statusCode).toBe(200);
    expect((await admin.patch(`/api/admin/engagement_roles/${role.id}`, { endDate: today })).statusCode).toBe(
      200,
    );
  });

  it('refuses an end before the stored start', async () => {
    const { role } = await loggedAssignment();
    expectRefusal(
      await admin.patch(`/api/admin/engagement_roles/${role.id}`, { endDate: '2000-01-01' }),
      400,
      'validation_failed',
      'body.endDate',
    );
  });
});

describe('resources (assignments)', () => {
  async function newRole() {
    const engagement = await createViaApi();
    const response = await admin.post(`/api/admin/engagements/${engagement.id}/roles`, {
      name: 'Consultant',
      rate: 150,
      startDate: '2020-01-01',
    });
    return { engagement, role: engagementRoleResponseSchema.parse(response.json()).role };
  }

  it('assigns a person, who gets a code alert and can log hours to the new time code at once', async () => {
    const { engagement, role } = await newRole();
    const person = await createPerson(context);
    const response = await admin.post('/api/resources', {
      engagementRoleId: role.id,
      spudUserId: person.id,
      startDate: period.startDate,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { resource } = resourceResponseSchema.parse(response.json());
    expect(resource).toMatchObject({
      engagementId: engagement.id,
      engagementRoleId: role.id,
      spudUserId: person.id,
      startDate: period.startDate,
      endDate: null,
      logged: null,
    });
    expect(await latestAudit(admin, 'resource', resource.id)).toMatchObject({
      action: 'resource_created',
      after: { personId: person.id, engagementRoleId: role.id, startDate: period.startDate },
    });

    const as = await signedIn(context, person);
    const alerts = codeAlertsResponseSchema.parse((await as.get('/api/code_alerts')).json()).codeAlerts;
    expect(alerts).toEqual([
      expect.objectContaining({ projectId: engagement.projectId, role: 'Consultant', codeViewed: false }),
    ]);
    const projects = projectsResponseSchema.parse((await as.get('/api/projects')).json()).projects;
    expect(projects.map((project) => project.projectId)).toContain(engagement.projectId);

    const { timesheet } = timesheetResponseSchema.parse((await as.get('/api/timesheet')).json());
    const saved = await as.post('/api/timesheet', {
      timesheetPeriodId: timesheet.timesheetPeriodId,
      version: 0,
      timesheetRows: [
        { resourceId: resource.id, timesheetEntries: [{ date: period.startDate, hours: 7.5 }] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('refuses a second assignment of the same role, a deactivated person, unknown ids and dates that miss the role', async () => {
    const { role } = await newRole();
    const person = await createPerson(context);
    const body = { engagementRoleId: role.id, spudUserId: person.id, startDate: '2024-01-01' };
    expect((await admin.post('/api/resources', body)).statusCode).toBe(200);
    expectRefusal(await admin.post('/api/resources', body), 409, 'conflict', 'body.spudUserId');
    const away = await createPerson(context, { enabled: false });
    expectRefusal(
      await admin.post('/api/resources', { ...body, spudUserId: away.id }),
      422,
      'rule_violation',
      'body.spudUserId',
    );
    expectRefusal(
      await admin.post('/api/resources', { ...body, engagementRoleId: 999_999 }),
      400,
      'validation_failed',
      'body.engagementRoleId',
    );
    expectRefusal(
      await admin.post('/api/resources', { ...body, spudUserId: 999_999 }),
      400,
      'validation_failed',
      'body.spudUserId',
    );
    const other = await createPerson(context);
    expectRefusal(
      await admin.post('/api/resources', {
        ...body,
        spudUserId: other.id,
        startDate: '2010-01-01',
        endDate: '2010-12-31',
      }),
      422,
      'rule_violation',
      'body.startDate',
    );
    expectRefusal(
      await admin.post('/api/resources', { ...body, startDate: '2024-13-01' }),
      400,
      'validation_failed',
      'body.startDate',
    );
  });

  it('refuses ending or moving an assignment so logged entries fall outside it, and allows one that keeps them', async () => {
    const { resource } = await loggedAssignment();
    const early = await admin.patch(`/api/resources/${resource.id}`, { endDate: addDays(today, -1) });
    expectRefusal(early, 409, 'invalid_state');
    expect(early.json().error.message).toBe(
      `The assignment has hours logged from ${today} to ${today}: its dates must cover them (start on or before ${today}, end on or after ${today}).`,
    );
    expectRefusal(
      await admin.patch(`/api/resources/${resource.id}`, { startDate: addDays(today, 1) }),
      409,
      'invalid_state',
    );
    const [stored] = await context.database.db.select().from(resources).where(eq(resources.id, resource.id));
    expect(stored!.endDate).toBeNull();

    const ended = await admin.patch(`/api/resources/${resource.id}`, { endDate: today });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(resourceResponseSchema.parse(ended.json()).resource).toMatchObject({
      endDate: today,
      logged: { firstDate: today, lastDate: today, hours: 8 },
      timesheetRows: 1,
    });
    expect(await latestAudit(admin, 'resource', resource.id)).toMatchObject({
      action: 'resource_updated',
      before: { endDate: null },
      after: { endDate: today },
    });
  });

  it('deletes only an assignment no timesheet names', async () => {
    const { resource } = await loggedAssignment();
    const refused = await admin.delete(`/api/resources/${resource.id}`);
    expectRefusal(refused, 409, 'invalid_state');
    expect(refused.json().error.message).toBe(
      `The assignment has 8 hours logged from ${today} to ${today}, so it cannot be deleted; end it instead.`,
    );
    const { role } = await newRole();
    const person = await createPerson(context);
    const made = resourceResponseSchema.parse(
      (
        await admin.post('/api/resources', {
          engagementRoleId: role.id,
          spudUserId: person.id,
          startDate: '2024-01-01',
        })
      ).json(),
    ).resource;
    expect((await admin.delete(`/api/resources/${made.id}`)).statusCode).toBe(204);
    expect((await latestAudit(admin, 'resource', made.id))?.action).toBe('resource_deleted');
    expect((await admin.delete(`/api/resources/${made.id}`)).statusCode).toBe(404);
  });

  it('refuses an empty change and an end before the stored start', async () => {
    const { resource } = await loggedAssignment();
    expectRefusal(await admin.patch(`/api/resources/${resource.id}`, {}), 400, 'validation_failed', 'body');
    expectRefusal(
      await admin.patch(`/api/resources/${resource.id}`, { endDate: '2000-01-01' }),
      400,
      'validation_failed',
      'body.endDate',
    );
  });
});

/** Each refusal's exact message, and the edges between a refusal and a change, at the API. */
describe('the engagement rules, refusal by refusal', () => {
  const errorOf = (response: { json(): unknown }) =>
    (response.json() as { error: { code: string; message: string; field?: string } }).error;

  async function roleOf(engagementId: number, body: Record<string, unknown>) {
    const response = await admin.post(`/api/admin/engagements/${engagementId}/roles`, body);
    expect(response.statusCode, response.body).toBe(200);
    return engagementRoleResponseSchema.parse(response.json()).role;
  }

  /** A new engagement with one role running through 2024. */
  async function engagementWithRoleOf2024(name: string, rate: number) {
    const engagement = await createViaApi();
    const role = await roleOf(engagement.id, { name, rate, startDate: '2024-01-01', endDate: '2024-12-31' });
    return { engagement, role };
  }

  it('names what is missing, keeps its own project code on an edit, and stores blank billing texts as none', async () => {
    for (const [override, message] of [
      [{ clientId: 999_999 }, 'body.clientId: No such client.'],
      [{ projectDepartmentId: 999_999 }, 'body.projectDepartmentId: No such department.'],
      [{ engagementManager: 999_999 }, 'body.engagementManager: No such person.'],
      [{ salesRepId: 999_999 }, 'body.salesRepId: No such person.'],
      [{ projectId: 'ACME-1001' }, 'body.projectId: Project code ACME-1001 is taken.'],
    ] as const) {
      expect(errorOf(await admin.post('/api/admin/engagements', newEngagement(override))).message).toBe(
        message,
      );
    }
    const manager = await createPerson(context);
    const engagement = await createViaApi({
      engagementManager: manager.id,
      salesRepId: manager.id,
      clientPoNumber: 'PO-1',
      billingClass: 'T&M',
    });
    const url = `/api/admin/engagements/${engagement.id}`;
    const kept = await admin.patch(url, {
      projectId: engagement.projectId,
      clientPoNumber: ' ',
      billingClass: '',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const [stored] = await context.database.db
      .select()
      .from(engagements)
      .where(eq(engagements.id, engagement.id));
    expect(stored).toMatchObject({
      projectCode: engagement.projectId,
      poNumber: null,
      billingClass: null,
      engagementManagerId: manager.id,
      salesRepId: manager.id,
    });
    expect(errorOf(await admin.patch(url, { projectId: 'ACME-1001' })).message).toBe(
      'body.projectId: Project code ACME-1001 is taken.',
    );
    const unknown = await admin.patch('/api/admin/engagements/999999', { name: 'X' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toEqual({ code: 'not_found', message: 'Engagement not found.' });
    // Refused before anything is written: no audit entry names the unknown engagement.
    expect(await latestAudit(admin, 'engagement', 999999)).toBeUndefined();
  });

  it("checks a new start alone against the role's stored end, and keeps that end", async () => {
    const { role } = await engagementWithRoleOf2024('Analyst', 100);
    const url = `/api/admin/engagement_roles/${role.id}`;
    expect(errorOf(await admin.patch(url, { startDate: '2025-02-01' }))).toEqual({
      code: 'validation_failed',
      message: 'body.endDate: must not be before the start date (2025-02-01).',
      field: 'body.endDate',
    });
    const moved = await admin.patch(url, { startDate: '2024-06-01' });
    expect(engagementRoleResponseSchema.parse(moved.json()).role).toMatchObject({
      startDate: '2024-06-01',
      endDate: '2024-12-31',
    });
  });

  it('says why an assignment is refused: an unknown role or person, a deactivated person, dates that miss the role, a repeat', async () => {
    const { engagement, role } = await engagementWithRoleOf2024('Reviewer', 120);
    const person = await createPerson(context);
    const body = { engagementRoleId: role.id, spudUserId: person.id, startDate: '2024-03-01' };
    expect(errorOf(await admin.post('/api/resources', { ...body, engagementRoleId: 999_999 }))).toEqual({
      code: 'validation_failed',
      message: 'body.engagementRoleId: No such role.',
      field: 'body.engagementRoleId',
    });
    expect(errorOf(await admin.post('/api/resources', { ...body, spudUserId: 999_999 }))).toEqual({
      code: 'validation_failed',
      message: 'body.spudUserId: No such person.',
      field: 'body.spudUserId',
    });
    const away = await createPerson(context, { enabled: false });
    expect(errorOf(await admin.post('/api/resources', { ...body, spudUserId: away.id }))).toEqual({
      code: 'rule_violation',
      message: 'body.spudUserId: The person is deactivated; reactivate them first.',
      field: 'body.spudUserId',
    });
    expect(errorOf(await admin.post('/api/resources', { ...body, startDate: '2025-01-01' }))).toEqual({
      code: 'rule_violation',
      message:
        "body.startDate: The role runs from 2024-01-01 to 2024-12-31; the assignment's dates must meet it.",
      field: 'body.startDate',
    });
    // Starting on the role's last day still meets it.
    const made = await admin.post('/api/resources', { ...body, startDate: '2024-12-31' });
    expect(made.statusCode, made.body).toBe(200);
    expect(errorOf(await admin.post('/api/resources', body))).toEqual({
      code: 'conflict',
      message:
        'body.spudUserId: The person already holds this role; change the dates of that assignment instead.',
      field: 'body.spudUserId',
    });
    const open = await roleOf(engagement.id, { name: 'Open', rate: 90, startDate: '2024-06-01' });
    expect(
      errorOf(
        await admin.post('/api/resources', {
          ...body,
          engagementRoleId: open.id,
          startDate: '2024-01-01',
          endDate: '2024-05-31',
        }),
      ).message,
    ).toBe(
      "body.startDate: The role runs from 2024-06-01 to no end date; the assignment's dates must meet it.",
    );
  });

  it("moves an assignment's start alone, clears its end with null, and refuses dates that miss the role or end before the start", async () => {
    const { role } = await engagementWithRoleOf2024('Analyst', 100);
    const person = await createPerson(context);
    const made = resourceResponseSchema.parse(
      (
        await admin.post('/api/resources', {
          engagementRoleId: role.id,
          spudUserId: person.id,
          startDate: '2024-02-01',
          endDate: '2024-03-31',
        })
      ).json(),
    ).resource;
    const url = `/api/resources/${made.id}`;
    const moved = await admin.patch(url, { startDate: '2024-03-01' });
    expect(resourceResponseSchema.parse(moved.json()).resource).toMatchObject({
      startDate: '2024-03-01',
      endDate: '2024-03-31',
    });
    const reopened = await admin.patch(url, { endDate: null });
    expect(resourceResponseSchema.parse(reopened.json()).resource).toMatchObject({
      startDate: '2024-03-01',
      endDate: null,
    });
    expect(errorOf(await admin.patch(url, { startDate: '2025-02-01' }))).toEqual({
      code: 'rule_violation',
      message:
        "body.startDate: The role runs from 2024-01-01 to 2024-12-31; the assignment's dates must meet it.",
      field: 'body.startDate',
    });
    expect(errorOf(await admin.patch(url, { endDate: '2024-02-29' }))).toEqual({
      code: 'validation_failed',
      message: 'body.endDate: must not be before the start date (2024-03-01).',
      field: 'body.endDate',
    });
    await admin.patch(url, { endDate: '2024-03-31' });
    // A new start alone meets the stored end.
    expect(errorOf(await admin.patch(url, { startDate: '2024-04-15' }))).toEqual({
      code: 'validation_failed',
      message: 'body.endDate: must not be before the start date (2024-04-15).',
      field: 'body.endDate',
    });
    // An end on the start day is a one-day assignment, not an end before the start.
    expect((await admin.patch(url, { endDate: '2024-03-01' })).statusCode).toBe(200);
    const [stored] = await context.database.db.select().from(resources).where(eq(resources.id, made.id));
    expect(stored).toMatchObject({ startDate: '2024-03-01', endDate: '2024-03-01' });
    for (const send of [
      () => admin.patch('/api/resources/999999', { endDate: '2024-03-01' }),
      () => admin.delete('/api/resources/999999'),
    ]) {
      const response = await send();
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'not_found', message: 'Assignment not found.' });
    }
  });

  it("renames a role, keeps its own name, refuses another role's name, and answers 404 for an unknown role", async () => {
    const engagement = await createViaApi();
    const first = await roleOf(engagement.id, { name: 'Analyst', rate: 100, startDate: '2024-01-01' });
    await roleOf(engagement.id, { name: 'Architect', rate: 200, startDate: '2024-01-01' });
    const url = `/api/admin/engagement_roles/${first.id}`;
    const taken = await admin.patch(url, { name: 'Architect' });
    expect(errorOf(taken)).toEqual({
      code: 'conflict',
      message: 'body.name: The engagement already has a role named Architect.',
      field: 'body.name',
    });
    const same = await admin.patch(url, { name: 'Analyst', rate: 110.5 });
    expect(same.statusCode, same.body).toBe(200);
    expect(engagementRoleResponseSchema.parse(same.json()).role).toMatchObject({
      name: 'Analyst',
      rate: 110.5,
    });
    expect(await latestAudit(admin, 'engagement_role', first.id)).toMatchObject({
      action: 'engagement_role_updated',
      before: { name: 'Analyst', rate: 100 },
      after: { name: 'Analyst', rate: 110.5 },
    });
    const added = await admin.post(`/api/admin/engagements/${engagement.id}/roles`, {
      name: 'Architect',
      rate: 1,
      startDate: '2024-01-01',
    });
    expect(errorOf(added).message).toBe('body.name: The engagement already has a role named Architect.');
    // The same name in another engagement is free.
    const other = await createViaApi();
    await roleOf(other.id, { name: 'Architect', rate: 150, startDate: '2024-01-01' });
    for (const send of [
      () => admin.patch('/api/admin/engagement_roles/999999', { rate: 1 }),
      () => admin.delete('/api/admin/engagement_roles/999999'),
    ]) {
      const response = await send();
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'not_found', message: 'Role not found.' });
    }
  });

  it("deletes a role with its assignments nobody logged to, keeping them in the role's audit entry", async () => {
    const engagement = await createViaApi();
    const role = await roleOf(engagement.id, { name: 'Tester', rate: 80, startDate: '2024-01-01' });
    const person = await createPerson(context);
    await admin.post('/api/resources', {
      engagementRoleId: role.id,
      spudUserId: person.id,
      startDate: '2024-02-01',
    });
    expect((await admin.delete(`/api/admin/engagement_roles/${role.id}`)).statusCode).toBe(204);
    expect(await context.database.db.$count(resources, eq(resources.engagementRoleId, role.id))).toBe(0);
    expect(await latestAudit(admin, 'engagement_role', role.id)).toMatchObject({
      action: 'engagement_role_deleted',
      before: {
        name: 'Tester',
        rate: 80,
        assignments: [
          { personId: person.id, engagementRoleId: role.id, startDate: '2024-02-01', endDate: null },
        ],
      },
    });
  });
});

describe('the engagement detail and its fields, as stored', () => {
  it('writes the billing class and PO number sent, keeps them when an edit leaves them out, and takes a known department', async () => {
    const departmentId = await insertDepartment(context.database.db, `Engagement fields ${Date.now()}`);
    const engagement = await createViaApi({
      projectDepartmentId: departmentId,
      clientPoNumber: ' PO-7 ',
      billingClass: ' Fixed fee ',
    });
    const stored = async () =>
      (await context.database.db.select().from(engagements).where(eq(engagements.id, engagement.id)))[0];
    expect(await stored()).toMatchObject({ departmentId, poNumber: 'PO-7', billingClass: 'Fixed fee' });
    const renamed = await admin.patch(`/api/admin/engagements/${engagement.id}`, {
      name: 'Renamed Platform',
      projectDepartmentId: departmentId,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await stored()).toMatchObject({
      name: 'Renamed Platform',
      departmentId,
      poNumber: 'PO-7',
      billingClass: 'Fixed fee',
    });
  });

  it("shows each role with its own assignments only, and records a new role's creation", async () => {
    const engagement = await createViaApi();
    const roles = [];
    for (const name of ['Lead', 'Analyst']) {
      const response = await admin.post(`/api/admin/engagements/${engagement.id}/roles`, {
        name,
        rate: 120,
        startDate: '2024-01-01',
      });
      expect(response.statusCode, response.body).toBe(200);
      roles.push(engagementRoleResponseSchema.parse(response.json()).role);
    }
    const people = [await createPerson(context), await createPerson(context)];
    for (const [index, role] of roles.entries()) {
      const response = await admin.post('/api/resources', {
        engagementRoleId: role.id,
        spudUserId: people[index]!.id,
        startDate: '2024-02-01',
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const detail = engagementDetailResponseSchema.parse(
      (await admin.get(`/api/admin/engagements/${engagement.id}`)).json(),
    ).engagement;
    expect(
      Object.fromEntries(
        detail.roles.map((role) => [role.name, role.resources.map((resource) => resource.spudUserId)]),
      ),
    ).toEqual({ Lead: [people[0]!.id], Analyst: [people[1]!.id] });
    expect(await latestAudit(admin, 'engagement_role', roles[0]!.id)).toMatchObject({
      action: 'engagement_role_created',
      after: { name: 'Lead', rate: 120, startDate: '2024-01-01' },
    });
  });
});

describe('each engagement use case checks the admin role itself, behind the route', () => {
  it('refuses an edit and a role deletion from an employee, changing nothing', async () => {
    const person = await personByEmail(context, 'employee@example.com');
    const employee = employeeActorOf(person);
    const engagement = await createViaApi({ name: 'Untouched' });
    const role = await admin.post(`/api/admin/engagements/${engagement.id}/roles`, {
      name: 'Kept',
      rate: 90,
      startDate: '2024-01-01',
    });
    const roleId = engagementRoleResponseSchema.parse(role.json()).role.id;
    const onlyAdmins = { code: 'forbidden', message: 'Only admins may manage engagements.' };
    const db = context.database.db;
    await expect(updateEngagement(db, employee, engagement.id, { name: 'Changed' })).rejects.toMatchObject(
      onlyAdmins,
    );
    await expect(deleteEngagementRole(db, employee, roleId)).rejects.toMatchObject(onlyAdmins);
    const [stored] = await db.select().from(engagements).where(eq(engagements.id, engagement.id));
    expect(stored?.name).toBe('Untouched');
    expect(await db.$count(engagementRoles, eq(engagementRoles.id, roleId))).toBe(1);
  });
});
