import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson } from '../../../test/factories';
import { type Person, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import type { Actor } from '../../core/actor';
import { people } from '../../db/schema';
import { resolveSession } from '../../modules/auth/resolve-session';
import { mayViewAsLead, scopeCovers, type TeamScope, teamScopeOf } from './team-scope';
import { inScope } from './team-scope.queries';

let context: TestContext;

/** A lead with two reports, a lead who may view as them, another lead, an admin and someone who leads no one. */
let lead: Person;
let reports: Person[];
let relatedLead: Person;
let relatedLeadReport: Person;
let otherLead: Person;
let otherLeadReport: Person;
let admin: Person;
let stranger: Person;

beforeAll(async () => {
  context = await createTestApp();
  lead = await createPerson(context, { firstName: 'Lena', lastName: 'Lead' });
  reports = [
    await createPerson(context, { firstName: 'Ada', lastName: 'Aaron', teamLeadId: lead.id }),
    await createPerson(context, { firstName: 'Bo', lastName: 'Baker', teamLeadId: lead.id }),
  ];
  relatedLead = await createPerson(context, {
    firstName: 'Rita',
    lastName: 'Related',
    viewsAsLeadIds: [lead.id],
  });
  relatedLeadReport = await createPerson(context, {
    firstName: 'Cy',
    lastName: 'Carter',
    teamLeadId: relatedLead.id,
  });
  otherLead = await createPerson(context, { firstName: 'Otto', lastName: 'Other' });
  otherLeadReport = await createPerson(context, {
    firstName: 'Di',
    lastName: 'Dunn',
    teamLeadId: otherLead.id,
  });
  admin = await createPerson(context, { roles: ['admin', 'employee'] });
  stranger = await createPerson(context, { firstName: 'Sam', lastName: 'Stranger' });
});
afterAll(async () => {
  await context?.close();
});

/** The actor a session resolves to, as every request sees it. */
async function actorOf(person: Person): Promise<Actor> {
  const token = (await signedIn(context, person)).cookie.split('=')[1]!;
  const session = await resolveSession(
    { db: context.database.db, sessionIdleMs: 60_000, sessionMaxAgeMs: 60_000 },
    token,
  );
  return session!.actor;
}

const idsOf = (list: readonly { id: number }[]) => list.map((person) => person.id);

/** The people a scope's SQL condition takes in, by last and first name, as the team and report queries use it. */
function listPeopleInScope(scope: TeamScope) {
  return context.database.db
    .select({ id: people.id })
    .from(people)
    .where(inScope(scope))
    .orderBy(asc(people.lastName), asc(people.firstName), asc(people.id));
}

describe('team scope', () => {
  it('covers a lead’s direct reports and nobody else’s', async () => {
    const actor = await actorOf(lead);
    expect(actor.viewableLeadIds).toEqual([]);
    const scope = teamScopeOf(actor);
    expect(scope).toEqual({ everyone: false, leadIds: [lead.id] });
    for (const report of reports) expect(scopeCovers(scope, report)).toBe(true);
    expect(scopeCovers(scope, otherLeadReport)).toBe(false);
    expect(scopeCovers(scope, relatedLeadReport)).toBe(false);
    expect(scopeCovers(scope, lead)).toBe(false);
    expect(mayViewAsLead(scope, lead.id)).toBe(true);
    expect(mayViewAsLead(scope, otherLead.id)).toBe(false);
    expect(idsOf(await listPeopleInScope(scope))).toEqual(idsOf(reports));
  });

  it('covers the team of a lead one may view as, loaded with the session, one way only', async () => {
    const related = await actorOf(relatedLead);
    expect(related.viewableLeadIds).toEqual([lead.id]);
    const scope = teamScopeOf(related);
    expect(scopeCovers(scope, relatedLeadReport)).toBe(true);
    for (const report of reports) expect(scopeCovers(scope, report)).toBe(true);
    expect(scopeCovers(scope, otherLeadReport)).toBe(false);
    expect(mayViewAsLead(scope, lead.id)).toBe(true);
    expect(mayViewAsLead(scope, otherLead.id)).toBe(false);
    // By last name: Aaron, Baker (the lead's), Carter (their own).
    expect(idsOf(await listPeopleInScope(scope))).toEqual([...idsOf(reports), relatedLeadReport.id]);

    const viewedLead = teamScopeOf(await actorOf(lead));
    expect(scopeCovers(viewedLead, relatedLeadReport)).toBe(false);
    expect(mayViewAsLead(viewedLead, relatedLead.id)).toBe(false);
    expect(idsOf(await listPeopleInScope(viewedLead))).not.toContain(relatedLeadReport.id);
  });

  it('covers everyone for an admin, people without a lead and other leads’ teams included', async () => {
    const scope = teamScopeOf(await actorOf(admin));
    expect(scope).toEqual({ everyone: true });
    expect(scopeCovers(scope, { teamLeadId: null })).toBe(true);
    expect(scopeCovers(scope, otherLeadReport)).toBe(true);
    expect(mayViewAsLead(scope, otherLead.id)).toBe(true);
    const everyone = await context.database.db.select({ id: people.id }).from(people);
    const covered = idsOf(await listPeopleInScope(scope));
    expect([...covered].sort((a, b) => a - b)).toEqual(idsOf(everyone).sort((a, b) => a - b));
  });

  it('covers nobody for someone who leads no one and may view as no one', async () => {
    const actor = await actorOf(stranger);
    expect(actor.viewableLeadIds).toEqual([]);
    const scope = teamScopeOf(actor);
    for (const person of [...reports, relatedLeadReport, otherLeadReport, { teamLeadId: null }]) {
      expect(scopeCovers(scope, person)).toBe(false);
    }
    expect(mayViewAsLead(scope, lead.id)).toBe(false);
    expect(await listPeopleInScope(scope)).toEqual([]);
  });
});
