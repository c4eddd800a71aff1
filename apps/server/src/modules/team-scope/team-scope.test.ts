import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { people } from '../../db/schema';
import type { Actor } from '../../plugins/access';
import { resolveSession } from '../auth/auth.service';
import { mayViewAsLead, scopeCovers, teamScopeOf } from './team-scope';
import { listPeopleInScope } from './team-scope.queries';

let context: TestContext;
const ids: Record<string, number> = {};

beforeAll(async () => {
  context = await createTestApp();
  for (const row of await context.database.db.select({ id: people.id, email: people.email }).from(people)) {
    ids[row.email.split('@')[0]!] = row.id;
  }
});
afterAll(async () => {
  await context?.close();
});

/** The actor a session resolves to, as every request sees it. */
async function actorOf(email: string): Promise<Actor> {
  const token = (await signedIn(context, email)).cookie.split('=')[1]!;
  const actor = await resolveSession(
    { db: context.database.db, sessionIdleMs: 60_000, sessionMaxAgeMs: 60_000 },
    token,
  );
  return actor!;
}

async function leadOf(personId: number) {
  const [row] = await context.database.db
    .select({ teamLeadId: people.teamLeadId })
    .from(people)
    .where(eq(people.id, personId));
  return row!;
}

describe('team scope', () => {
  it('covers a lead’s direct reports and the team of a lead they may view as, loaded with the session', async () => {
    const manager = await actorOf('manager@example.com');
    expect(manager.viewableLeadIds).toEqual([ids.manager2]);
    const scope = teamScopeOf(manager);
    expect(scopeCovers(scope, await leadOf(ids.employee!))).toBe(true);
    expect(scopeCovers(scope, await leadOf(ids.newhire!))).toBe(true);
    expect(mayViewAsLead(scope, ids.manager2!)).toBe(true);
    const covered = (await listPeopleInScope(context.database.db, scope)).map((person) => person.id);
    expect(covered).toEqual(expect.arrayContaining([ids.employee, ids.contractor, ids.newhire]));
  });

  it('goes one way only: the related lead does not see the team of the lead who may view as them', async () => {
    const manager2 = await actorOf('manager2@example.com');
    expect(manager2.viewableLeadIds).toEqual([]);
    const scope = teamScopeOf(manager2);
    expect(scopeCovers(scope, await leadOf(ids.newhire!))).toBe(true);
    expect(scopeCovers(scope, await leadOf(ids.employee!))).toBe(false);
    expect(mayViewAsLead(scope, ids.manager!)).toBe(false);
    const covered = (await listPeopleInScope(context.database.db, scope)).map((person) => person.id);
    expect(covered).toContain(ids.newhire);
    expect(covered).not.toContain(ids.employee);
  });

  it('covers everyone for an admin', async () => {
    const admin = await actorOf('admin@example.com');
    const scope = teamScopeOf(admin);
    expect(scope).toEqual({ everyone: true });
    expect(scopeCovers(scope, { teamLeadId: null })).toBe(true);
    const everyone = await context.database.db.select({ id: people.id }).from(people);
    expect(await listPeopleInScope(context.database.db, scope)).toHaveLength(everyone.length);
  });

  it('covers nobody for someone who leads no one and may view as no one', async () => {
    const employee = await actorOf('employee@example.com');
    const scope = teamScopeOf(employee);
    expect(scopeCovers(scope, await leadOf(ids.contractor!))).toBe(false);
    expect(scopeCovers(scope, { teamLeadId: null })).toBe(false);
    expect(mayViewAsLead(scope, ids.manager!)).toBe(false);
    expect(await listPeopleInScope(context.database.db, scope)).toEqual([]);
  });
});
