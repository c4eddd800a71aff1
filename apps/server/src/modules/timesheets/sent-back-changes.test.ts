import { addDays, periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import { type Timesheet, timesheetResponseSchema } from '@timekeep/shared/schemas/timesheets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdditionalProject,
  createEngagement,
  createPerson,
  createTimesheet,
} from '../../../test/factories';
import { type Person, type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { changesBetween } from './sent-back-changes';

/**
 * Issue 36, point 13: the review of a timesheet submitted again after a lead sent it back (rejected or
 * unapproved) shows what changed since, project by project and day by day.
 */
let context: TestContext;
let lead: Person;
let asLead: SignedIn;
const period = periodContaining(todayIso());
const [day1, day2, day3] = [0, 1, 2].map((offset) => addDays(period.startDate, offset)) as [
  string,
  string,
  string,
];

beforeAll(async () => {
  context = await createTestApp();
  lead = await createPerson(context, { firstName: 'Lena', lastName: 'Lead' });
  asLead = await signedIn(context, lead);
});
afterAll(async () => {
  await context?.close();
});

async function read(as: SignedIn, url: string): Promise<Timesheet> {
  const response = await as.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return timesheetResponseSchema.parse(response.json()).timesheet;
}

/** A member's pending timesheet: 8 h on each of the first two days (a note on the first), 1 h of training. */
async function pendingTimesheet() {
  const owner = await createPerson(context, { teamLeadId: lead.id });
  const { engagement, resource } = await createEngagement(context, owner);
  const training = await createAdditionalProject(context, owner);
  const { timesheet } = await createTimesheet(context, owner, {
    status: 'pending',
    rows: [
      {
        resourceId: resource.id,
        entries: [
          { date: day1, hours: 8, note: 'Workshop' },
          { date: day2, hours: 8 },
        ],
      },
      { additionalProjectId: training.project.id, entries: [{ date: day3, hours: 1 }] },
    ],
  });
  return {
    asOwner: await signedIn(context, owner),
    engagement,
    resource,
    training: training.project,
    review: `/api/team/timesheets/${timesheet.id}`,
    own: `/api/timesheet/${timesheet.id}`,
  };
}

describe('what changed since a lead sent the timesheet back', () => {
  it('lists every day whose hours or note changed after a rejection, once the employee submits again', async () => {
    const { asOwner, engagement, resource, training, review, own } = await pendingTimesheet();
    expect((await read(asLead, review)).changesSinceSentBack).toBeNull();
    const rejected = await asLead.patch(`${review}/reject?note=${encodeURIComponent('Split the workshop')}`);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(timesheetResponseSchema.parse(rejected.json()).timesheet.changesSinceSentBack).toMatchObject({
      status: 'rejected',
      changes: [],
    });

    const sent = await read(asOwner, `/api/timesheet?start_date=${period.startDate}`);
    const [client] = sent.timesheetRows;
    const resubmitted = await asOwner.patch(`${own}/submit`, {
      version: sent.version,
      timesheetRows: [
        {
          id: client!.id,
          resourceId: resource.id,
          timesheetEntries: [
            { date: day1, hours: 6, note: 'Workshop, morning only' },
            { date: day2, hours: 8 },
            { date: day3, hours: 2 },
          ],
        },
      ],
    });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);

    const shown = await read(asLead, review);
    const codeAndRole = `${engagement.projectCode} Consultant`;
    expect(shown.changesSinceSentBack).toEqual({
      status: 'rejected',
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      changes: [
        {
          resourceId: resource.id,
          additionalProjectId: null,
          label: codeAndRole,
          date: day1,
          hoursBefore: 8,
          hoursAfter: 6,
          noteBefore: 'Workshop',
          noteAfter: 'Workshop, morning only',
        },
        {
          resourceId: resource.id,
          additionalProjectId: null,
          label: codeAndRole,
          date: day3,
          hoursBefore: null,
          hoursAfter: 2,
          noteBefore: null,
          noteAfter: null,
        },
        {
          resourceId: null,
          additionalProjectId: training.id,
          label: training.name,
          date: day3,
          hoursBefore: 1,
          hoursAfter: null,
          noteBefore: null,
          noteAfter: null,
        },
      ],
    });
    // The owner reads the same, and the answer of a sending back compares with what was just sent back.
    expect(
      (await read(asOwner, `/api/timesheet?start_date=${period.startDate}`)).changesSinceSentBack,
    ).toEqual(shown.changesSinceSentBack);
  });

  it('compares with the latest sending back, an unapproval included', async () => {
    const { asOwner, resource, review, own } = await pendingTimesheet();
    expect((await asLead.patch(`${review}/reject?note=Again`)).statusCode).toBe(200);
    expect((await asOwner.patch(`${own}/submit`, {})).statusCode).toBe(200);
    expect((await read(asLead, review)).changesSinceSentBack).toMatchObject({
      status: 'rejected',
      changes: [],
    });
    expect((await asLead.patch(`${review}/approve`)).statusCode).toBe(200);
    const unapproved = await asLead.patch(`${review}/unapprove`);
    expect(unapproved.statusCode, unapproved.body).toBe(200);

    const sent = await read(asOwner, `/api/timesheet?start_date=${period.startDate}`);
    const rows = sent.timesheetRows.map((row) => ({
      id: row.id,
      resourceId: row.resourceId,
      additionalProjectId: row.additionalProjectId,
      timesheetEntries: row.timesheetEntries.map(({ date, hours, note }) =>
        row.resourceId === resource.id && date === day2 ? { date, hours: 7.5, note } : { date, hours, note },
      ),
    }));
    expect(
      (
        await asOwner.put(own, {
          timesheetPeriodId: sent.timesheetPeriodId,
          version: sent.version,
          timesheetRows: rows,
        })
      ).statusCode,
    ).toBe(200);
    const shown = await read(asLead, review);
    expect(shown.status).toBe('unapproved');
    expect(shown.changesSinceSentBack).toMatchObject({
      status: 'unapproved',
      changes: [{ resourceId: resource.id, date: day2, hoursBefore: 8, hoursAfter: 7.5 }],
    });
  });

  it('reads a review in the same statements whether the timesheet was sent back or not', async () => {
    const never = await pendingTimesheet();
    const sentBack = await pendingTimesheet();
    expect((await asLead.patch(`${sentBack.review}/reject?note=Check`)).statusCode).toBe(200);
    expect((await sentBack.asOwner.patch(`${sentBack.own}/submit`, {})).statusCode).toBe(200);
    const count = async (url: string) =>
      (await context.database.statements.during(() => asLead.get(url))).statements.length;
    // The session, then the timesheet with its rows, time off and last sending back.
    expect(await count(never.review)).toBe(2);
    expect(await count(sentBack.review)).toBe(2);
  });
});

describe('changesBetween', () => {
  const row = (entries: { date: string; hours: number; note?: string | null }[], resourceId = 1) => ({
    resourceId,
    additionalProjectId: null,
    label: `P-${resourceId} Role`,
    entries: entries.map((entry) => ({ note: null, ...entry })),
  });

  it('finds nothing when only the rows’ order or their split changed', () => {
    const before = [row([{ date: day1, hours: 8 }]), row([{ date: day2, hours: 2 }], 2)];
    expect(changesBetween(before, [...before].reverse())).toEqual([]);
    expect(
      changesBetween(
        [row([{ date: day1, hours: 8 }])],
        [row([{ date: day1, hours: 5 }]), row([{ date: day1, hours: 3 }])],
      ),
    ).toEqual([]);
  });

  it('tells a changed note from changed hours, and keeps a project removed since', () => {
    expect(
      changesBetween(
        [row([{ date: day1, hours: 0, note: 'On site' }]), row([{ date: day2, hours: 4 }], 2)],
        [row([{ date: day1, hours: 0, note: 'Remote' }])],
      ),
    ).toEqual([
      expect.objectContaining({
        date: day1,
        hoursBefore: 0,
        hoursAfter: 0,
        noteBefore: 'On site',
        noteAfter: 'Remote',
      }),
      expect.objectContaining({
        resourceId: 2,
        label: 'P-2 Role',
        date: day2,
        hoursBefore: 4,
        hoursAfter: null,
      }),
    ]);
  });
});
