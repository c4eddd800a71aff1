import {
  scimGroupResponseSchema,
  scimSettingsResponseSchema,
  scimTokenCreatedResponseSchema,
} from '@timekeep/shared/schemas/scim';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, latestAudit } from '../../../test/audit-log';
import { createPerson } from '../../../test/factories';
import {
  openSession,
  personByEmail,
  type Requests,
  requestsWith,
  type SignedIn,
  signedIn,
} from '../../../test/request';
import {
  createTestApp,
  signInThroughProvider,
  TEST_PUBLIC_URL,
  type TestContext,
} from '../../../test/test-app';
import { apiTokens, people, sessions } from '../../db/schema';

const BASE = '/scim/v2';
const SCIM_JSON = 'application/scim+json';
const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

let context: TestContext;
let admin: SignedIn;
let scim: Requests;
let secret: string;
let n = 0;

/** Requests as the identity provider: the SCIM token, SCIM's content type. */
function provider(token: string): Requests {
  return requestsWith(context.app, { authorization: `Bearer ${token}`, 'content-type': SCIM_JSON });
}

async function generateToken(as: Requests = admin) {
  const response = await as.post('/api/admin/scim/token');
  expect(response.statusCode, response.body).toBe(201);
  return scimTokenCreatedResponseSchema.parse(response.json());
}

function expectScimError(response: LightMyRequestResponse, status: number, scimType?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toContain(SCIM_JSON);
  const body = response.json();
  expect(body).toMatchObject({ schemas: [ERROR_SCHEMA], status: String(status) });
  expect(typeof body.detail).toBe('string');
  if (scimType) expect(body.scimType).toBe(scimType);
}

/** The body Entra ID sends to create a user (Microsoft's SCIM endpoint tutorial, "Create User"). */
function entraUser(userName: string, externalId: string) {
  return {
    schemas: [
      'urn:ietf:params:scim:schemas:core:2.0:User',
      'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
    ],
    externalId,
    userName,
    active: true,
    emails: [{ primary: true, type: 'work', value: userName }],
    meta: { resourceType: 'User' },
    name: { formatted: 'Grace Hopper', familyName: 'Hopper', givenName: 'Grace' },
    roles: [],
    'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': {
      employeeNumber: '701984',
      department: 'R&D',
    },
  };
}

async function provisionUser(userName = `scim-${++n}-${Date.now()}@example.com`) {
  const response = await scim.post(`${BASE}/Users`, entraUser(userName, `ext-${userName}`));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; userName: string; active: boolean };
}

async function provisionGroup(displayName = `Group ${++n} ${Date.now()}`) {
  const response = await scim.post(`${BASE}/Groups`, {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
    externalId: `ext-${displayName}`,
    displayName,
    meta: { resourceType: 'Group' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; displayName: string; members: unknown[] };
}

async function mapGroup(groupId: string, mapping: { role: string | null; teamLeadId: number | null }) {
  const response = await admin.put(`/api/admin/scim/groups/${groupId}`, mapping);
  expect(response.statusCode, response.body).toBe(200);
  return scimGroupResponseSchema.parse(response.json()).group;
}

async function personRow(id: string | number) {
  const [row] = await context.database.db
    .select()
    .from(people)
    .where(eq(people.id, Number(id)));
  return row!;
}

function patch(operations: unknown[]) {
  return { schemas: [PATCH_OP], Operations: operations };
}

beforeAll(async () => {
  context = await createTestApp();
  admin = await signedIn(context, 'admin@example.com');
  secret = (await generateToken()).secret;
  scim = provider(secret);
});
afterAll(async () => {
  await context?.close();
});

describe('the requests Microsoft documents for Entra ID provisioning', () => {
  it('finds no user, creates one, reads and changes them, and deactivates them', async () => {
    const userName = `Grace.Hopper-${Date.now()}@Example.com`;

    const none = await scim.get(`${BASE}/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.headers['content-type']).toContain(SCIM_JSON);
    expect(none.headers['cache-control']).toBe('no-store');
    expect(none.json()).toEqual({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: 0,
      startIndex: 1,
      itemsPerPage: 0,
      Resources: [],
    });

    const created = await scim.post(`${BASE}/Users`, entraUser(userName, 'entra-object-1'));
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json();
    expect(user).toMatchObject({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      externalId: 'entra-object-1',
      userName,
      active: true,
      name: { givenName: 'Grace', familyName: 'Hopper' },
      emails: [{ value: userName.toLowerCase(), type: 'work', primary: true }],
      meta: { resourceType: 'User', location: `${TEST_PUBLIC_URL}/scim/v2/Users/${user.id}` },
    });
    expect(created.headers.location).toBe(user.meta.location);
    const person = await personRow(user.id);
    expect(person).toMatchObject({
      email: userName.toLowerCase(),
      firstName: 'Grace',
      lastName: 'Hopper',
      roles: ['employee'],
      employmentStartDate: null,
      enabled: true,
    });
    expect((await latestAudit(admin, 'person', user.id))?.action).toBe('person_created');

    const read = await scim.get(`${BASE}/Users/${user.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(user);

    const found = await scim.get(
      `${BASE}/Users?filter=${encodeURIComponent(`userName eq "${userName.toUpperCase()}"`)}`,
    );
    expect(found.json()).toMatchObject({ totalResults: 1, Resources: [{ id: user.id }] });
    const byExternalId = await scim.get(
      `${BASE}/Users?filter=${encodeURIComponent('externalId eq "entra-object-1"')}`,
    );
    expect(byExternalId.json()).toMatchObject({ totalResults: 1, Resources: [{ id: user.id }] });
    const byWorkEmail = await scim.get(
      `${BASE}/Users?filter=${encodeURIComponent(`emails[type eq "work"].value eq "${userName}"`)}`,
    );
    expect(byWorkEmail.json()).toMatchObject({ totalResults: 1, Resources: [{ id: user.id }] });

    // "Update User [Multi-valued properties]"
    const multi = await scim.patch(
      `${BASE}/Users/${user.id}`,
      patch([
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'updatedEmail@microsoft.com' },
        { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
      ]),
    );
    expect(multi.statusCode, multi.body).toBe(200);
    expect(multi.json().name).toMatchObject({ givenName: 'Grace', familyName: 'updatedFamilyName' });

    // "Update User [Single-valued properties]", and attributes without a path, as Entra ID also sends them.
    const newUserName = `grace.renamed-${Date.now()}@example.com`;
    const single = await scim.patch(
      `${BASE}/Users/${user.id}`,
      patch([
        { op: 'Replace', path: 'userName', value: newUserName },
        { op: 'Add', path: 'title', value: 'Rear Admiral' },
        { op: 'replace', value: { 'name.givenName': 'Amazing Grace', externalId: 'entra-object-2' } },
      ]),
    );
    expect(single.statusCode, single.body).toBe(200);
    expect(single.json()).toMatchObject({
      userName: newUserName,
      title: 'Rear Admiral',
      externalId: 'entra-object-2',
      name: { givenName: 'Amazing Grace' },
    });
    expect(await personRow(user.id)).toMatchObject({ email: newUserName, jobTitle: 'Rear Admiral' });
    const update = await latestAudit(admin, 'person', user.id);
    expect(update).toMatchObject({ action: 'person_updated', actor: { id: admin.person.id } });

    // "Disable User", with the boolean as the string Entra ID sometimes sends.
    const session = await openSession(context, Number(user.id));
    const disabled = await scim.patch(
      `${BASE}/Users/${user.id}`,
      patch([{ op: 'Replace', path: 'active', value: 'False' }]),
    );
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().active).toBe(false);
    expect((await personRow(user.id)).enabled).toBe(false);
    expect(
      await context.database.db.select().from(sessions).where(eq(sessions.id, session.sessionId)),
    ).toEqual([]);
    expect((await latestAudit(admin, 'person', user.id))?.action).toBe('person_deactivated');

    const enabled = await scim.patch(
      `${BASE}/Users/${user.id}`,
      patch([{ op: 'replace', value: { active: true } }]),
    );
    expect(enabled.json().active).toBe(true);
    expect((await latestAudit(admin, 'person', user.id))?.action).toBe('person_reactivated');

    // "Delete User": deactivated, never deleted.
    const deleted = await scim.delete(`${BASE}/Users/${user.id}`);
    expect(deleted.statusCode).toBe(204);
    const after = await scim.get(`${BASE}/Users/${user.id}`);
    expect(after.statusCode).toBe(200);
    expect(after.json().active).toBe(false);
  });

  it('creates a group, finds it by name, and adds and removes members, applying its role and team lead', async () => {
    const lead = await personByEmail(context, 'manager@example.com');
    const user = await provisionUser();
    const other = await provisionUser();
    const group = await provisionGroup('Timekeep Admins');
    expect(group).toMatchObject({ displayName: 'Timekeep Admins', members: [] });
    await mapGroup(group.id, { role: 'admin', teamLeadId: lead.id });

    const byName = await scim.get(
      `${BASE}/Groups?excludedAttributes=members&filter=${encodeURIComponent('displayName eq "timekeep admins"')}`,
    );
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json()).toMatchObject({
      totalResults: 1,
      Resources: [{ id: group.id, displayName: 'Timekeep Admins' }],
    });
    expect(byName.json().Resources[0].members).toBeUndefined();

    // "Update Group [Add Members]"
    const added = await scim.patch(
      `${BASE}/Groups/${group.id}`,
      patch([{ op: 'Add', path: 'members', value: [{ $ref: null, value: user.id }, { value: other.id }] }]),
    );
    expect(added.statusCode, added.body).toBe(204);
    expect(await personRow(user.id)).toMatchObject({ roles: ['employee', 'admin'], teamLeadId: lead.id });
    expect((await latestAudit(admin, 'person', user.id))?.action).toBe('person_updated');
    const withMembers = await scim.get(`${BASE}/Groups/${group.id}`);
    expect(
      withMembers
        .json()
        .members.map((member: { value: string }) => member.value)
        .sort(),
    ).toEqual([user.id, other.id].sort());
    const asUser = await scim.get(`${BASE}/Users/${user.id}`);
    expect(asUser.json().groups).toMatchObject([{ value: group.id, display: 'Timekeep Admins' }]);

    // Removing as the path names one member, and as Entra ID's "Update Group [Remove Members]" sends it.
    const session = await openSession(context, Number(user.id));
    const removed = await scim.patch(
      `${BASE}/Groups/${group.id}`,
      patch([{ op: 'Remove', path: `members[value eq "${user.id}"]` }]),
    );
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await personRow(user.id)).toMatchObject({ roles: ['employee'], teamLeadId: lead.id });
    // A role taken away ends the person's sessions, as the people module does.
    expect(
      await context.database.db.select().from(sessions).where(eq(sessions.id, session.sessionId)),
    ).toEqual([]);
    const removedToo = await scim.patch(
      `${BASE}/Groups/${group.id}`,
      patch([{ op: 'Remove', path: 'members', value: [{ $ref: null, value: other.id }] }]),
    );
    expect(removedToo.statusCode).toBe(204);
    expect((await personRow(other.id)).roles).toEqual(['employee']);
    expect((await scim.get(`${BASE}/Groups/${group.id}`)).json().members).toEqual([]);

    // "Update Group [Non-member attributes]"
    const renamed = await scim.patch(
      `${BASE}/Groups/${group.id}`,
      patch([{ op: 'Replace', path: 'displayName', value: 'Timekeep Administrators' }]),
    );
    expect(renamed.statusCode).toBe(204);
    expect((await scim.get(`${BASE}/Groups/${group.id}`)).json().displayName).toBe('Timekeep Administrators');

    const deleted = await scim.delete(`${BASE}/Groups/${group.id}`);
    expect(deleted.statusCode).toBe(204);
    expectScimError(await scim.get(`${BASE}/Groups/${group.id}`), 404);
  });

  it('keeps a role another group still gives when the person leaves one group', async () => {
    const user = await provisionUser();
    const first = await provisionGroup();
    const second = await provisionGroup();
    await mapGroup(first.id, { role: 'reports', teamLeadId: null });
    await mapGroup(second.id, { role: 'reports', teamLeadId: null });
    for (const group of [first, second]) {
      await scim.patch(
        `${BASE}/Groups/${group.id}`,
        patch([{ op: 'Add', path: 'members', value: [{ value: user.id }] }]),
      );
    }
    expect((await personRow(user.id)).roles).toEqual(['employee', 'reports']);
    await scim.patch(
      `${BASE}/Groups/${first.id}`,
      patch([{ op: 'Remove', path: `members[value eq "${user.id}"]` }]),
    );
    expect((await personRow(user.id)).roles).toEqual(['employee', 'reports']);
    // The admin unmaps the other group: its members lose the role it gave.
    await mapGroup(second.id, { role: null, teamLeadId: null });
    expect((await personRow(user.id)).roles).toEqual(['employee']);
  });

  it('replaces a user with PUT and a group with PUT', async () => {
    const user = await provisionUser();
    const replaced = await scim.put(`${BASE}/Users/${user.id}`, {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: user.userName,
      name: { givenName: 'Ada', familyName: 'Lovelace' },
      active: true,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ name: { givenName: 'Ada', familyName: 'Lovelace' } });
    expect(replaced.json().externalId).toBeUndefined();

    const group = await provisionGroup();
    const put = await scim.put(`${BASE}/Groups/${group.id}`, {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
      displayName: `${group.displayName} renamed`,
      members: [{ value: user.id }],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      displayName: `${group.displayName} renamed`,
      members: [{ value: user.id }],
    });
  });
});

describe('refusals in SCIM error format', () => {
  it('answers 401 without the SCIM token, with a wrong one, and with an API token that is not the SCIM token', async () => {
    expectScimError(await requestsWith(context.app).get(`${BASE}/Users`), 401);
    expectScimError(await provider('scim_not-a-token').get(`${BASE}/Users`), 401);
    expectScimError(
      await requestsWith(context.app, { authorization: 'Basic abc' }).get(`${BASE}/Groups`),
      401,
    );
    expectScimError(
      await requestsWith(context.app, { cookie: admin.cookie }).get(`${BASE}/ServiceProviderConfig`),
      401,
    );
  });

  it('refuses filters it does not support as invalidFilter', async () => {
    for (const filter of [
      'userName co "a"',
      'title eq "x"',
      'userName eq',
      'userName eq "a" and active eq true',
      'nonsense',
    ]) {
      expectScimError(
        await scim.get(`${BASE}/Users?filter=${encodeURIComponent(filter)}`),
        400,
        'invalidFilter',
      );
    }
    expectScimError(await scim.get(`${BASE}/Users?count=abc`), 400, 'invalidValue');
  });

  it('answers 409 uniqueness for a taken userName, externalId or group name, and 404 for unknown ids', async () => {
    const user = await provisionUser();
    expectScimError(
      await scim.post(`${BASE}/Users`, entraUser(user.userName.toUpperCase(), 'another')),
      409,
      'uniqueness',
    );
    expectScimError(
      await scim.post(`${BASE}/Users`, entraUser(`fresh-${Date.now()}@example.com`, `ext-${user.userName}`)),
      409,
      'uniqueness',
    );
    const group = await provisionGroup();
    expectScimError(
      await scim.post(`${BASE}/Groups`, { schemas: [], displayName: group.displayName }),
      409,
      'uniqueness',
    );
    expectScimError(await scim.get(`${BASE}/Users/999999999`), 404);
    expectScimError(await scim.get(`${BASE}/Users/not-a-number`), 404);
    expectScimError(
      await scim.patch(
        `${BASE}/Groups/${crypto.randomUUID()}`,
        patch([{ op: 'Add', path: 'members', value: [] }]),
      ),
      404,
    );
    expectScimError(await scim.get(`${BASE}/Nothing`), 404);
  });

  it('refuses bodies it cannot read as invalidSyntax or invalidValue', async () => {
    const user = await provisionUser();
    expectScimError(await scim.post(`${BASE}/Users`, '{not json'), 400, 'invalidSyntax');
    expectScimError(await scim.post(`${BASE}/Users`, { schemas: [] }), 400, 'invalidValue');
    expectScimError(await scim.post(`${BASE}/Users`, entraUser('not-an-email', 'x-1')), 400, 'invalidValue');
    expectScimError(
      await scim.patch(`${BASE}/Users/${user.id}`, { schemas: [PATCH_OP] }),
      400,
      'invalidSyntax',
    );
    expectScimError(
      await scim.patch(
        `${BASE}/Users/${user.id}`,
        patch([{ op: 'Replace', path: 'active', value: 'maybe' }]),
      ),
      400,
      'invalidValue',
    );
    expectScimError(
      await scim.patch(`${BASE}/Users/${user.id}`, patch([{ op: 'Remove', path: 'userName' }])),
      400,
      'mutability',
    );
    const group = await provisionGroup();
    expectScimError(
      await scim.patch(
        `${BASE}/Groups/${group.id}`,
        patch([{ op: 'Add', path: 'members', value: [{ value: '999999999' }] }]),
      ),
      400,
      'invalidValue',
    );
  });

  it('accepts application/json bodies too', async () => {
    const response = await requestsWith(context.app, { authorization: `Bearer ${secret}` }).post(
      `${BASE}/Users`,
      entraUser(`json-${Date.now()}@example.com`, `json-${Date.now()}`),
    );
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('lists', () => {
  it('pages with startIndex and count and says totalResults', async () => {
    await provisionUser();
    await provisionUser();
    const all = (await scim.get(`${BASE}/Users?count=200`)).json();
    expect(all.totalResults).toBeGreaterThan(3);
    const page = await scim.get(`${BASE}/Users?startIndex=2&count=2`);
    expect(page.json()).toMatchObject({ totalResults: all.totalResults, startIndex: 2, itemsPerPage: 2 });
    expect(page.json().Resources.map((user: { id: string }) => user.id)).toEqual(
      all.Resources.slice(1, 3).map((user: { id: string }) => user.id),
    );
    const countOnly = (await scim.get(`${BASE}/Users?count=0`)).json();
    expect(countOnly).toMatchObject({ totalResults: all.totalResults, itemsPerPage: 0, Resources: [] });
    const beyond = (await scim.get(`${BASE}/Users?startIndex=100000`)).json();
    expect(beyond).toMatchObject({ totalResults: all.totalResults, Resources: [] });
  });

  it('answers the discovery documents', async () => {
    const config = await scim.get(`${BASE}/ServiceProviderConfig`);
    expect(config.statusCode).toBe(200);
    expect(config.json()).toMatchObject({
      patch: { supported: true },
      filter: { supported: true },
      bulk: { supported: false },
    });
    const types = (await scim.get(`${BASE}/ResourceTypes`)).json();
    expect(types.Resources.map((type: { id: string }) => type.id)).toEqual(['User', 'Group']);
    const schemas = (await scim.get(`${BASE}/Schemas`)).json();
    expect(schemas.totalResults).toBe(2);
    const userSchema = await scim.get(`${BASE}/Schemas/urn:ietf:params:scim:schemas:core:2.0:User`);
    expect(userSchema.json().attributes.map((attribute: { name: string }) => attribute.name)).toContain(
      'userName',
    );
  });
});

describe('a provisioned person signs in', () => {
  it('through the development provider, by the email they were provisioned with, with the role of their group', async () => {
    const email = `signs-in-${Date.now()}@example.com`;
    const user = await provisionUser(email);
    const group = await provisionGroup();
    await mapGroup(group.id, { role: 'reports', teamLeadId: null });
    await scim.patch(
      `${BASE}/Groups/${group.id}`,
      patch([{ op: 'Add', path: 'members', value: [{ value: user.id }] }]),
    );

    const { location, jar } = await signInThroughProvider(context.app, email, '/reports');
    expect(location).toBe('/reports');
    const me = await requestsWith(context.app, {
      cookie: `timekeep_session=${jar.get('timekeep_session')}`,
    }).get('/api/user');
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().currentUser).toMatchObject({ email, roles: ['employee', 'reports'] });
    // Linked to the provider's subject at that first sign-in, as the OIDC linking does.
    expect((await personRow(user.id)).oidcSubject).toBe(email);

    // Deactivated by the provider: no sign-in.
    await scim.patch(`${BASE}/Users/${user.id}`, patch([{ op: 'Replace', path: 'active', value: false }]));
    const refused = await signInThroughProvider(context.app, email, '/reports');
    expect(refused.location).toMatch(/^\/login\?error=permission_failed/);
  });
});

describe('the SCIM token and the group mapping (admins only)', () => {
  it('is generated, shown once, replaced by a new one, revoked, and audited; its use is noted', async () => {
    const before = scimSettingsResponseSchema.parse((await admin.get('/api/admin/scim')).json());
    expect(before.baseUrl).toBe(`${TEST_PUBLIC_URL}/scim/v2`);
    expect(before.token?.prefix).toBe(secret.slice(0, 11));
    expect(before.token?.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(before)).not.toContain(secret);

    const fresh = await generateToken();
    expect(fresh.secret).toMatch(/^scim_/);
    expect(fresh.token.prefix).toBe(fresh.secret.slice(0, 11));
    expectScimError(await scim.get(`${BASE}/Users`), 401);
    const renewed = provider(fresh.secret);
    expect((await renewed.get(`${BASE}/Users?count=1`)).statusCode).toBe(200);
    const [stored] = await context.database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.prefix, fresh.token.prefix));
    expect(stored).toMatchObject({ kind: 'scim', scopes: ['scim'], ownerId: admin.person.id });
    expect(stored!.tokenHash).not.toContain(fresh.secret);
    const created = await auditEntries(admin, { entity_type: 'api_token', entity_id: stored!.id });
    expect(created.map((entry) => entry.action)).toEqual(['scim_token_created']);

    const revoked = await admin.delete('/api/admin/scim/token');
    expect(revoked.statusCode, revoked.body).toBe(204);
    expectScimError(await renewed.get(`${BASE}/Users`), 401);
    expect(scimSettingsResponseSchema.parse((await admin.get('/api/admin/scim')).json()).token).toBeNull();
    expect((await latestAudit(admin, 'api_token', stored!.id))?.action).toBe('scim_token_revoked');
    expect((await admin.delete('/api/admin/scim/token')).statusCode).toBe(404);

    secret = (await generateToken()).secret;
    scim = provider(secret);
  });

  it('stops working when its owner is deactivated or is no longer an admin', async () => {
    const otherAdmin = await createPerson(context, { roles: ['employee', 'admin'] });
    const asOther = await signedIn(context, otherAdmin);
    const { secret: theirs } = await generateToken(asOther);
    const theirProvider = provider(theirs);
    expect((await theirProvider.get(`${BASE}/Users?count=1`)).statusCode).toBe(200);
    await context.database.db
      .update(people)
      .set({ roles: ['employee'] })
      .where(eq(people.id, otherAdmin.id));
    expectScimError(await theirProvider.get(`${BASE}/Users?count=1`), 403);
    await context.database.db.update(people).set({ enabled: false }).where(eq(people.id, otherAdmin.id));
    expectScimError(await theirProvider.get(`${BASE}/Users?count=1`), 401);

    secret = (await generateToken()).secret;
    scim = provider(secret);
  });

  it('lists the groups the provider pushed and sets their mapping; a lead must be a person', async () => {
    const group = await provisionGroup();
    const list = await admin.get('/api/admin/scim/groups');
    expect(list.statusCode).toBe(200);
    expect(list.json().groups).toContainEqual(
      expect.objectContaining({ id: group.id, role: null, teamLeadId: null, memberCount: 0 }),
    );
    const unknownLead = await admin.put(`/api/admin/scim/groups/${group.id}`, {
      role: 'employee',
      teamLeadId: 999999,
    });
    expect(unknownLead.statusCode).toBe(400);
    const lead = await personByEmail(context, 'manager2@example.com');
    const mapped = await mapGroup(group.id, { role: 'employee', teamLeadId: lead.id });
    expect(mapped).toMatchObject({ role: 'employee', teamLeadId: lead.id, teamLeadName: expect.any(String) });
    expect((await latestAudit(admin, 'scim_group', group.id))?.action).toBe('scim_group_mapped');
    const missing = await admin.put(`/api/admin/scim/groups/${crypto.randomUUID()}`, {
      role: null,
      teamLeadId: null,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses everyone but admins', async () => {
    const employee = await signedIn(context, 'employee@example.com');
    const group = await provisionGroup();
    for (const response of [
      await employee.get('/api/admin/scim'),
      await employee.post('/api/admin/scim/token'),
      await employee.delete('/api/admin/scim/token'),
      await employee.get('/api/admin/scim/groups'),
      await employee.put(`/api/admin/scim/groups/${group.id}`, { role: 'admin', teamLeadId: null }),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
    }
    expect(scimSettingsResponseSchema.parse((await admin.get('/api/admin/scim')).json()).token?.prefix).toBe(
      secret.slice(0, 11),
    );
  });
});

describe('the rate limit', () => {
  it('counts every request to /scim/v2 from one address, with the token or not, and answers 429 in SCIM format', async () => {
    const limited = await createTestApp({ SCIM_RATE_LIMIT: '3' }, { database: context.database });
    try {
      const from = { remoteAddress: '203.0.113.41' };
      const withToken = requestsWith(limited.app, { authorization: `Bearer ${secret}` });
      const statuses = [
        (await withToken.get(`${BASE}/ServiceProviderConfig`, from)).statusCode,
        (await requestsWith(limited.app).get(`${BASE}/Users`, from)).statusCode,
        (await withToken.get(`${BASE}/Users?count=1`, from)).statusCode,
      ];
      expect(statuses).toEqual([200, 401, 200]);
      const refused = await withToken.get(`${BASE}/Users?count=1`, from);
      expectScimError(refused, 429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(
        (await withToken.get(`${BASE}/Users?count=1`, { remoteAddress: '203.0.113.42' })).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
