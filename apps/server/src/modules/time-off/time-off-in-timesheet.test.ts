import { addDays, isWeekend, periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import {
  accountingReportResponseSchema,
  allocationReportResponseSchema,
  generalTimeReportResponseSchema,
  projectTimeReportResponseSchema,
} from '@timekeep/shared/schemas/reports';
import { teamTimesheetsResponseSchema } from '@timekeep/shared/schemas/team';
import { type Timesheet, timesheetResponseSchema } from '@timekeep/shared/schemas/timesheets';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, createTimeOffBalance, createTimesheet, oneDayOffBody } from '../../../test/factories';
import { personByEmail, type Requests, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { holidays, notifications } from '../../db/schema';

/**
 * Issue 39, time off in the timesheet: approved time off shows as locked rows on its days and follows every
 * change of the request at once; a timesheet already submitted or approved is marked for its lead, and its
 * owner and lead are told; its next change of status clears the mark.
 */
let context: TestContext;
const year = Number(todayIso().slice(0, 4)) + 1;
let holidayDates: Set<string>;

beforeAll(async () => {
  context = await createTestApp();
  holidayDates = new Set(
    (await context.database.db.select({ date: holidays.date }).from(holidays)).map((holiday) => holiday.date),
  );
});
afterAll(async () => {
  await context?.close();
});

/** The first two consecutive working days from `from` (a weekday pair with no holiday, inside one period). */
function twoWorkingDays(from: string): [string, string] {
  let day = from;
  for (;;) {
    const next = addDays(day, 1);
    const working = (date: string) => !isWeekend(date) && !holidayDates.has(date);
    const samePeriod = periodContaining(day).startDate === periodContaining(next).startDate;
    if (working(day) && working(next) && samePeriod) return [day, next];
    day = next;
  }
}

/** PTO for whole days from `startDate` to `endDate`, as the web app sends it. */
function ptoBody(startDate: string, endDate: string) {
  const { pto_details } = oneDayOffBody(startDate, 'Two days off');
  return { pto_details: { ...pto_details, endDate } };
}

/** A lead and a member of their team, each signed in. */
async function teamOfOne(name: string) {
  const lead = await createPerson(context, { firstName: 'Lou', lastName: `Lead${name}` });
  const person = await createPerson(context, { firstName: 'Pat', lastName: name, teamLeadId: lead.id });
  await createTimeOffBalance(context, person, { year });
  return { lead, person, asLead: await signedIn(context, lead), asPerson: await signedIn(context, person) };
}

async function timesheetOf(as: Requests, date: string, userId?: number): Promise<Timesheet> {
  const response = await as.get(`/api/timesheet?start_date=${date}${userId ? `&user_id=${userId}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return timesheetResponseSchema.parse(response.json()).timesheet;
}

async function requested(as: Requests, startDate: string, endDate: string): Promise<number> {
  const response = await as.post('/api/ptos', ptoBody(startDate, endDate));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().pto.id;
}

async function answered(as: Requests, requestId: number, decision: 'approve' | 'reject') {
  const body = decision === 'reject' ? { manager_comment: 'Not this week after all' } : {};
  const response = await as.post(`/api/team/ptos/${requestId}/${decision}`, body);
  expect(response.statusCode, response.body).toBe(200);
}

async function noticesOf(personId: number, kind: string) {
  return context.database.db
    .select({
      recipientId: notifications.recipientId,
      link: notifications.link,
      subject: notifications.subject,
    })
    .from(notifications)
    .where(and(eq(notifications.recipientId, personId), eq(notifications.kind, kind as never)));
}

describe('time off in the timesheet', () => {
  it('shows approved time off as a locked row with its hours, moves with an edit and goes with a delete', async () => {
    const { asLead, asPerson } = await teamOfOne('Rows');
    const [first, second] = twoWorkingDays(`${year}-02-02`);
    const requestId = await requested(asPerson, first, second);

    const pending = await timesheetOf(asPerson, first);
    expect(pending.timeOffRows).toEqual([]);
    const capacityBefore = pending.capacity;

    await answered(asLead, requestId, 'approve');
    const approved = await timesheetOf(asPerson, first);
    expect(approved.timeOffRows).toEqual([
      {
        reason: 'pto',
        label: 'PTO',
        entries: [
          { date: first, hours: 8 },
          { date: second, hours: 8 },
        ],
      },
    ]);
    expect(approved.timesheetRows).toEqual([]);
    expect(approved.hoursTimeOff).toBe(16);
    expect(approved.hoursWorked).toBe(0);
    expect(approved.hoursTotal).toBe(16);
    expect(approved.hoursBillable).toBe(0);
    expect(approved.capacity).toBe(capacityBefore - 16);
    // The lead reads the same rows.
    expect((await timesheetOf(asLead, first, approved.spudUserId)).timeOffRows).toEqual(approved.timeOffRows);

    // An edit sends it back to pending: the row goes, and comes back on the new days once approved again.
    const [moved, movedNext] = twoWorkingDays(addDays(second, 1));
    const edit = await asPerson.put(`/api/ptos/${requestId}`, ptoBody(moved, movedNext));
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await timesheetOf(asPerson, first)).timeOffRows).toEqual([]);
    await answered(asLead, requestId, 'approve');
    const afterMove = await timesheetOf(asPerson, moved);
    expect(afterMove.timeOffRows[0]?.entries).toEqual([
      { date: moved, hours: 8 },
      { date: movedNext, hours: 8 },
    ]);

    // A save never writes the rows, and is refused nothing new.
    const save = await asPerson.post('/api/timesheet', {
      timesheetPeriodId: afterMove.timesheetPeriodId,
      version: 0,
      timesheetRows: [],
    });
    expect(save.statusCode, save.body).toBe(200);
    expect(timesheetResponseSchema.parse(save.json()).timesheet.timeOffRows).toEqual(afterMove.timeOffRows);

    expect((await asPerson.delete(`/api/ptos/${requestId}`)).statusCode).toBe(204);
    const deleted = await timesheetOf(asPerson, moved);
    expect(deleted.timeOffRows).toEqual([]);
    expect(deleted.hoursTotal).toBe(0);
  });

  it('marks a submitted timesheet for its lead, tells the owner and the lead, and clears on a change of status', async () => {
    const { lead, person, asLead, asPerson } = await teamOfOne('Marked');
    const admin = await signedIn(context, await personByEmail(context, 'admin@example.com'));
    const [first, second] = twoWorkingDays(`${year}-04-06`);
    const { timesheet } = await createTimesheet(context, person, { date: first, status: 'pending' });
    const requestId = await requested(asPerson, first, second);
    // A pending request changes no locked row: nothing is marked yet.
    expect((await timesheetOf(asLead, first, person.id)).timeOffChangedAt).toBeNull();

    await answered(admin, requestId, 'approve');
    const marked = await timesheetOf(asLead, first, person.id);
    expect(marked.timeOffChangedAt).not.toBeNull();
    expect(marked.timeOffRows).toHaveLength(1);
    const view = await asLead.get(`/api/team/timesheets/${timesheet.id}`);
    expect(view.json().timesheet.timeOffChangedAt).toBe(marked.timeOffChangedAt);
    const pendingList = teamTimesheetsResponseSchema.parse(
      (await asLead.get('/api/team/timesheets/pending')).json(),
    );
    expect(pendingList.timesheets.find((row) => row.id === timesheet.id)?.timeOffChangedAt).toBe(
      marked.timeOffChangedAt,
    );
    const periodList = teamTimesheetsResponseSchema.parse(
      (await asLead.get(`/api/team/timesheets?start_date=${first}`)).json(),
    );
    const listed = periodList.timesheets.find((row) => row.id === timesheet.id);
    expect(listed?.timeOffChangedAt).toBe(marked.timeOffChangedAt);
    expect(listed?.hoursTimeOff).toBe(16);
    expect(listed?.hoursTotal).toBe((listed?.hoursWorked ?? 0) + 16);

    // Both are told (the admin acted, so neither is the actor), each with a link where they act.
    const ownerNotices = await noticesOf(person.id, 'timesheet_time_off_changed');
    expect(ownerNotices).toHaveLength(1);
    expect(ownerNotices[0]?.link).toBe(`/timesheets?start_date=${marked.timesheetPeriod.startDate}`);
    const leadNotices = await noticesOf(lead.id, 'team_timesheet_time_off_changed');
    expect(leadNotices).toHaveLength(1);
    expect(leadNotices[0]?.link).toBe(`/team/timesheets/${timesheet.id}`);
    expect(leadNotices[0]?.subject).toContain('after it was submitted');

    // The lead approves it: a change of status clears the mark.
    const approve = await asLead.patch(`/api/team/timesheets/${timesheet.id}/approve`, {});
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json().timesheet.timeOffChangedAt).toBeNull();
    expect((await timesheetOf(asLead, first, person.id)).timeOffChangedAt).toBeNull();

    // Deleting the approved request marks the approved timesheet again; the owner acted, so only the lead is told.
    expect((await asPerson.delete(`/api/ptos/${requestId}`)).statusCode).toBe(204);
    const again = await timesheetOf(asLead, first, person.id);
    expect(again.timeOffChangedAt).not.toBeNull();
    expect(again.timeOffRows).toEqual([]);
    expect(await noticesOf(lead.id, 'team_timesheet_time_off_changed')).toHaveLength(2);
    expect(await noticesOf(person.id, 'timesheet_time_off_changed')).toHaveLength(1);

    // Unapproving clears it as well.
    const unapprove = await asLead.patch(`/api/team/timesheets/${timesheet.id}/unapprove`, {});
    expect(unapprove.statusCode, unapprove.body).toBe(200);
    expect((await timesheetOf(asLead, first, person.id)).timeOffChangedAt).toBeNull();
  });

  it('marks when an approved request is rejected (unapproved), and leaves unsubmitted timesheets alone', async () => {
    const { person, asLead, asPerson } = await teamOfOne('Unapproved');
    const [first, second] = twoWorkingDays(`${year}-05-04`);
    const [other, otherNext] = twoWorkingDays(`${year}-05-18`);
    const { timesheet } = await createTimesheet(context, person, { date: first, status: 'approved' });
    await createTimesheet(context, person, { date: other, status: 'unsubmitted' });
    const requestId = await requested(asPerson, first, second);
    const otherId = await requested(asPerson, other, otherNext);
    const { statements } = await context.database.statements.during(() =>
      asLead.post('/api/team/ptos/approve', { pto_ids: [requestId, otherId] }),
    );
    expect((await timesheetOf(asLead, first, person.id)).timeOffChangedAt).not.toBeNull();
    expect((await timesheetOf(asLead, other, person.id)).timeOffChangedAt).toBeNull();
    // One statement marks, one writes the messages, whatever the number of requests.
    const marks = statements.filter((statement) => statement.includes('SET time_off_changed_at'));
    expect(marks).toHaveLength(1);

    const approve = await asLead.patch(`/api/team/timesheets/${timesheet.id}/unapprove`, {});
    expect(approve.statusCode, approve.body).toBe(200);
    const submit = await asPerson.patch(`/api/timesheet/${timesheet.id}/submit`, {});
    expect(submit.statusCode, submit.body).toBe(200);
    expect((await timesheetOf(asLead, first, person.id)).timeOffChangedAt).toBeNull();
    await answered(asLead, requestId, 'reject');
    const unapproved = await timesheetOf(asLead, first, person.id);
    expect(unapproved.timeOffChangedAt).not.toBeNull();
    expect(unapproved.timeOffRows).toEqual([]);
  });

  it('reads the timesheet with its time-off rows in the same statements as without', async () => {
    const { asLead, asPerson } = await teamOfOne('Counted');
    const [first, second] = twoWorkingDays(`${year}-06-01`);
    const without = await context.database.statements.during(() =>
      asPerson.get(`/api/timesheet?start_date=${first}`),
    );
    await answered(asLead, await requested(asPerson, first, second), 'approve');
    const withRows = await context.database.statements.during(() =>
      asPerson.get(`/api/timesheet?start_date=${first}`),
    );
    expect(timesheetResponseSchema.parse(withRows.result.json()).timesheet.timeOffRows).toHaveLength(1);
    expect(withRows.statements.length).toBe(without.statements.length);
  });

  it('lists approved time off under its leave type in the allocation report, by the status filter, in one statement', async () => {
    const { person, asLead, asPerson } = await teamOfOne('Allocated');
    const admin = await signedIn(context, await personByEmail(context, 'admin@example.com'));
    const [first, second] = twoWorkingDays(`${year}-07-06`);
    const { timesheet } = await createTimesheet(context, person, { date: first, status: 'pending' });
    await answered(asLead, await requested(asPerson, first, second), 'approve');
    const range = `startDate=${first}&endDate=${second}`;
    const rowsOf = async (query: string) => {
      const { result, statements } = await context.database.statements.during(() =>
        admin.get(`/api/allocation_report?${query}`),
      );
      expect(result.statusCode, result.body).toBe(200);
      const rows = allocationReportResponseSchema.parse(result.json()).results;
      return { rows: rows.filter((row) => row.spudUserId === person.id), statements: statements.length };
    };
    // The timesheet of those days is pending: the default counts approved timesheets only.
    expect((await rowsOf(range)).rows).toEqual([]);
    const submitted = await rowsOf(`${range}&timesheetStatus=submitted`);
    expect(submitted.rows).toEqual([
      {
        spudUserId: person.id,
        name: `Pat Allocated`,
        email: person.email,
        project: {
          id: -1,
          projectId: 'TIME-OFF',
          name: 'Time off: PTO',
          clientName: 'Time off',
          department: null,
        },
        hours: 16,
      },
    ]);
    // The session and the one report statement, time off or none.
    expect(submitted.statements).toBe((await rowsOf(range)).statements);
    expect(timesheet.id).toBeGreaterThan(0);
  });

  it('lists approved time off per day in the accounting, project time and general time reports, unless a project filter leaves it out', async () => {
    const { person, asLead, asPerson } = await teamOfOne('Reported');
    const admin = await signedIn(context, await personByEmail(context, 'admin@example.com'));
    const [first, second] = twoWorkingDays(`${year}-08-03`);
    await createTimesheet(context, person, { date: first, status: 'approved' });
    await answered(asLead, await requested(asPerson, first, second), 'approve');
    const range = `startDate=${first}&endDate=${second}&employeeId=${person.id}`;
    const days = (rows: { date: string; hours: number }[]) =>
      rows.map(({ date, hours }) => ({ date, hours }));
    const expected = [
      { date: first, hours: 8 },
      { date: second, hours: 8 },
    ];

    const accounting = accountingReportResponseSchema.parse(
      (await admin.get(`/api/accounting_report?${range}`)).json(),
    ).timesheetEntries;
    expect(days(accounting)).toEqual(expected);
    expect(accounting[0]).toMatchObject({
      engagement: {
        name: 'Time off: PTO',
        projectId: 'TIME-OFF',
        clientName: 'Time off',
        id: -1,
        clientId: -1,
      },
      role: 'PTO',
      rate: null,
      note: null,
      timesheetStatus: 'approved',
    });
    expect(new Set(accounting.map((row) => row.id)).size).toBe(2);
    expect(accounting.every((row) => row.id < 0)).toBe(true);
    // Time off bills nothing and is on no client.
    const billable = await admin.get(`/api/accounting_report?${range}&billable=true`);
    expect(accountingReportResponseSchema.parse(billable.json()).timesheetEntries).toEqual([]);

    const projectTime = projectTimeReportResponseSchema.parse(
      (await admin.get(`/api/project_time_report?${range}`)).json(),
    ).timesheetEntries;
    expect(days(projectTime)).toEqual(expected);
    expect(projectTime[0]?.timesheetPeriod).toEqual(periodContaining(first));

    const general = generalTimeReportResponseSchema
      .parse((await admin.get(`/api/general_time_report?startDate=${first}&endDate=${second}`)).json())
      .timesheetEntries.filter((row) => row.user.id === person.id);
    expect(days(general)).toEqual(expected);
    expect(general[0]?.additionalProject).toEqual({ id: -1, name: 'Time off: PTO' });

    // The export reads the same rows: one more data row per day in the sheet.
    const exported = await admin.get(`/api/accounting_report/export?${range}`);
    expect(exported.statusCode).toBe(200);
  });
});
