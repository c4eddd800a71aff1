import { budgetBurnText } from '@timekeep/shared/domain/budget-rules';
import { addDays, todayIso } from '@timekeep/shared/domain/periods';
import { engagementBudgetResponseSchema } from '@timekeep/shared/schemas/budgets';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../../test/audit-log';
import { createEngagement, createPerson, createTimesheet, LONG_AGO } from '../../../test/factories';
import { expectRefusal } from '../../../test/refusals';
import { type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { engagementBudgets, resources } from '../../db/schema';

let context: TestContext;
let admin: SignedIn;
const today = todayIso();
const url = (engagementId: number) => `/api/admin/engagement_budgets/${engagementId}`;

beforeAll(async () => {
  context = await createTestApp();
  admin = await signedIn(context, 'admin@example.com');
});
afterAll(async () => {
  await context?.close();
});

/** A new engagement whose one person logs to it, and their lead. */
async function engagementWithPerson() {
  const lead = await createPerson(context);
  const person = await createPerson(context, { teamLeadId: lead.id });
  return { lead, person, ...(await createEngagement(context, person)) };
}

async function budgetOf(engagementId: number) {
  const response = await admin.get(url(engagementId));
  expect(response.statusCode, response.body).toBe(200);
  return engagementBudgetResponseSchema.parse(response.json());
}

describe('/api/admin/engagement_budgets/{engagementId}', () => {
  it('answers no budget and no burn for an engagement without either, 404 for an unknown one', async () => {
    const { engagement } = await engagementWithPerson();
    expect(await budgetOf(engagement.id)).toEqual({ budget: null, burn: [] });
    expectRefusal(await admin.get(url(999_999)), 404, 'not_found');
    expectRefusal(
      await admin.put(url(999_999), { kind: 'hours', amount: 100, span: 'engagement' }),
      404,
      'not_found',
    );
    expectRefusal(await admin.delete(url(999_999)), 404, 'not_found');
  });

  it('refuses a budget that is not one', async () => {
    const { engagement } = await engagementWithPerson();
    for (const body of [
      { kind: 'hours', amount: 0, span: 'engagement' },
      { kind: 'minutes', amount: 10, span: 'engagement' },
      { kind: 'hours', amount: 10, span: 'week' },
      { kind: 'hours', amount: 10, span: 'month', thresholds: [80, 80] },
      { kind: 'hours', amount: 10, span: 'month', thresholds: [] },
      { kind: 'hours', amount: 10, span: 'month', thresholds: [0] },
    ]) {
      expectRefusal(await admin.put(url(engagement.id), body), 400, 'validation_failed');
    }
    expect(
      await context.database.db
        .select()
        .from(engagementBudgets)
        .where(eq(engagementBudgets.engagementId, engagement.id)),
    ).toEqual([]);
  });

  it('sets a budget, counts a revision per change and none for a PUT that changes nothing, audited', async () => {
    const { engagement } = await engagementWithPerson();
    const created = await admin.put(url(engagement.id), { kind: 'hours', amount: 100, span: 'engagement' });
    expect(created.statusCode, created.body).toBe(200);
    expect(engagementBudgetResponseSchema.parse(created.json()).budget).toMatchObject({
      engagementId: engagement.id,
      kind: 'hours',
      amount: 100,
      span: 'engagement',
      thresholds: [80, 100],
      refuseBeyondBudget: false,
      revision: 1,
      spanStart: null,
      spanEnd: null,
      approved: 0,
      pending: 0,
      remaining: 100,
      percentApproved: 0,
      percentWithPending: 0,
      forecastEndDate: null,
    });
    const again = await admin.put(url(engagement.id), {
      kind: 'hours',
      amount: 100,
      span: 'engagement',
      thresholds: [100, 80],
      refuseBeyondBudget: false,
    });
    expect(again.json().budget.revision).toBe(1);

    const changed = await admin.put(url(engagement.id), {
      kind: 'fees',
      amount: 12_500.5,
      span: 'month',
      thresholds: [90, 50],
      refuseBeyondBudget: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().budget).toMatchObject({
      kind: 'fees',
      amount: 12_500.5,
      span: 'month',
      thresholds: [50, 90],
      refuseBeyondBudget: true,
      revision: 2,
      spanStart: `${today.slice(0, 7)}-01`,
    });

    const entries = await auditEntries(admin, { entity_type: 'engagement', entity_id: engagement.id });
    expect(entries.map((entry) => entry.action)).toEqual([
      'engagement_budget_updated',
      'engagement_budget_created',
    ]);
    expect(entries[0]).toMatchObject({
      before: { kind: 'hours', amount: 100, span: 'engagement', thresholds: [80, 100], revision: 1 },
      after: { kind: 'fees', amount: 12_500.5, span: 'month', thresholds: [50, 90], revision: 2 },
    });
  });

  it('deletes a budget (204, audited), and an engagement without one answers 204 as well', async () => {
    const { engagement } = await engagementWithPerson();
    await admin.put(url(engagement.id), { kind: 'hours', amount: 40, span: 'engagement' });
    const deleted = await admin.delete(url(engagement.id));
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await budgetOf(engagement.id)).budget).toBeNull();
    const [entry] = await auditEntries(admin, {
      entity_type: 'engagement',
      entity_id: engagement.id,
      limit: 1,
    });
    expect(entry).toMatchObject({ action: 'engagement_budget_deleted', before: { amount: 40 } });
    expect((await admin.delete(url(engagement.id))).statusCode).toBe(204);
  });

  it('says 80% approved and 95% with pending, and the burn week by week from the first hours to this week', async () => {
    const { engagement, resource, person, lead } = await engagementWithPerson();
    const other = await createPerson(context, { teamLeadId: lead.id });
    const [theirs] = await context.database.db
      .insert(resources)
      .values({ engagementRoleId: resource.engagementRoleId, personId: other.id, startDate: LONG_AGO })
      .returning();
    const earlier = addDays(today, -21);
    await createTimesheet(context, person, {
      date: earlier,
      status: 'approved',
      rows: [{ resourceId: resource.id, entries: [{ date: earlier, hours: 8 }] }],
    });
    await createTimesheet(context, person, {
      status: 'approved',
      rows: [{ resourceId: resource.id, entries: [{ date: today, hours: 8 }] }],
    });
    await createTimesheet(context, other, {
      status: 'pending',
      rows: [{ resourceId: theirs!.id, entries: [{ date: today, hours: 3 }] }],
    });
    await admin.put(url(engagement.id), { kind: 'hours', amount: 20, span: 'engagement' });
    const { budget, burn } = await budgetOf(engagement.id);
    expect(budget).toMatchObject({
      approved: 16,
      pending: 3,
      remaining: 1,
      percentApproved: 80,
      percentWithPending: 95,
    });
    expect(budgetBurnText(budget!.percentApproved, budget!.percentWithPending)).toBe(
      '80% approved, 95% with pending',
    );

    const monday = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
    const weeks = [];
    for (let week = monday(earlier); week <= monday(today); week = addDays(week, 7)) weeks.push(week);
    expect(burn.map((point) => point.weekStart)).toEqual(weeks);
    expect(burn[0]).toEqual({ weekStart: weeks[0], approved: 8, pending: 0 });
    expect(burn.at(-1)).toEqual({ weekStart: monday(today), approved: 16, pending: 3 });
    expect(burn.slice(1, -1).every((point) => point.approved === 8 && point.pending === 0)).toBe(true);
  });

  it("draws a monthly budget over this month's weeks, counting this month's periods only", async () => {
    const { engagement, resource, person } = await engagementWithPerson();
    const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1);
    await createTimesheet(context, person, {
      date: lastMonth,
      status: 'approved',
      rows: [{ resourceId: resource.id, entries: [{ date: lastMonth, hours: 8 }] }],
    });
    await createTimesheet(context, person, {
      status: 'pending',
      rows: [{ resourceId: resource.id, entries: [{ date: today, hours: 2 }] }],
    });
    await admin.put(url(engagement.id), { kind: 'fees', amount: 1000, span: 'month' });
    const { budget, burn } = await budgetOf(engagement.id);
    // The role's rate is $150.
    expect(budget).toMatchObject({ approved: 0, pending: 300, percentWithPending: 30 });
    expect(burn[0]!.weekStart <= `${today.slice(0, 7)}-01`).toBe(true);
    expect(burn[0]!.weekStart > addDays(`${today.slice(0, 7)}-01`, -7)).toBe(true);
    expect(burn.at(-1)).toMatchObject({ approved: 0, pending: 300 });
  });
});
