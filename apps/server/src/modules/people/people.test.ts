import { todayIso } from '@timekeep/shared/domain/periods';
import { adminPersonResponseSchema } from '@timekeep/shared/schemas/admin-people';
import { teamMembersResponseSchema } from '@timekeep/shared/schemas/team';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, latestAudit } from '../../../test/audit-log';
import { createEngagement, createPerson, createTimesheet } from '../../../test/factories';
import { personByEmail, type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, signInThroughProvider, type TestContext } from '../../../test/test-app';
import { people, sessions, timesheets } from '../../db/schema';

let context: TestContext;
let admin: SignedIn;
let departmentId: number;

beforeAll(async () => {
  context = await createTestApp();
  admin = await signedIn(context, 'admin@example.com');
  departmentId = (await context.database.db.query.departments.findFirst())!.id;
});
afterAll(async () => {
  await context?.close();
});

const newPerson = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Nora',
  lastName: 'New',
  email: `Nora.New.${Math.random().toString(36).slice(2, 8)}@Example.com`,
  ...overrides,
});

async function create(body: Record<string, unknown>) {
  const response = await admin.post('/api/admin/people', body);
  expect(response.statusCode, response.body).toBe(200);
  return adminPersonResponseSchema.parse(response.json()).person;
}

function expectRefusal(
  response: { statusCode: number; json(): unknown },
  status: number,
  code: string,
  field?: string,
) {
  expect(response.statusCode).toBe(status);
  expect((response.json() as { error: unknown }).error).toMatchObject({ code, ...(field ? { field } : {}) });
}

describe('POST /api/admin/people', () => {
  it('creates an enabled person with a lower-cased email, and records it in the audit log', async () => {
    const lead = await createPerson(context);
    const body = newPerson({
      jobTitle: 'Analyst',
      departmentId,
      teamLeadId: lead.id,
      employmentStartDate: '2024-02-01',
      contractor: true,
      roles: ['employee', 'reports'],
    });
    const person = await create(body);
    expect(person).toMatchObject({
      firstName: 'Nora',
      name: 'Nora New',
      email: (body.email as string).toLowerCase(),
      jobTitle: 'Analyst',
      departmentId,
      teamLeadId: lead.id,
      teamLeadName: `${lead.firstName} ${lead.lastName}`,
      employmentStartDate: '2024-02-01',
      contractor: true,
      roles: ['employee', 'reports'],
      accountEnabled: true,
      relatedManagers: [],
    });
    const entry = await latestAudit(admin, 'person', person.id);
    expect(entry).toMatchObject({
      action: 'person_created',
      actor: { id: admin.person.id, name: 'Adrian Cole' },
      before: null,
      after: { email: person.email, teamLeadId: lead.id, roles: ['employee', 'reports'], enabled: true },
    });
  });

  it('defaults to the employee role and no start date', async () => {
    const person = await create(newPerson());
    expect(person).toMatchObject({ roles: ['employee'], employmentStartDate: null, contractor: false });
  });

  it.each([
    [{ email: 'not an email' }, 'body.email'],
    [{ firstName: '  ' }, 'body.firstName'],
    [{ lastName: 'x'.repeat(101) }, 'body.lastName'],
    [{ roles: ['owner'] }, 'body.roles.0'],
    [{ roles: ['admin', 'admin'] }, 'body.roles'],
    [{ employmentStartDate: '2024-02-30' }, 'body.employmentStartDate'],
    [{ teamLeadId: 2 ** 31 }, 'body.teamLeadId'],
  ])('refuses %j with 400 naming %s', async (override, field) => {
    const before = await context.database.db.$count(people);
    expectRefusal(
      await admin.post('/api/admin/people', newPerson(override)),
      400,
      'validation_failed',
      field,
    );
    expect(await context.database.db.$count(people)).toBe(before);
  });

  it('refuses an unknown department or team lead with 400 naming the field', async () => {
    expectRefusal(
      await admin.post('/api/admin/people', newPerson({ departmentId: 999_999 })),
      400,
      'validation_failed',
      'body.departmentId',
    );
    expectRefusal(
      await admin.post('/api/admin/people', newPerson({ teamLeadId: 999_999 })),
      400,
      'validation_failed',
      'body.teamLeadId',
    );
  });

  it('refuses an email someone has already, whatever its case, with 409', async () => {
    const response = await admin.post('/api/admin/people', newPerson({ email: 'EMPLOYEE@example.com' }));
    expectRefusal(response, 409, 'conflict', 'body.email');
  });
});

describe('PATCH /api/admin/people/{id}', () => {
  it('changes the fields sent and records before and after', async () => {
    const person = await createPerson(context, { jobTitle: 'Consultant' });
    const response = await admin.patch(`/api/admin/people/${person.id}`, {
      jobTitle: 'Senior Consultant',
      roles: ['employee', 'admin'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(adminPersonResponseSchema.parse(response.json()).person).toMatchObject({
      jobTitle: 'Senior Consultant',
      roles: ['employee', 'admin'],
      lastName: person.lastName,
    });
    const entry = await latestAudit(admin, 'person', person.id);
    expect(entry).toMatchObject({
      action: 'person_updated',
      before: { jobTitle: 'Consultant', roles: ['employee'] },
      after: { jobTitle: 'Senior Consultant', roles: ['employee', 'admin'] },
    });
  });

  it('refuses a person as their own team lead, and a lead who reports to them', async () => {
    const top = await createPerson(context);
    const middle = await createPerson(context, { teamLeadId: top.id });
    const bottom = await createPerson(context, { teamLeadId: middle.id });
    expectRefusal(
      await admin.patch(`/api/admin/people/${top.id}`, { teamLeadId: top.id }),
      422,
      'rule_violation',
      'body.teamLeadId',
    );
    expectRefusal(
      await admin.patch(`/api/admin/people/${top.id}`, { teamLeadId: bottom.id }),
      422,
      'rule_violation',
      'body.teamLeadId',
    );
    const [stored] = await context.database.db.select().from(people).where(eq(people.id, top.id));
    expect(stored!.teamLeadId).toBeNull();
  });

  it('refuses an employment start date after the first logged hours (history), and allows an earlier one', async () => {
    const person = await createPerson(context);
    const { resource } = await createEngagement(context, person);
    const date = todayIso();
    await createTimesheet(context, person, {
      rows: [{ resourceId: resource.id, entries: [{ date, hours: 8 }] }],
    });
    const later = await admin.patch(`/api/admin/people/${person.id}`, { employmentStartDate: '2099-01-01' });
    expectRefusal(later, 409, 'invalid_state', 'body.employmentStartDate');
    expect(later.json().error.message).toContain(date);
    expectRefusal(
      await admin.patch(`/api/admin/people/${person.id}`, { employmentStartDate: null }),
      409,
      'invalid_state',
    );
    const earlier = await admin.patch(`/api/admin/people/${person.id}`, {
      employmentStartDate: '2015-06-01',
    });
    expect(earlier.statusCode).toBe(200);
  });

  it('refuses an admin taking away their own admin role, an empty change, and an unknown person', async () => {
    expectRefusal(
      await admin.patch(`/api/admin/people/${admin.person.id}`, { roles: ['employee'] }),
      422,
      'rule_violation',
      'body.roles',
    );
    expectRefusal(
      await admin.patch(`/api/admin/people/${admin.person.id}`, {}),
      400,
      'validation_failed',
      'body',
    );
    expect((await admin.patch('/api/admin/people/999999', { jobTitle: 'X' })).statusCode).toBe(404);
  });

  it('reads one person, and answers 404 for an unknown one', async () => {
    const employee = await personByEmail(context, 'employee@example.com');
    const response = await admin.get(`/api/admin/people/${employee.id}`);
    expect(adminPersonResponseSchema.parse(response.json()).person).toMatchObject({
      name: 'Emily Carter',
      teamLeadName: 'Megan Brooks',
    });
    expect((await admin.get('/api/admin/people/999999')).statusCode).toBe(404);
    expectRefusal(await admin.get('/api/admin/people/abc'), 400, 'validation_failed', 'params.id');
  });
});

describe('deactivating and reactivating', () => {
  it('ends the person’s sessions at once, drops them from their team, refuses their sign-in, and keeps their history', async () => {
    const lead = await createPerson(context);
    const member = await createPerson(context, {
      teamLeadId: lead.id,
      email: `leaver-${Date.now()}@example.com`,
    });
    const { timesheet } = await createTimesheet(context, member);
    const session = await signedIn(context, member);
    expect((await session.get('/api/user')).json().currentUser.id).toBe(member.id);
    const asLead = await signedIn(context, lead);
    const team = async () =>
      teamMembersResponseSchema
        .parse((await asLead.get('/api/team_members')).json())
        .teamMembers.map((m) => m.id);
    expect(await team()).toContain(member.id);

    const response = await admin.post(`/api/admin/people/${member.id}/deactivate`, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(adminPersonResponseSchema.parse(response.json()).person.accountEnabled).toBe(false);

    const next = await session.get('/api/user');
    expect(next.statusCode).toBe(401);
    expect(await context.database.db.$count(sessions, eq(sessions.personId, member.id))).toBe(0);
    expect(await team()).not.toContain(member.id);
    const signIn = await signInThroughProvider(context.app, member.email);
    expect(signIn.location.startsWith('/login?error=permission_failed')).toBe(true);
    expect(await context.database.db.$count(timesheets, eq(timesheets.id, timesheet.id))).toBe(1);
    const [refused, deactivated] = await auditEntries(admin, { entity_type: 'person', entity_id: member.id });
    expect(refused).toMatchObject({ action: 'sign_in_refused', actor: { id: member.id } });
    expect(deactivated).toMatchObject({
      action: 'person_deactivated',
      actor: { id: admin.person.id },
      before: { enabled: true },
      after: { enabled: false },
    });

    const again = await admin.post(`/api/admin/people/${member.id}/reactivate`, {});
    expect(adminPersonResponseSchema.parse(again.json()).person.accountEnabled).toBe(true);
    expect(await team()).toContain(member.id);
    expect((await session.get('/api/user')).statusCode).toBe(401);
    expect((await latestAudit(admin, 'person', member.id))?.action).toBe('person_reactivated');
  });

  it('refuses an admin deactivating themselves, and does nothing more the second time', async () => {
    expectRefusal(
      await admin.post(`/api/admin/people/${admin.person.id}/deactivate`, {}),
      422,
      'rule_violation',
    );
    const person = await createPerson(context, { enabled: false });
    const response = await admin.post(`/api/admin/people/${person.id}/deactivate`, {});
    expect(response.statusCode).toBe(200);
    expect(await latestAudit(admin, 'person', person.id)).toBeUndefined();
  });
});

describe('PUT /api/admin/people/{id}/related_managers', () => {
  it('replaces whom the person may view as, in one direction only', async () => {
    // Leads all three (the team routes are for leads).
    const person = await createPerson(context);
    const [leadA, leadB] = [await createPerson(context), await createPerson(context)];
    for (const lead of [person, leadA, leadB]) await createPerson(context, { teamLeadId: lead.id });
    const response = await admin.put(`/api/admin/people/${person.id}/related_managers`, {
      relatedManagerIds: [leadB.id, leadA.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      adminPersonResponseSchema
        .parse(response.json())
        .person.relatedManagers.map((m) => m.id)
        .sort(),
    ).toEqual([leadA.id, leadB.id].sort());
    const asPerson = await signedIn(context, person);
    expect((await asPerson.get(`/api/team_members?manager_id=${leadA.id}`)).statusCode).toBe(200);
    const asLeadA = await signedIn(context, leadA);
    expect((await asLeadA.get(`/api/team_members?manager_id=${person.id}`)).statusCode).toBe(403);

    const cleared = await admin.put(`/api/admin/people/${person.id}/related_managers`, {
      relatedManagerIds: [leadA.id],
    });
    expect(adminPersonResponseSchema.parse(cleared.json()).person.relatedManagers.map((m) => m.id)).toEqual([
      leadA.id,
    ]);
    expect(await latestAudit(admin, 'person', person.id)).toMatchObject({
      action: 'related_managers_set',
      before: { relatedManagerIds: [leadA.id, leadB.id].sort((a, b) => a - b) },
      after: { relatedManagerIds: [leadA.id] },
    });
  });

  it('refuses the person themselves, unknown people and repeats', async () => {
    const person = await createPerson(context);
    const url = `/api/admin/people/${person.id}/related_managers`;
    expectRefusal(
      await admin.put(url, { relatedManagerIds: [person.id] }),
      422,
      'rule_violation',
      'body.relatedManagerIds',
    );
    expectRefusal(
      await admin.put(url, { relatedManagerIds: [999_999] }),
      400,
      'validation_failed',
      'body.relatedManagerIds',
    );
    expectRefusal(
      await admin.put(url, { relatedManagerIds: [1, 1] }),
      400,
      'validation_failed',
      'body.relatedManagerIds',
    );
    expectRefusal(await admin.put(url, {}), 400, 'validation_failed', 'body.relatedManagerIds');
  });
});
