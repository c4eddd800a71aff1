import { addDays, periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import { OWN_CHANGES_ON_BEHALF_MESSAGE } from '@timekeep/shared/domain/timesheet-rules';
import { timesheetHistoryResponseSchema, timesheetResponseSchema } from '@timekeep/shared/schemas/timesheets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngagement, createPerson, createTimesheet } from '../../../test/factories';
import { emailJobsOf } from '../../../test/notification-mail';
import { type Person, type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';

/**
 * Issue 35, point 2: a lead who submits on the employee's behalf cannot rewrite their hours and approve them in
 * one breath. The rule (docs/decisions.md): rows are sent as a save sends them; what the lead changed of the
 * saved rows is written in History and told to the employee (in the app and by email); and that lead may not
 * approve that submission; another of the employee's leads or an admin may, or the employee takes it back.
 */
let context: TestContext;
let lead: Person;
let asLead: SignedIn;
let asRelatedLead: SignedIn;
let asAdmin: SignedIn;
const period = periodContaining(todayIso());
const days = Array.from({ length: 15 }, (_, index) => addDays(period.startDate, index)).filter(
  (date) => date <= period.endDate,
);

beforeAll(async () => {
  context = await createTestApp();
  lead = await createPerson(context, { firstName: 'Lena', lastName: 'Lead' });
  asLead = await signedIn(context, lead);
  const relatedLead = await createPerson(context, { viewsAsLeadIds: [lead.id] });
  await createPerson(context, { teamLeadId: relatedLead.id });
  asRelatedLead = await signedIn(context, relatedLead);
  asAdmin = await signedIn(context, await createPerson(context, { roles: ['admin', 'employee'] }));
});
afterAll(async () => {
  await context?.close();
});

/** An employee of the lead with a saved, unsubmitted timesheet: 8 h on the period's first day. */
async function savedTimesheet() {
  const owner = await createPerson(context, { firstName: 'Mia', lastName: 'Member', teamLeadId: lead.id });
  const { engagement, resource } = await createEngagement(context, owner);
  const { timesheet } = await createTimesheet(context, owner, {
    status: 'unsubmitted',
    rows: [{ resourceId: resource.id, entries: [{ date: period.startDate, hours: 8, note: 'Workshop' }] }],
  });
  const asOwner = await signedIn(context, owner);
  const shown = timesheetResponseSchema.parse(
    (await asLead.get(`/api/team/timesheets/${timesheet.id}`)).json(),
  ).timesheet;
  return {
    owner,
    asOwner,
    engagement,
    resource,
    timesheet,
    shown,
    base: `/api/team/timesheets/${timesheet.id}`,
  };
}

async function notificationsOf(as: SignedIn) {
  return (await as.get('/api/notifications')).json().notifications as {
    id: number;
    kind: string;
    subject: string;
    body: string | null;
  }[];
}

describe('submitting on the employee’s behalf', () => {
  it('lets a lead who rewrote the hours submit, but not approve them; the employee and History are told', async () => {
    const { asOwner, engagement, shown, base, timesheet } = await savedTimesheet();
    const rewritten = shown.timesheetRows.map((row) => ({
      id: row.id,
      resourceId: row.resourceId,
      additionalProjectId: row.additionalProjectId,
      timesheetEntries: days.map((date) => ({ date, hours: 12, note: null })),
    }));
    const submitted = await asLead.patch(`${base}/submit`, { timesheetRows: rewritten });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().timesheet).toMatchObject({ status: 'pending', permissions: { approve: false } });

    const refused = await asLead.patch(`${base}/approve`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({ code: 'rule_violation', message: OWN_CHANGES_ON_BEHALF_MESSAGE });
    expect((await asLead.get(base)).json().timesheet.status).toBe('pending');

    const change = `${engagement.name}, Consultant: 8.00 h → ${(12 * days.length).toFixed(2)} h`;
    const history = timesheetHistoryResponseSchema.parse(
      (await asOwner.get(`/api/timesheet/${timesheet.id}/history`)).json(),
    ).timesheetStatusRevisions;
    expect(history.at(-1)).toMatchObject({
      status: 'pending',
      note: `Submitted on the employee’s behalf. Changed by the lead: ${change}.`,
      spudUser: { name: 'Lena Lead' },
    });
    const [told] = await notificationsOf(asOwner);
    expect(told).toMatchObject({
      kind: 'timesheet_submitted_for_you',
      subject: expect.stringMatching(/^Lena Lead submitted your timesheet for .+ on your behalf\.$/),
      body: `Changed by the lead: ${change}. You can take it back while it waits for approval.`,
    });
    expect(await emailJobsOf(context.database, [told!.id])).toHaveLength(1);

    const approved = await asRelatedLead.patch(`${base}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().timesheet.status).toBe('approved');
  });

  it('lets an admin approve what a lead changed, and the lead approve once the employee resubmits', async () => {
    const { asOwner, shown, base, timesheet } = await savedTimesheet();
    const withMoreHours = shown.timesheetRows.map((row) => ({
      id: row.id,
      resourceId: row.resourceId,
      timesheetEntries: [
        ...row.timesheetEntries.map(({ date, hours, note }) => ({ date, hours, note })),
        { date: days[1]!, hours: 4, note: null },
      ],
    }));
    expect((await asLead.patch(`${base}/submit`, { timesheetRows: withMoreHours })).statusCode).toBe(200);
    expect((await asLead.patch(`${base}/approve`)).statusCode).toBe(422);

    expect((await asOwner.patch(`/api/timesheet/${timesheet.id}/rescind`, {})).statusCode).toBe(200);
    expect((await asOwner.patch(`/api/timesheet/${timesheet.id}/submit`, {})).statusCode).toBe(200);
    const approvedByLead = await asLead.patch(`${base}/approve`);
    expect(approvedByLead.statusCode, approvedByLead.body).toBe(200);

    const other = await savedTimesheet();
    const rows = other.shown.timesheetRows.map((row) => ({
      id: row.id,
      resourceId: row.resourceId,
      timesheetEntries: [{ date: period.startDate, hours: 9, note: 'Workshop' }],
    }));
    expect((await asLead.patch(`${other.base}/submit`, { timesheetRows: rows })).statusCode).toBe(200);
    expect((await asAdmin.patch(`${other.base}/approve`)).statusCode).toBe(200);
  });

  it('tells the employee nothing was changed, and lets the lead approve, when the rows go as saved', async () => {
    const asSaved = await savedTimesheet();
    const sameRows = asSaved.shown.timesheetRows.map((row) => ({
      id: row.id,
      resourceId: row.resourceId,
      timesheetEntries: row.timesheetEntries,
    }));
    expect((await asLead.patch(`${asSaved.base}/submit`, { timesheetRows: sameRows })).statusCode).toBe(200);
    const [told] = await notificationsOf(asSaved.asOwner);
    expect(told).toMatchObject({
      kind: 'timesheet_submitted_for_you',
      body: 'Nothing was changed: it went as you saved it. You can take it back while it waits for approval.',
    });
    expect((await asLead.patch(`${asSaved.base}/approve`)).statusCode).toBe(200);

    // The spec's client sends rows without ids; the same hours are no change.
    const withoutIds = await savedTimesheet();
    const copies = withoutIds.shown.timesheetRows.map((row) => ({
      resourceId: row.resourceId,
      timesheetEntries: row.timesheetEntries,
    }));
    expect((await asLead.patch(`${withoutIds.base}/submit`, { timesheetRows: copies })).statusCode).toBe(200);
    expect((await asLead.patch(`${withoutIds.base}/approve`)).statusCode).toBe(200);

    // No rows at all: the saved ones go as they are.
    const noRows = await savedTimesheet();
    expect((await asLead.patch(`${noRows.base}/submit`, {})).statusCode).toBe(200);
    expect((await asLead.patch(`${noRows.base}/approve`)).statusCode).toBe(200);
  });
});
