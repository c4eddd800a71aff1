import {
  addDays,
  datesOfPeriod,
  isWeekend,
  periodContaining,
  todayIso,
} from '@timekeep/shared/domain/periods';
import { teamTimesheetsResponseSchema } from '@timekeep/shared/schemas/team';
import {
  type Timesheet,
  timesheetHistoryResponseSchema,
  timesheetResponseSchema,
} from '@timekeep/shared/schemas/timesheets';
import { asc, between, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdditionalProject,
  createEngagement,
  createPerson,
  createTimeOffRequest,
  createTimesheet,
  periodOn,
} from '../../../test/factories';
import { type Requests, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { additionalProjectAssignments, holidays, timesheetStatusRevisions } from '../../db/schema';

let context: TestContext;
/** A period of next year (the seeded periods end with it), which nothing else of this file meets. */
const year = Number(todayIso().slice(0, 4)) + 1;
const period = periodContaining(`${year}-06-20`);

beforeAll(async () => {
  context = await createTestApp();
  // A holiday on a working day inside the period, and one on each day around it, which it must not count.
  const stored = await storedHolidays();
  let inside = addDays(period.startDate, 3);
  while (isWeekend(inside) || stored.has(inside)) inside = addDays(inside, 1);
  await context.database.db
    .insert(holidays)
    .values([
      { date: inside, name: 'Read side holiday' },
      { date: addDays(period.startDate, -1), name: 'Day before the period' },
      { date: addDays(period.endDate, 1), name: 'Day after the period' },
    ])
    .onConflictDoNothing();
});
afterAll(async () => {
  await context?.close();
});

async function storedHolidays() {
  return new Set(
    (await context.database.db.select({ date: holidays.date }).from(holidays)).map((holiday) => holiday.date),
  );
}

/** The company's holidays in the period, in date order: the days a person of no office has off. */
function holidaysOfPeriod() {
  return context.database.db
    .select({ date: holidays.date, name: holidays.name })
    .from(holidays)
    .where(between(holidays.date, period.startDate, period.endDate))
    .orderBy(asc(holidays.date));
}

/** Eight hours a weekday of the period from `from` that is no stored holiday, as the app counts capacity. */
async function capacityFrom(from: string) {
  const stored = await storedHolidays();
  return (
    datesOfPeriod(period).filter((date) => date >= from && !isWeekend(date) && !stored.has(date)).length * 8
  );
}

async function timesheetOf(as: Requests, query: string): Promise<Timesheet> {
  const response = await as.get(`/api/timesheet${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return timesheetResponseSchema.parse(response.json()).timesheet;
}

/**
 * A member of a new lead's team who started on the period's third day, with a stored timesheet: a closed row
 * first, then a client row of a role and an assignment whose dates differ, a non-billable engagement's row,
 * and an additional project's row, entries stored out of date order.
 */
async function memberWithTimesheet() {
  const lead = await createPerson(context, { firstName: 'Rhea', lastName: 'Reader' });
  const person = await createPerson(context, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    teamLeadId: lead.id,
    employmentStartDate: addDays(period.startDate, 2),
  });
  const closed = await createEngagement(context, person);
  const client = await createEngagement(context, person, {
    role: {
      name: 'Architect',
      startDate: addDays(period.startDate, -10),
      endDate: addDays(period.endDate, -2),
    },
    resource: { startDate: addDays(period.startDate, 1), endDate: addDays(period.endDate, 5) },
  });
  const internal = await createEngagement(context, person, { engagement: { billable: false } });
  const { project, assignment } = await createAdditionalProject(context, person, {
    assignment: { startDate: addDays(period.startDate, -3), endDate: addDays(period.endDate, 3) },
  });
  const [day1, day2, day3] = [4, 5, 6].map((offset) => addDays(period.startDate, offset));
  const { timesheet, rows } = await createTimesheet(context, person, {
    date: period.startDate,
    status: 'pending',
    rows: [
      { resourceId: closed.resource.id, state: 'closed', entries: [{ date: day1!, hours: 1 }] },
      {
        resourceId: client.resource.id,
        entries: [
          { date: day3!, hours: 2.5, note: 'Third' },
          { date: day1!, hours: 6 },
        ],
      },
      { resourceId: internal.resource.id, entries: [{ date: day2!, hours: 0.25 }] },
      { additionalProjectId: project.id, entries: [{ date: day2!, hours: 1.5, note: 'Course' }] },
    ],
  });
  return {
    lead,
    person,
    closed,
    client,
    internal,
    project,
    assignment,
    timesheet,
    rows,
    days: [day1!, day2!, day3!],
  };
}

describe('the timesheet read side, field by field', () => {
  it('answers every field of the person, the period, each row and each entry', async () => {
    const stored = await memberWithTimesheet();
    const { person, closed, client, internal, project, assignment, timesheet, rows } = stored;
    const [day1, day2, day3] = stored.days;
    const read = await timesheetOf(await signedIn(context, person), `?start_date=${period.endDate}`);
    const entryIds = (index: number) => rows[index]!.entries;
    const idOf = (index: number, date: string) => entryIds(index).find((entry) => entry.date === date)!.id;
    const capacity = await capacityFrom(person.employmentStartDate!);
    expect(read).toEqual({
      id: timesheet.id,
      spudUserId: person.id,
      employee: 'Ada Lovelace',
      employmentStartDate: addDays(period.startDate, 2),
      status: 'pending',
      version: 2,
      timesheetPeriodId: (await periodOn(context, period.startDate)).id,
      timesheetPeriod: period,
      periodClosed: false,
      timesheetRows: [
        {
          id: rows[1]!.id,
          engagementId: client.engagement.id,
          additionalProjectId: null,
          projectId: client.engagement.projectCode,
          resourceId: client.resource.id,
          role: 'Architect',
          name: client.engagement.name,
          clientName: client.client.name,
          // The later start and the earlier end of the role and the assignment.
          startDate: addDays(period.startDate, 1),
          endDate: addDays(period.endDate, -2),
          state: 'open',
          readOnly: false,
          billable: true,
          timesheetEntries: [
            { id: idOf(1, day1!), date: day1, hours: 6, note: null },
            { id: idOf(1, day3!), date: day3, hours: 2.5, note: 'Third' },
          ],
          budget: null,
        },
        expect.objectContaining({ id: rows[2]!.id, engagementId: internal.engagement.id, billable: false }),
        {
          id: rows[3]!.id,
          engagementId: null,
          additionalProjectId: project.id,
          projectId: null,
          resourceId: null,
          role: null,
          name: project.name,
          clientName: null,
          startDate: assignment.startDate,
          endDate: assignment.endDate,
          state: 'open',
          readOnly: false,
          billable: false,
          timesheetEntries: [{ id: idOf(3, day2!), date: day2, hours: 1.5, note: 'Course' }],
          budget: null,
        },
        expect.objectContaining({
          id: rows[0]!.id,
          engagementId: closed.engagement.id,
          state: 'closed',
          readOnly: true,
          startDate: closed.resource.startDate,
          endDate: null,
        }),
      ],
      hoursTotal: 11.25,
      hoursWorked: 11.25,
      hoursTimeOff: 0,
      capacity,
      hoursBillable: 9.5,
      utilization: 9.5 / capacity,
      timeOff: [],
      holidays: await holidaysOfPeriod(),
      timeOffRows: [],
      timeOffChangedAt: null,
      changesSinceSentBack: null,
      permissions: {
        edit: false,
        submit: false,
        rescind: true,
        approve: false,
        reject: false,
        unapprove: false,
        submitOnBehalf: false,
      },
    });
  });

  it("starts a row whose project assignment is gone on the period's first day, with no end", async () => {
    const { person, project, assignment } = await memberWithTimesheet();
    await context.database.db
      .delete(additionalProjectAssignments)
      .where(eq(additionalProjectAssignments.id, assignment.id));
    const read = await timesheetOf(await signedIn(context, person), `?start_date=${period.startDate}`);
    expect(read.timesheetRows.find((row) => row.additionalProjectId === project.id)).toMatchObject({
      name: project.name,
      startDate: period.startDate,
      endDate: null,
    });
  });

  it('counts no capacity for a person without an employment start date', async () => {
    const person = await createPerson(context, { employmentStartDate: null });
    const read = await timesheetOf(await signedIn(context, person), `?start_date=${period.startDate}`);
    expect(read).toMatchObject({ id: null, employmentStartDate: null, capacity: 0, utilization: 0 });
  });

  it('lists the team with each member’s figures, summed by the database', async () => {
    const { lead, person, timesheet } = await memberWithTimesheet();
    const unsaved = await createPerson(context, {
      firstName: 'Zoe',
      lastName: 'Zimmer',
      teamLeadId: lead.id,
      employmentStartDate: null,
    });
    const response = await (await signedIn(context, lead)).get(
      `/api/team/timesheets?start_date=${period.endDate}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const capacity = await capacityFrom(person.employmentStartDate!);
    expect(teamTimesheetsResponseSchema.parse(response.json()).timesheets).toEqual([
      {
        id: timesheet.id,
        spudUserId: person.id,
        employee: 'Ada Lovelace',
        firstName: 'Ada',
        lastName: 'Lovelace',
        status: 'pending',
        version: timesheet.version,
        timesheetPeriod: period,
        periodClosed: false,
        // The closed row's hour counts too; the non-billable engagement's and the additional project's are not billable.
        hoursTotal: 11.25,
        hoursWorked: 11.25,
        hoursTimeOff: 0,
        capacity,
        hoursBillable: 9.5,
        utilization: 9.5 / capacity,
        utilizationTarget: null,
        approvedTimeOffHours: 0,
        pendingTimeOffHours: 0,
        timeOffChangedAt: null,
      },
      {
        id: null,
        spudUserId: unsaved.id,
        employee: 'Zoe Zimmer',
        firstName: 'Zoe',
        lastName: 'Zimmer',
        status: 'unsubmitted',
        version: null,
        timesheetPeriod: period,
        periodClosed: false,
        hoursTotal: 0,
        hoursWorked: 0,
        hoursTimeOff: 0,
        capacity: 0,
        hoursBillable: 0,
        utilization: 0,
        utilizationTarget: null,
        approvedTimeOffHours: 0,
        pendingTimeOffHours: 0,
        timeOffChangedAt: null,
      },
    ]);
  });

  it('takes approved time off out of capacity on the timesheet and both team lists, and shows both kinds on their days', async () => {
    const lead = await createPerson(context);
    const person = await createPerson(context, { teamLeadId: lead.id, employmentStartDate: '2020-01-01' });
    const { resource } = await createEngagement(context, person);
    const stored = await storedHolidays();
    const open = datesOfPeriod(period).filter((date) => !isWeekend(date) && !stored.has(date));
    const [first, second, third, fourth, fifth] = open as [string, string, string, string, string];
    // Three days of PTO approved (24 hours), an afternoon waiting for an answer, and a rejected request.
    await createTimeOffRequest(context, person, { status: 'approved', startDate: first, endDate: third });
    await createTimeOffRequest(context, person, {
      status: 'pending',
      timeframeType: 'partial_day',
      startDate: fourth,
      hours: 4,
      reason: 'jury_duty',
    });
    await createTimeOffRequest(context, person, { status: 'rejected', startDate: fifth, endDate: fifth });
    await createTimesheet(context, person, {
      date: period.startDate,
      status: 'pending',
      rows: [{ resourceId: resource.id, entries: [{ date: fifth, hours: 8 }] }],
    });
    const working = open.length * 8;
    const capacity = working - 24;
    expect(capacity).toBe((await capacityFrom('2020-01-01')) - 24);

    const read = await timesheetOf(await signedIn(context, person), `?start_date=${period.startDate}`);
    // The approved 24 hours off count in the total (issue 39), the pending ones do not.
    expect(read).toMatchObject({
      capacity,
      hoursBillable: 8,
      utilization: 8 / capacity,
      hoursWorked: 8,
      hoursTimeOff: 24,
      hoursTotal: 32,
    });
    expect(read.timeOffRows).toEqual([
      {
        reason: 'pto',
        label: 'PTO',
        entries: [first, second, third].map((date) => ({ date, hours: 8 })),
      },
    ]);
    expect(read.timeOff).toEqual([
      { date: first, hours: 8, status: 'approved', reason: 'pto' },
      { date: second, hours: 8, status: 'approved', reason: 'pto' },
      { date: third, hours: 8, status: 'approved', reason: 'pto' },
      { date: fourth, hours: 4, status: 'pending', reason: 'jury_duty' },
    ]);
    const asLead = await signedIn(context, lead);
    const figures = {
      capacity,
      utilization: 8 / capacity,
      approvedTimeOffHours: 24,
      pendingTimeOffHours: 4,
      hoursTotal: 32,
      hoursTimeOff: 24,
    };
    for (const url of [
      `/api/team/timesheets?start_date=${period.startDate}`,
      '/api/team/timesheets/pending',
    ]) {
      const response = await asLead.get(url);
      expect(response.statusCode, response.body).toBe(200);
      expect(teamTimesheetsResponseSchema.parse(response.json()).timesheets).toEqual([
        expect.objectContaining({ spudUserId: person.id, ...figures }),
      ]);
    }
    const review = await asLead.get(`/api/team/timesheets/${read.id}`);
    expect(timesheetResponseSchema.parse(review.json()).timesheet).toMatchObject({
      capacity,
      timeOff: read.timeOff,
    });
  });

  it('lists the pending timesheets of enabled members only, oldest period first, then by name', async () => {
    const lead = await createPerson(context);
    const member = (lastName: string, enabled = true) =>
      createPerson(context, { firstName: 'Pat', lastName, teamLeadId: lead.id, enabled });
    const [adams, baker, gone] = [await member('Adams'), await member('Baker'), await member('Cole', false)];
    const earlier = addDays(period.startDate, -1);
    const pending = async (owner: typeof adams, date: string) =>
      (await createTimesheet(context, owner, { date, status: 'pending' })).timesheet.id;
    const bakerLater = await pending(baker, period.startDate);
    const adamsLater = await pending(adams, period.startDate);
    const bakerEarlier = await pending(baker, earlier);
    await pending(gone, earlier);
    await createTimesheet(context, adams, { date: earlier, status: 'approved' });
    const response = await (await signedIn(context, lead)).get('/api/team/timesheets/pending');
    expect(response.statusCode, response.body).toBe(200);
    const list = teamTimesheetsResponseSchema.parse(response.json()).timesheets;
    expect(list.map((row) => [row.id, row.employee, row.timesheetPeriod.startDate])).toEqual([
      [bakerEarlier, 'Pat Baker', periodContaining(earlier).startDate],
      [adamsLater, 'Pat Adams', period.startDate],
      [bakerLater, 'Pat Baker', period.startDate],
    ]);
  });

  it('answers the history oldest first, with each change’s actor and note, to the owner named or not', async () => {
    const { lead, person, timesheet } = await memberWithTimesheet();
    const as = await signedIn(context, person);
    // Two changes at the same moment come in the order they were written.
    const at = new Date('2026-01-05T10:00:00.000Z');
    const later = await context.database.db
      .insert(timesheetStatusRevisions)
      .values([
        {
          timesheetId: timesheet.id,
          status: 'rejected',
          note: 'Split the workshop',
          actorId: lead.id,
          createdAt: at,
        },
        { timesheetId: timesheet.id, status: 'unsubmitted', note: null, actorId: person.id, createdAt: at },
      ])
      .returning();
    const response = await as.get(`/api/timesheet/${timesheet.id}/history?user_id=${person.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const revisions = timesheetHistoryResponseSchema.parse(response.json()).timesheetStatusRevisions;
    expect(revisions).toEqual([
      {
        id: later[0]!.id,
        createdAt: '2026-01-05T10:00:00.000Z',
        status: 'rejected',
        note: 'Split the workshop',
        spudUser: { name: 'Rhea Reader' },
      },
      {
        id: later[1]!.id,
        createdAt: '2026-01-05T10:00:00.000Z',
        status: 'unsubmitted',
        note: null,
        spudUser: { name: 'Ada Lovelace' },
      },
      expect.objectContaining({ status: 'pending', note: null, spudUser: { name: 'Ada Lovelace' } }),
    ]);
    const other = await as.get(`/api/timesheet/${timesheet.id}/history?user_id=${lead.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toEqual({ code: 'not_found', message: 'Timesheet not found.' });
    const unknown = await as.get('/api/timesheet/999999/history');
    expect(unknown.json().error).toEqual({ code: 'not_found', message: 'Timesheet not found.' });
    const stranger = await signedIn(context, await createPerson(context));
    const refused = await stranger.get(`/api/timesheet/${timesheet.id}/history`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'forbidden',
      message: "You may not view this person's timesheet.",
    });
  });

  it('tells an unknown person from a date outside every period, word for word', async () => {
    const admin = await signedIn(context, await createPerson(context, { roles: ['admin', 'employee'] }));
    const nobody = await admin.get(`/api/timesheet?user_id=999999&start_date=${period.startDate}`);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error).toEqual({ code: 'not_found', message: 'Timesheet not found.' });
    const never = await admin.get('/api/timesheet?start_date=1999-01-04');
    expect(never.statusCode).toBe(404);
    expect(never.json().error).toEqual({
      code: 'not_found',
      message: 'There is no timesheet period for that date.',
    });
  });

  it('gives a lead the actions of the status, and none on a timesheet not saved yet', async () => {
    const { lead, person } = await memberWithTimesheet();
    const asLead = await signedIn(context, lead);
    const none = {
      edit: false,
      submit: false,
      rescind: false,
      approve: false,
      reject: false,
      unapprove: false,
      submitOnBehalf: false,
    };
    const pending = await timesheetOf(asLead, `?user_id=${person.id}&start_date=${period.startDate}`);
    expect(pending.permissions).toEqual({ ...none, approve: true, reject: true });
    const approvedOwner = await createPerson(context, { teamLeadId: lead.id });
    await createTimesheet(context, approvedOwner, { date: period.startDate, status: 'approved' });
    const approved = await timesheetOf(asLead, `?user_id=${approvedOwner.id}&start_date=${period.startDate}`);
    expect(approved.permissions).toEqual({ ...none, unapprove: true });
    const unsavedOwner = await createPerson(context, { teamLeadId: lead.id });
    const unsaved = await timesheetOf(asLead, `?user_id=${unsavedOwner.id}&start_date=${period.startDate}`);
    expect(unsaved).toMatchObject({ id: null, status: 'unsubmitted', permissions: none });
  });

  it('lists a team in the same statements saved or not, each saved timesheet with its hours summed', async () => {
    const lead = await createPerson(context);
    await createPerson(context, { teamLeadId: lead.id });
    const asLead = await signedIn(context, lead);
    const list = () => asLead.get(`/api/team/timesheets?start_date=${period.startDate}`);
    const unsaved = await context.database.statements.during(list);
    expect(unsaved.result.statusCode).toBe(200);
    const member = await createPerson(context, { teamLeadId: lead.id });
    const billable = await createEngagement(context, member);
    const internal = await createEngagement(context, member, { engagement: { billable: false } });
    await createTimesheet(context, member, {
      date: period.startDate,
      rows: [
        { resourceId: billable.resource.id, entries: [{ date: period.startDate, hours: 7.5 }] },
        { resourceId: internal.resource.id, entries: [{ date: period.startDate, hours: 0.25 }] },
      ],
    });
    const saved = await context.database.statements.during(list);
    const listed = teamTimesheetsResponseSchema.parse(saved.result.json()).timesheets;
    expect(listed).toHaveLength(2);
    expect(listed.find((summary) => summary.spudUserId === member.id)).toMatchObject({
      hoursTotal: 7.75,
      hoursBillable: 7.5,
    });
    expect(listed.find((summary) => summary.spudUserId !== member.id)).toMatchObject({
      hoursTotal: 0,
      hoursBillable: 0,
    });
    expect(unsaved.statements.length).toBe(saved.statements.length);
  });
});
