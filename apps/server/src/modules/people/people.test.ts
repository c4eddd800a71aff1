import { todayIso } from '@timekeep/shared/domain/periods';
import { adminPersonResponseSchema, personInputSchema } from '@timekeep/shared/schemas/people';
import { teamMembersResponseSchema } from '@timekeep/shared/schemas/team';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, latestAudit } from '../../../test/audit-log';
import { createEngagement, createPerson, createTimesheet } from '../../../test/factories';
import { expectRefusal } from '../../../test/refusals';
import { employeeActorOf, personByEmail, type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, signInThroughProvider, type TestContext } from '../../../test/test-app';
import type { Actor } from '../../core/actor';
import { people, sessions, timesheets } from '../../db/schema';
import { createPerson as createPersonUseCase } from './create-person';
import { getPerson } from './get-person';
import { setPersonEnabled } from './set-person-enabled';
import { setRelatedManagers } from './set-related-managers';
import { updatePerson } from './update-person';

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

  it('refuses an employment start date after the first logged hours (history), and allows that day or an earlier one', async () => {
    const person = await createPerson(context);
    const { resource } = await createEngagement(context, person);
    const date = todayIso();
    await createTimesheet(context, person, {
      rows: [{ resourceId: resource.id, entries: [{ date, hours: 8 }] }],
    });
    const later = await admin.patch(`/api/admin/people/${person.id}`, { employmentStartDate: '2099-01-01' });
    expectRefusal(later, 409, 'invalid_state', 'body.employmentStartDate');
    expect(later.json().error.message).toBe(
      `body.employmentStartDate: Hours are logged from ${date}, so the employment start date must stay on or before it.`,
    );
    const sameDay = await admin.patch(`/api/admin/people/${person.id}`, { employmentStartDate: date });
    expect(sameDay.statusCode, sameDay.body).toBe(200);
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

  it('keeps an employment end date on or after the start date, audited', async () => {
    const person = await createPerson(context, { employmentStartDate: '2020-03-01' });
    expectRefusal(
      await admin.patch(`/api/admin/people/${person.id}`, { employmentEndDate: '2020-02-28' }),
      422,
      'rule_violation',
      'body.employmentEndDate',
    );
    const ended = await admin.patch(`/api/admin/people/${person.id}`, { employmentEndDate: '2026-06-30' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(adminPersonResponseSchema.parse(ended.json()).person.employmentEndDate).toBe('2026-06-30');
    expect(await latestAudit(admin, 'person', person.id)).toMatchObject({
      before: { employmentEndDate: null },
      after: { employmentEndDate: '2026-06-30' },
    });
    const noStart = await createPerson(context, { employmentStartDate: null });
    expectRefusal(
      await admin.patch(`/api/admin/people/${noStart.id}`, { employmentEndDate: '2026-06-30' }),
      422,
      'rule_violation',
    );
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

describe('what a person holds open, when their access narrows', () => {
  /** A calendar feed address of the person's, fetched as a calendar app would (no session). */
  async function feedStatus(url: string) {
    return (await context.app.inject({ method: 'GET', url: url.slice(url.indexOf('/api/ical')) })).statusCode;
  }

  it('never answers a deactivated person’s calendar secret again, reactivated or not', async () => {
    const person = await createPerson(context);
    const url = (await (await signedIn(context, person)).post('/api/calendar_feeds/personal')).json().url;
    expect(await feedStatus(url)).toBe(200);
    await admin.post(`/api/admin/people/${person.id}/deactivate`, {});
    expect(await feedStatus(url)).toBe(404);
    await admin.post(`/api/admin/people/${person.id}/reactivate`, {});
    expect(await feedStatus(url)).toBe(404);
  });

  it('ends the sessions and feeds of a person who loses a role, so none answers when it is given back', async () => {
    const person = await createPerson(context, { roles: ['employee', 'reports'] });
    const session = await signedIn(context, person);
    const url = (await session.post('/api/calendar_feeds/personal')).json().url;
    const roles = async (next: string[]) =>
      expect((await admin.patch(`/api/admin/people/${person.id}`, { roles: next })).statusCode).toBe(200);

    await roles(['employee', 'reports', 'admin']);
    expect((await session.get('/api/user')).statusCode).toBe(200);
    expect(await feedStatus(url)).toBe(200);

    await roles(['employee']);
    expect((await session.get('/api/user')).statusCode).toBe(401);
    expect(await feedStatus(url)).toBe(404);
    await roles(['employee', 'reports']);
    expect((await session.get('/api/user')).statusCode).toBe(401);
    expect(await feedStatus(url)).toBe(404);
  });

  it('ends a session whose person lost every role, rather than keeping it for when a role comes back', async () => {
    const person = await createPerson(context);
    const session = await signedIn(context, person);
    await admin.patch(`/api/admin/people/${person.id}`, { roles: [] });
    await admin.patch(`/api/admin/people/${person.id}`, { roles: ['employee'] });
    expect((await session.get('/api/user')).statusCode).toBe(401);
    expect(await context.database.db.$count(sessions, eq(sessions.personId, person.id))).toBe(0);
  });

  it('does the same for roles taken away, or a contractor made, by a CSV import', async () => {
    const person = await createPerson(context, {
      email: `csv-narrowed-${Date.now()}@example.com`,
      roles: ['employee', 'reports'],
    });
    const session = await signedIn(context, person);
    const exported = (await admin.get('/api/admin/csv/people')).body.split('\n');
    const line = exported.find((row) => row.startsWith(`${person.email},`))!;
    const narrowed = line
      .replace('employee;reports', 'employee')
      .replace(',false,employee,', ',true,employee,');
    expect(narrowed).not.toBe(line);
    const imported = await admin.post('/api/admin/csv/people', { csv: `${exported[0]}\n${narrowed}\n` });
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await session.get('/api/user')).statusCode).toBe(401);
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

/** Each refusal's exact message, and the edges between a refusal and a change, at the API. */
describe('the people rules, refusal by refusal', () => {
  const errorOf = (response: { json(): unknown }) =>
    (response.json() as { error: { code: string; message: string; field?: string } }).error;
  const storedPerson = async (id: number) =>
    (await context.database.db.select().from(people).where(eq(people.id, id)))[0]!;

  it('names the field and the reason of an unknown department or team lead, on a create and on an edit', async () => {
    const person = await createPerson(context);
    for (const send of [
      (body: Record<string, unknown>) => admin.post('/api/admin/people', newPerson(body)),
      (body: Record<string, unknown>) => admin.patch(`/api/admin/people/${person.id}`, body),
    ]) {
      expect(errorOf(await send({ departmentId: 999_999 }))).toEqual({
        code: 'validation_failed',
        message: 'body.departmentId: No such department.',
        field: 'body.departmentId',
      });
      expect(errorOf(await send({ teamLeadId: 999_999 }))).toEqual({
        code: 'validation_failed',
        message: 'body.teamLeadId: No such person.',
        field: 'body.teamLeadId',
      });
    }
    expect(await storedPerson(person.id)).toMatchObject({ departmentId: null, teamLeadId: null });
  });

  it("refuses someone else's email on an edit, whatever its case, and takes the person's own back", async () => {
    const person = await createPerson(context, { email: `own-${Date.now()}@example.com` });
    const taken = await admin.patch(`/api/admin/people/${person.id}`, { email: 'Employee@Example.com' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toEqual({
      code: 'conflict',
      message: "body.email: employee@example.com is someone else's email already.",
      field: 'body.email',
    });
    const created = await admin.post('/api/admin/people', newPerson({ email: 'EMPLOYEE@example.com' }));
    expect(errorOf(created).message).toBe(
      "body.email: employee@example.com is someone else's email already.",
    );

    const same = await admin.patch(`/api/admin/people/${person.id}`, {
      email: person.email.toUpperCase(),
      jobTitle: 'Kept',
    });
    expect(same.statusCode, same.body).toBe(200);
    const fresh = `fresh-${Date.now()}@example.com`;
    const changed = await admin.patch(`/api/admin/people/${person.id}`, { email: fresh });
    expect(adminPersonResponseSchema.parse(changed.json()).person.email).toBe(fresh);
  });

  it('says why a lead is refused, and takes a lead away with null', async () => {
    const top = await createPerson(context);
    const middle = await createPerson(context, { teamLeadId: top.id });
    const own = await admin.patch(`/api/admin/people/${top.id}`, { teamLeadId: top.id });
    expect(errorOf(own).message).toBe('body.teamLeadId: Nobody is their own team lead.');
    const circle = await admin.patch(`/api/admin/people/${top.id}`, { teamLeadId: middle.id });
    expect(errorOf(circle)).toEqual({
      code: 'rule_violation',
      message:
        'body.teamLeadId: That lead reports (directly or not) to this person, so team leads would go round in a circle.',
      field: 'body.teamLeadId',
    });
    const freed = await admin.patch(`/api/admin/people/${middle.id}`, { teamLeadId: null });
    expect(freed.statusCode, freed.body).toBe(200);
    expect(adminPersonResponseSchema.parse(freed.json()).person).toMatchObject({
      teamLeadId: null,
      teamLeadName: null,
    });
    const led = await admin.patch(`/api/admin/people/${top.id}`, { teamLeadId: admin.person.id });
    expect(adminPersonResponseSchema.parse(led.json()).person.teamLeadId).toBe(admin.person.id);
  });

  it('takes any employment start date, or none, for a person with no hours logged', async () => {
    const newcomer = await createPerson(context);
    for (const employmentStartDate of ['2099-01-01', null]) {
      const response = await admin.patch(`/api/admin/people/${newcomer.id}`, { employmentStartDate });
      expect(response.statusCode, response.body).toBe(200);
      expect(adminPersonResponseSchema.parse(response.json()).person.employmentStartDate).toBe(
        employmentStartDate,
      );
    }
  });

  it("lets an admin change their own roles while keeping admin, and take another admin's admin role away", async () => {
    const own = await admin.patch(`/api/admin/people/${admin.person.id}`, { roles: ['employee'] });
    expect(errorOf(own)).toEqual({
      code: 'rule_violation',
      message: 'body.roles: You cannot take away your own admin role.',
      field: 'body.roles',
    });
    const kept = await admin.patch(`/api/admin/people/${admin.person.id}`, {
      roles: [...admin.person.roles, 'reports'].filter((role, index, all) => all.indexOf(role) === index),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(adminPersonResponseSchema.parse(kept.json()).person.roles).toContain('admin');
    const ownTitle = await admin.patch(`/api/admin/people/${admin.person.id}`, { jobTitle: 'Administrator' });
    expect(ownTitle.statusCode, ownTitle.body).toBe(200);

    const otherAdmin = await createPerson(context, { roles: ['employee', 'admin'] });
    const demoted = await admin.patch(`/api/admin/people/${otherAdmin.id}`, { roles: ['employee'] });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await storedPerson(otherAdmin.id)).roles).toEqual(['employee']);
  });

  it('stores a blank job title as none, and leaves it alone when an edit does not send it', async () => {
    expect((await create(newPerson({ jobTitle: '   ' }))).jobTitle).toBeNull();
    const person = await createPerson(context, { jobTitle: 'Consultant' });
    const other = await admin.patch(`/api/admin/people/${person.id}`, { lastName: 'Renamed' });
    expect(adminPersonResponseSchema.parse(other.json()).person).toMatchObject({
      lastName: 'Renamed',
      jobTitle: 'Consultant',
    });
    const blanked = await admin.patch(`/api/admin/people/${person.id}`, { jobTitle: ' ' });
    expect(adminPersonResponseSchema.parse(blanked.json()).person.jobTitle).toBeNull();
    expect((await storedPerson(person.id)).jobTitle).toBeNull();
    expect(await latestAudit(admin, 'person', person.id)).toMatchObject({
      before: { jobTitle: 'Consultant', lastName: 'Renamed' },
      after: { jobTitle: null, lastName: 'Renamed' },
    });
  });

  it('says why an admin may not deactivate themselves, answers 404 for an unknown person, and does nothing for a reactivation of someone enabled', async () => {
    const self = await admin.post(`/api/admin/people/${admin.person.id}/deactivate`, {});
    expect(errorOf(self)).toEqual({
      code: 'rule_violation',
      message: 'You cannot deactivate yourself: ask another admin.',
    });
    expect((await storedPerson(admin.person.id)).enabled).toBe(true);
    for (const action of ['deactivate', 'reactivate']) {
      const unknown = await admin.post(`/api/admin/people/999999/${action}`, {});
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown).code).toBe('not_found');
    }
    const person = await createPerson(context);
    const session = await signedIn(context, person);
    const response = await admin.post(`/api/admin/people/${person.id}/reactivate`, {});
    expect(adminPersonResponseSchema.parse(response.json()).person.accountEnabled).toBe(true);
    expect(await latestAudit(admin, 'person', person.id)).toBeUndefined();
    expect((await session.get('/api/user')).statusCode).toBe(200);
  });

  it('names the first unknown related lead, answers 404 for an unknown person, and records nothing when the list is the same', async () => {
    const person = await createPerson(context);
    const [leadA, leadB] = [await createPerson(context), await createPerson(context)];
    const url = `/api/admin/people/${person.id}/related_managers`;
    expect(errorOf(await admin.put(url, { relatedManagerIds: [leadA.id, person.id] }))).toEqual({
      code: 'rule_violation',
      message: 'body.relatedManagerIds: A person cannot view as themselves.',
      field: 'body.relatedManagerIds',
    });
    expect(errorOf(await admin.put(url, { relatedManagerIds: [leadA.id, 999_998, 999_999] }))).toEqual({
      code: 'validation_failed',
      message: 'body.relatedManagerIds: No person 999998.',
      field: 'body.relatedManagerIds',
    });
    expect(
      (await admin.put('/api/admin/people/999999/related_managers', { relatedManagerIds: [] })).statusCode,
    ).toBe(404);
    // An unknown person is refused before any lead is linked to them.
    const unknownPerson = await admin.put('/api/admin/people/999999/related_managers', {
      relatedManagerIds: [leadA.id],
    });
    expect(unknownPerson.statusCode).toBe(404);
    expect(errorOf(unknownPerson)).toEqual({ code: 'not_found', message: 'Person not found.' });

    expect((await admin.put(url, { relatedManagerIds: [leadB.id, leadA.id] })).statusCode).toBe(200);
    const first = await latestAudit(admin, 'person', person.id);
    expect(first).toMatchObject({
      before: { relatedManagerIds: [] },
      after: { relatedManagerIds: [leadA.id, leadB.id].sort((a, b) => a - b) },
    });
    const again = await admin.put(url, { relatedManagerIds: [leadA.id, leadB.id] });
    expect(again.statusCode).toBe(200);
    expect((await latestAudit(admin, 'person', person.id))?.id).toBe(first!.id);

    const cleared = await admin.put(url, { relatedManagerIds: [] });
    expect(adminPersonResponseSchema.parse(cleared.json()).person.relatedManagers).toEqual([]);
  });

  it('takes related leads stored in any order for the same list, recording nothing', async () => {
    const [low, high] = [await createPerson(context), await createPerson(context)];
    // Stored highest id first: the list is compared sorted, whatever order the rows come back in.
    const person = await createPerson(context, { viewsAsLeadIds: [high.id, low.id] });
    const response = await admin.put(`/api/admin/people/${person.id}/related_managers`, {
      relatedManagerIds: [low.id, high.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await latestAudit(admin, 'person', person.id)).toBeUndefined();
  });

  describe('each use case checks the admin role itself, behind the route', () => {
    let employee: Actor;
    beforeAll(async () => {
      const person = await personByEmail(context, 'employee@example.com');
      employee = employeeActorOf(person);
    });
    const onlyAdmins = { code: 'forbidden', message: 'Only admins may manage people.' };

    it('refuses a create, an edit, an activation change and related leads from an employee, changing nothing', async () => {
      const db = context.database.db;
      const count = await db.$count(people);
      const target = await createPerson(context, { jobTitle: 'Untouched' });
      await expect(
        createPersonUseCase(db, employee, personInputSchema.parse(newPerson())),
      ).rejects.toMatchObject(onlyAdmins);
      await expect(updatePerson(db, employee, target.id, { jobTitle: 'Changed' })).rejects.toMatchObject(
        onlyAdmins,
      );
      await expect(setPersonEnabled(db, employee, target.id, false)).rejects.toMatchObject(onlyAdmins);
      const lead = await personByEmail(context, 'manager@example.com');
      await expect(setRelatedManagers(db, employee, target.id, [lead.id])).rejects.toMatchObject(onlyAdmins);
      expect(await db.$count(people)).toBe(count + 1);
      expect(await storedPerson(target.id)).toMatchObject({ jobTitle: 'Untouched', enabled: true });
      const read = await admin.get(`/api/admin/people/${target.id}`);
      expect(adminPersonResponseSchema.parse(read.json()).person.relatedManagers).toEqual([]);
      expect(await latestAudit(admin, 'person', target.id)).toBeUndefined();
    });

    it('refuses a read from an employee', async () => {
      const target = await createPerson(context);
      await expect(getPerson(context.database.db, employee, target.id)).rejects.toMatchObject(onlyAdmins);
    });
  });
});
