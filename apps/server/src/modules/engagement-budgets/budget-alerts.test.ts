import { budgetBurnText } from '@timekeep/shared/domain/budget-rules';
import { addDays, todayIso } from '@timekeep/shared/domain/periods';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngagement, createPerson, createTimesheet, LONG_AGO, periodOn } from '../../../test/factories';
import { emailJobsOf } from '../../../test/notification-mail';
import { type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { engagementBudgetAlerts, notifications, people, resources } from '../../db/schema';

/**
 * Issue 40: crossing a threshold of approved burn tells the engagement manager and every enabled admin once
 * per (engagement, budget revision, threshold, month), in the app and by email.
 */
let context: TestContext;
let admin: SignedIn;
const today = todayIso();

beforeAll(async () => {
  context = await createTestApp();
  admin = await signedIn(context, 'admin@example.com');
});
afterAll(async () => {
  await context?.close();
});

/** Entries of at most eight hours a day from the first day of the period holding `date`. */
async function entriesOf(hours: number, date = today) {
  const period = await periodOn(context, date);
  const entries = [];
  for (let day = 0; hours > 0; day += 1) {
    entries.push({ date: addDays(period.startDate, day), hours: Math.min(8, hours) });
    hours -= 8;
  }
  return entries;
}

/** An engagement managed by a new person, with a lead whose team logs to it. */
async function budgetedEngagement(budget: Record<string, unknown>) {
  const manager = await createPerson(context, { firstName: 'Mona', lastName: 'Manager' });
  const lead = await createPerson(context);
  const made = await createEngagement(context, lead, {
    engagement: { engagementManagerId: manager.id },
  });
  const put = await admin.put(`/api/admin/engagement_budgets/${made.engagement.id}`, budget);
  expect(put.statusCode, put.body).toBe(200);
  return { manager, lead, asLead: await signedIn(context, lead), ...made };
}

/** A member of the lead's team with a pending timesheet of `hours` on the engagement's role. */
async function pendingTimesheet(
  lead: { id: number },
  roleId: number,
  hours: number,
  date = today,
): Promise<{ id: number; version: number }> {
  const member = await createPerson(context, { teamLeadId: lead.id });
  const [resource] = await context.database.db
    .insert(resources)
    .values({ engagementRoleId: roleId, personId: member.id, startDate: LONG_AGO })
    .returning();
  const { timesheet } = await createTimesheet(context, member, {
    date,
    status: 'pending',
    rows: [{ resourceId: resource!.id, entries: await entriesOf(hours, date) }],
  });
  return timesheet;
}

async function approve(as: SignedIn, timesheet: { id: number }) {
  const response = await as.patch(`/api/team/timesheets/${timesheet.id}/approve`, {});
  expect(response.statusCode, response.body).toBe(200);
}

function toldOf(engagementId: number) {
  return context.database.db
    .select({
      id: notifications.id,
      recipientId: notifications.recipientId,
      subject: notifications.subject,
      link: notifications.link,
      detail: notifications.detail,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.kind, 'budget_threshold'),
        sql`(${notifications.detail}->>'engagementId')::int = ${engagementId}`,
      ),
    )
    .orderBy(notifications.id);
}

async function enabledAdminIds() {
  const admins = await context.database.db
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.enabled, true), sql`'admin' = ANY(${people.roles})`));
  return admins.map((person) => person.id);
}

describe('budget threshold alerts', () => {
  it('tells the manager and every admin once at 80%, not again, and again after the budget changes', async () => {
    const { manager, lead, asLead, engagement, role } = await budgetedEngagement({
      kind: 'hours',
      amount: 100,
      span: 'engagement',
    });
    const admins = await enabledAdminIds();
    expect(admins.length).toBeGreaterThan(0);

    await approve(asLead, await pendingTimesheet(lead, role.id, 79));
    expect(await toldOf(engagement.id)).toEqual([]);

    await approve(asLead, await pendingTimesheet(lead, role.id, 1));
    const told = await toldOf(engagement.id);
    expect(told.map((message) => message.recipientId).sort()).toEqual([manager.id, ...admins].sort());
    for (const message of told) {
      expect(message.subject).toBe(`${engagement.name} passed 80% of its budget: ${budgetBurnText(80, 80)}.`);
      expect(message.detail).toEqual({
        engagementId: engagement.id,
        revision: 1,
        threshold: 80,
        month: null,
      });
      expect(message.link).toBe(
        message.recipientId === manager.id
          ? `/reports/budget?projectId=${engagement.id}`
          : `/engagements/${engagement.id}`,
      );
    }
    const jobs = await emailJobsOf(
      context.database,
      told.map((message) => message.id),
    );
    expect(jobs.map((job) => job.notificationId).sort()).toEqual(told.map((message) => message.id).sort());

    // 80% approved, 95% with pending: a second approval past 80 tells nobody again.
    await pendingTimesheet(lead, role.id, 10);
    await approve(asLead, await pendingTimesheet(lead, role.id, 5));
    expect(await toldOf(engagement.id)).toHaveLength(told.length);

    // A new revision of the budget: 85 of 90 approved is past 80% again, and said at once.
    const lowered = await admin.put(`/api/admin/engagement_budgets/${engagement.id}`, {
      kind: 'hours',
      amount: 90,
      span: 'engagement',
    });
    expect(lowered.json().budget).toMatchObject({
      revision: 2,
      percentApproved: 94.4,
      percentWithPending: 105.6,
    });
    const again = (await toldOf(engagement.id)).slice(told.length);
    expect(again.map((message) => message.recipientId).sort()).toEqual([manager.id, ...admins].sort());
    expect(again[0]!.subject).toBe(
      `${engagement.name} passed 80% of its budget: ${budgetBurnText(94.4, 105.6)}.`,
    );
    expect(again[0]!.detail).toMatchObject({ revision: 2, threshold: 80 });

    const alerts = await context.database.db
      .select({ revision: engagementBudgetAlerts.revision, threshold: engagementBudgetAlerts.threshold })
      .from(engagementBudgetAlerts)
      .where(eq(engagementBudgetAlerts.engagementId, engagement.id))
      .orderBy(engagementBudgetAlerts.id);
    expect(alerts).toEqual([
      { revision: 1, threshold: 80 },
      { revision: 2, threshold: 80 },
    ]);
  });

  it('names the highest threshold a bulk approval crosses at once, and records each', async () => {
    const { lead, asLead, engagement, role } = await budgetedEngagement({
      kind: 'hours',
      amount: 20,
      span: 'engagement',
      thresholds: [50, 80, 100],
    });
    const seen = [await pendingTimesheet(lead, role.id, 12), await pendingTimesheet(lead, role.id, 9)];
    const response = await asLead.post('/api/team/timesheets/decisions', {
      decision: 'approve',
      timesheets: seen.map(({ id, version }) => ({ id, version })),
    });
    expect(response.statusCode, response.body).toBe(200);
    const told = await toldOf(engagement.id);
    expect(new Set(told.map((message) => message.subject))).toEqual(
      new Set([`${engagement.name} passed 100% of its budget: ${budgetBurnText(105, 105)}.`]),
    );
    const thresholds = await context.database.db
      .select({ threshold: engagementBudgetAlerts.threshold })
      .from(engagementBudgetAlerts)
      .where(eq(engagementBudgetAlerts.engagementId, engagement.id));
    expect(thresholds.map((row) => row.threshold).sort()).toEqual([100, 50, 80]);
  });

  it("counts a monthly budget's month: the month of the timesheet approved, said in the message", async () => {
    const { lead, asLead, engagement, role } = await budgetedEngagement({
      kind: 'hours',
      amount: 10,
      span: 'month',
    });
    const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1);
    const earlier = await pendingTimesheet(lead, role.id, 8, lastMonth);
    await approve(asLead, earlier);
    const [message] = await toldOf(engagement.id);
    const month = `${lastMonth.slice(0, 7)}-01`;
    const monthName = new Date(`${month}T00:00:00Z`).toLocaleString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(message?.subject).toBe(
      `${engagement.name} passed 80% of its budget for ${monthName}: ${budgetBurnText(80, 80)}.`,
    );
    expect(message?.detail).toMatchObject({ month, threshold: 80 });
    // This month's budget has nothing approved: last month's hours do not count to it.
    const now = await admin.get(`/api/admin/engagement_budgets/${engagement.id}`);
    expect(now.json().budget).toMatchObject({ approved: 0, spanStart: `${today.slice(0, 7)}-01` });
  });

  it('does not tell a disabled admin or manager', async () => {
    const { manager, lead, asLead, engagement, role } = await budgetedEngagement({
      kind: 'hours',
      amount: 10,
      span: 'engagement',
    });
    await context.database.db.update(people).set({ enabled: false }).where(eq(people.id, manager.id));
    await approve(asLead, await pendingTimesheet(lead, role.id, 9));
    const told = await toldOf(engagement.id);
    expect(told.map((message) => message.recipientId).sort()).toEqual((await enabledAdminIds()).sort());
  });
});
