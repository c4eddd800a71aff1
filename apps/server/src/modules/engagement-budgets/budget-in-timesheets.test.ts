import { beyondBudgetMessage } from '@timekeep/shared/domain/budget-rules';
import { addDays, todayIso } from '@timekeep/shared/domain/periods';
import { timesheetResponseSchema } from '@timekeep/shared/schemas/timesheets';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngagement, createPerson, createTimesheet, LONG_AGO, periodOn } from '../../../test/factories';
import { expectRefusal } from '../../../test/refusals';
import { type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { resources, timesheets } from '../../db/schema';

/**
 * Issue 40 in the grid: a row shows its engagement's budget, and a save that would take an engagement that
 * refuses hours beyond its budget past it is refused, with ONE statement more, only then.
 */
let context: TestContext;
let admin: SignedIn;
const today = todayIso();
let period: Awaited<ReturnType<typeof periodOn>>;

beforeAll(async () => {
  context = await createTestApp();
  admin = await signedIn(context, 'admin@example.com');
  period = await periodOn(context, today);
});
afterAll(async () => {
  await context?.close();
});

/** Entries of at most eight hours a day from the first day of the period holding `date`. */
async function entriesOf(hours: number, date = today) {
  const { startDate } = await periodOn(context, date);
  const entries = [];
  for (let day = 0; hours > 0; day += 1) {
    entries.push({ date: addDays(startDate, day), hours: Math.min(8, hours) });
    hours -= 8;
  }
  return entries;
}

/**
 * An engagement with a budget, others' timesheets on it (approved and pending, in the period holding `date`),
 * and a new person assigned to it, signed in, who has not saved this period yet.
 */
async function budgeted(
  budget: Record<string, unknown> | null,
  others: { approved?: number; pending?: number; date?: string } = {},
) {
  const lead = await createPerson(context);
  const made = await createEngagement(context, lead);
  const logged = async (status: 'approved' | 'pending', hours: number | undefined) => {
    if (!hours) return;
    const member = await createPerson(context, { teamLeadId: lead.id });
    const [resource] = await context.database.db
      .insert(resources)
      .values({ engagementRoleId: made.role.id, personId: member.id, startDate: LONG_AGO })
      .returning();
    await createTimesheet(context, member, {
      date: others.date ?? today,
      status,
      rows: [{ resourceId: resource!.id, entries: await entriesOf(hours, others.date) }],
    });
  };
  await logged('approved', others.approved);
  await logged('pending', others.pending);
  if (budget) {
    const put = await admin.put(`/api/admin/engagement_budgets/${made.engagement.id}`, budget);
    expect(put.statusCode, put.body).toBe(200);
  }
  const person = await createPerson(context, { teamLeadId: lead.id });
  const [resource] = await context.database.db
    .insert(resources)
    .values({ engagementRoleId: made.role.id, personId: person.id, startDate: LONG_AGO })
    .returning();
  return { ...made, person, resource: resource!, as: await signedIn(context, person) };
}

const row = (resourceId: number, hours: number, id?: number) => ({
  ...(id ? { id } : {}),
  resourceId,
  timesheetEntries: [{ date: period.startDate, hours, note: null }],
});

function firstSave(as: SignedIn, rows: ReturnType<typeof row>[]) {
  return as.post('/api/timesheet', { timesheetPeriodId: period.id, version: 0, timesheetRows: rows });
}

async function saved(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(200);
  return timesheetResponseSchema.parse(response.json()).timesheet;
}

const refuses = { refuseBeyondBudget: true };

describe('refusing hours beyond a budget', () => {
  it('refuses a save past 100 approved and pending hours, naming what is left, and writes nothing', async () => {
    const { as, engagement, resource, person } = await budgeted(
      { kind: 'hours', amount: 100, span: 'engagement', ...refuses },
      { approved: 80, pending: 15 },
    );
    const refused = await firstSave(as, [row(resource.id, 6)]);
    expectRefusal(refused, 422, 'rule_violation', 'timesheetRows');
    expect((refused.json() as { error: { message: string } }).error.message).toBe(
      beyondBudgetMessage(engagement.name, 'hours', 5),
    );
    expect(beyondBudgetMessage(engagement.name, 'hours', 5)).toBe(
      `${engagement.name} has 5.00 hours left in its budget; this save would pass it.`,
    );
    expect(
      await context.database.db.select().from(timesheets).where(eq(timesheets.personId, person.id)),
    ).toEqual([]);

    const inside = await saved(await firstSave(as, [row(resource.id, 5)]));
    expect(inside.hoursTotal).toBe(5);
  });

  it('accepts a save that adds nothing to an engagement past its budget, and time on other engagements', async () => {
    const { as, engagement, resource, person } = await budgeted(
      { kind: 'hours', amount: 100, span: 'engagement', ...refuses },
      { approved: 80, pending: 15 },
    );
    const first = await saved(await firstSave(as, [row(resource.id, 5)]));
    // The budget lowered: 95 of 90 are approved or pending, and this timesheet holds 5 more.
    await admin.put(`/api/admin/engagement_budgets/${engagement.id}`, {
      kind: 'hours',
      amount: 90,
      span: 'engagement',
      ...refuses,
    });
    const other = await createEngagement(context, person);
    const rowId = first.timesheetRows[0]!.id;
    const same = await saved(
      await as.put(`/api/timesheet/${first.id}`, {
        timesheetPeriodId: period.id,
        version: first.version,
        timesheetRows: [row(resource.id, 5, rowId), row(other.resource.id, 8)],
      }),
    );
    expect(same.hoursTotal).toBe(13);
    const less = await saved(
      await as.put(`/api/timesheet/${first.id}`, {
        timesheetPeriodId: period.id,
        version: same.version,
        timesheetRows: [row(resource.id, 4, rowId), row(other.resource.id, 8, same.timesheetRows[1]!.id)],
      }),
    );
    expect(less.hoursTotal).toBe(12);

    const more = await as.put(`/api/timesheet/${first.id}`, {
      timesheetPeriodId: period.id,
      version: less.version,
      timesheetRows: [row(resource.id, 4.5, rowId), row(other.resource.id, 8, less.timesheetRows[1]!.id)],
    });
    expectRefusal(more, 422, 'rule_violation', 'timesheetRows');
    expect((more.json() as { error: { message: string } }).error.message).toBe(
      `${engagement.name} is at its budget: nothing is left, so no more hours can be saved to it.`,
    );
    // The submit that sends rows is refused the same way; one that sends none adds nothing.
    const submitted = await as.patch(`/api/timesheet/${first.id}/submit`, {
      version: less.version,
      timesheetRows: [row(resource.id, 6, rowId)],
    });
    expectRefusal(submitted, 422, 'rule_violation', 'timesheetRows');
    const plain = await as.patch(`/api/timesheet/${first.id}/submit`, { version: less.version });
    expect(plain.statusCode, plain.body).toBe(200);
  });

  it('never refuses when the budget does not refuse', async () => {
    const { as, resource } = await budgeted(
      { kind: 'hours', amount: 10, span: 'engagement' },
      { approved: 10 },
    );
    expect((await saved(await firstSave(as, [row(resource.id, 8)]))).hoursTotal).toBe(8);
  });

  it("counts only the month of the timesheet's period for a monthly budget", async () => {
    const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1);
    const { as, engagement, resource, role, person } = await budgeted(
      { kind: 'hours', amount: 20, span: 'month', ...refuses },
      { approved: 16, date: lastMonth },
    );
    // Last month's 16 hours do not count: 12 this month (another person's, pending) and 9 pass 20.
    const member = await createPerson(context, { teamLeadId: person.teamLeadId });
    const [theirs] = await context.database.db
      .insert(resources)
      .values({ engagementRoleId: role.id, personId: member.id, startDate: LONG_AGO })
      .returning();
    const monthStart = `${today.slice(0, 7)}-01`;
    await createTimesheet(context, member, {
      date: monthStart,
      status: 'pending',
      rows: [{ resourceId: theirs!.id, entries: await entriesOf(12, monthStart) }],
    });
    const refused = await firstSave(as, [row(resource.id, 9)]);
    expectRefusal(refused, 422, 'rule_violation', 'timesheetRows');
    expect((refused.json() as { error: { message: string } }).error.message).toBe(
      beyondBudgetMessage(engagement.name, 'hours', 8),
    );
    expect((await saved(await firstSave(as, [row(resource.id, 8)]))).hoursTotal).toBe(8);
  });

  it('counts fees as hours times the role rate', async () => {
    // The role's rate is $150: 6 hours are $900, 7 are $1,050.
    const { as, engagement, resource } = await budgeted({
      kind: 'fees',
      amount: 1000,
      span: 'engagement',
      ...refuses,
    });
    const refused = await firstSave(as, [row(resource.id, 7)]);
    expect((refused.json() as { error: { message: string } }).error.message).toBe(
      `${engagement.name} has $1,000.00 left in its budget; this save would pass it.`,
    );
    expect((await saved(await firstSave(as, [row(resource.id, 6)]))).hoursTotal).toBe(6);
    const lead = await signedIn(context, 'admin@example.com');
    const budget = await lead.get(`/api/admin/engagement_budgets/${engagement.id}`);
    expect(budget.json().budget).toMatchObject({ kind: 'fees', approved: 0, pending: 0, remaining: 1000 });
  });
});

describe("a row's budget in the timesheet", () => {
  it('shows the budget on each row of a budgeted engagement, over past 100% with pending', async () => {
    const { as, resource, person } = await budgeted(
      { kind: 'hours', amount: 90, span: 'engagement' },
      { approved: 80, pending: 15 },
    );
    const other = await createEngagement(context, person);
    await saved(await firstSave(as, [row(resource.id, 2), row(other.resource.id, 3)]));
    const read = await as.get('/api/timesheet');
    const rows = timesheetResponseSchema.parse(read.json()).timesheet.timesheetRows;
    expect(rows.map((each) => each.budget)).toEqual([
      {
        kind: 'hours',
        remaining: -5,
        percentWithPending: 105.6,
        overBudget: true,
        refuseBeyondBudget: false,
      },
      null,
    ]);
  });

  it('is not over at exactly 100%', async () => {
    const { as, resource } = await budgeted(
      { kind: 'hours', amount: 95, span: 'engagement' },
      { approved: 80, pending: 15 },
    );
    const first = await saved(await firstSave(as, [row(resource.id, 1)]));
    expect(first.timesheetRows[0]!.budget).toEqual({
      kind: 'hours',
      remaining: 0,
      percentWithPending: 100,
      overBudget: false,
      refuseBeyondBudget: false,
    });
  });
});

describe('statements of a save with a budget', () => {
  it('sends one statement more only when a row logs to an engagement that refuses beyond its budget', async () => {
    const count = async (budget: Record<string, unknown> | null) => {
      const { as, resource } = await budgeted(budget, { approved: 10 });
      const { result, statements } = await context.database.statements.during(() =>
        firstSave(as, [row(resource.id, 4)]),
      );
      expect(result.statusCode, result.body).toBe(200);
      return statements;
    };
    const without = await count(null);
    const notRefusing = await count({ kind: 'hours', amount: 100, span: 'engagement' });
    const refusing = await count({ kind: 'hours', amount: 100, span: 'engagement', ...refuses });
    expect(notRefusing.length).toBe(without.length);
    expect(refusing.length).toBe(without.length + 1);
    // The session, the timesheet, the assignments, (the budget check,) the write and the read after it.
    expect(without).toHaveLength(5);
    expect(refusing.filter((statement) => !without.includes(statement))).toHaveLength(1);
  });
});
