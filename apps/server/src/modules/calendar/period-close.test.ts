import { addDays, periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import { PERIOD_CLOSED_MESSAGE } from '@timekeep/shared/domain/timesheet-rules';
import {
  closablePeriodResponseSchema,
  closablePeriodsResponseSchema,
} from '@timekeep/shared/schemas/calendar';
import { notificationsResponseSchema } from '@timekeep/shared/schemas/notifications';
import { timesheetResponseSchema } from '@timekeep/shared/schemas/timesheets';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../../test/audit-log';
import {
  createAdditionalProject,
  createEngagement,
  createPerson,
  createTimesheet,
  oneDayOffBody,
  periodOn,
  workingDayFrom,
} from '../../../test/factories';
import { expectRefusal } from '../../../test/refusals';
import { employeeActorOf, type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { periodReopenings, timesheetEntries, timesheetPeriods, timesheetRows } from '../../db/schema';
import { transitionTimesheet } from '../timesheets/timesheet-transition';
import { closePeriodsDue } from './auto-close-periods';
import { closeEndedReopenings } from './close-ended-reopenings';

let context: TestContext;
let admin: SignedIn;
let lead: SignedIn;
const today = todayIso();

beforeAll(async () => {
  context = await createTestApp();
  admin = await signedIn(context, 'admin@example.com');
  lead = await signedIn(context, await createPerson(context));
});
afterAll(async () => {
  await context?.close();
});

/** Each period's id by its first day, for the save bodies. */
const periodIdOf = new Map<string, number>();

/** The period `back` periods before today's (1: the last one, ended). */
async function periodBack(back: number) {
  let date = today;
  for (let step = 0; step < back; step++) date = addDays(periodContaining(date).startDate, -1);
  const period = await periodOn(context, date);
  periodIdOf.set(period.startDate, period.id);
  return period;
}

/** A new employee of `lead`'s team with an additional project, and their timesheet of the period, pending or not. */
async function memberWithTimesheet(period: { startDate: string }, status: 'unsubmitted' | 'pending') {
  const person = await createPerson(context, { teamLeadId: lead.person.id });
  const { project } = await createAdditionalProject(context, person);
  const stored = await createTimesheet(context, person, {
    date: period.startDate,
    status,
    rows: [{ additionalProjectId: project.id, entries: [{ date: period.startDate, hours: 4 }] }],
  });
  return { person, projectId: project.id, timesheet: stored.timesheet, as: await signedIn(context, person) };
}

function saveBody(projectId: number, date: string, hours: number, version: number) {
  return {
    timesheetPeriodId: periodIdOf.get(date)!,
    version,
    timesheetRows: [{ additionalProjectId: projectId, timesheetEntries: [{ date, hours, note: null }] }],
  };
}

async function close(periodId: number) {
  const response = await admin.post(`/api/admin/timesheet_periods/${periodId}/close`);
  expect(response.statusCode, response.body).toBe(200);
  return closablePeriodResponseSchema.parse(response.json()).period;
}

async function reopen(periodId: number, body: { personId: number | null; reason: string; hours?: number }) {
  const response = await admin.post(`/api/admin/timesheet_periods/${periodId}/reopen`, body);
  expect(response.statusCode, response.body).toBe(200);
  return closablePeriodResponseSchema.parse(response.json()).period;
}

async function notificationKinds(as: SignedIn) {
  const response = await as.get('/api/notifications');
  return notificationsResponseSchema.parse(response.json()).notifications.map((note) => note.kind);
}

describe('closing a period', () => {
  it('stops every change of its timesheets with period_closed, and says so in the timesheet', async () => {
    const period = await periodBack(2);
    const open = await memberWithTimesheet(period, 'unsubmitted');
    const pending = await memberWithTimesheet(period, 'pending');

    const closed = await close(period.id);
    expect(closed).toMatchObject({ id: period.id, closedBy: 'Adrian Cole', reopenings: [] });
    expect(closed.closedAt).not.toBeNull();

    const read = await open.as.get(`/api/timesheet?start_date=${period.startDate}`);
    const timesheet = timesheetResponseSchema.parse(read.json()).timesheet;
    expect(timesheet.periodClosed).toBe(true);
    expect(Object.values(timesheet.permissions).every((allowed) => !allowed)).toBe(true);

    const save = await open.as.put(
      `/api/timesheet/${open.timesheet.id}`,
      saveBody(open.projectId, period.startDate, 6, open.timesheet.version),
    );
    expectRefusal(save, 409, 'period_closed');
    expect((save.json() as { error: { message: string } }).error.message).toBe(PERIOD_CLOSED_MESSAGE);
    expectRefusal(
      await open.as.patch(`/api/timesheet/${open.timesheet.id}/submit`, {}),
      409,
      'period_closed',
    );
    expectRefusal(
      await pending.as.patch(`/api/timesheet/${pending.timesheet.id}/rescind`),
      409,
      'period_closed',
    );
    for (const action of ['approve', 'unapprove'] as const) {
      expectRefusal(
        await lead.patch(`/api/team/timesheets/${pending.timesheet.id}/${action}`, {}),
        409,
        'period_closed',
      );
    }
    expectRefusal(
      await lead.patch(`/api/team/timesheets/${pending.timesheet.id}/reject?note=Fix%20the%20hours`, {}),
      409,
      'period_closed',
    );
    expectRefusal(
      await lead.patch(`/api/team/timesheets/${open.timesheet.id}/submit`, {}),
      409,
      'period_closed',
    );

    // The lead's Pending list says the period is closed, so the timesheet waits for a reopening.
    const pendingList = (await lead.get('/api/team/timesheets/pending')).json() as {
      timesheets: { id: number; periodClosed: boolean }[];
    };
    expect(pendingList.timesheets.find((each) => each.id === pending.timesheet.id)?.periodClosed).toBe(true);

    // Someone else's timesheet stays forbidden, closed or not.
    expectRefusal(
      await pending.as.put(
        `/api/timesheet/${open.timesheet.id}`,
        saveBody(open.projectId, period.startDate, 6, open.timesheet.version),
      ),
      403,
      'forbidden',
    );
    const [entry] = await auditEntries(admin, {
      entity_type: 'timesheet_period',
      entity_id: period.id,
      limit: 1,
    });
    expect(entry).toMatchObject({ action: 'timesheet_period_closed' });
  });

  it('closes an ended period once, and only an admin does', async () => {
    const period = await periodBack(3);
    expectRefusal(await lead.post(`/api/admin/timesheet_periods/${period.id}/close`), 403, 'forbidden');
    await close(period.id);
    expectRefusal(await admin.post(`/api/admin/timesheet_periods/${period.id}/close`), 409, 'invalid_state');
    const current = await periodOn(context, today);
    expectRefusal(await admin.post(`/api/admin/timesheet_periods/${current.id}/close`), 409, 'invalid_state');
    expectRefusal(
      await admin.post(`/api/admin/timesheet_periods/${current.id}/reopen`, {
        personId: null,
        reason: 'Late hours',
      }),
      409,
      'invalid_state',
    );
    expectRefusal(await admin.post('/api/admin/timesheet_periods/987654/close'), 404, 'not_found');

    const listed = closablePeriodsResponseSchema.parse(
      (await admin.get('/api/admin/timesheet_periods/closing')).json(),
    );
    expect(listed.periods.every((each) => each.endDate < today)).toBe(true);
    expect(listed.periods.find((each) => each.id === period.id)?.closedAt).not.toBeNull();
    expectRefusal(await lead.get('/api/admin/timesheet_periods/closing'), 403, 'forbidden');
  });

  it('refuses time off on a day of a closed period, and lets it elsewhere', async () => {
    const period = await periodBack(4);
    const { as } = await memberWithTimesheet(period, 'unsubmitted');
    await close(period.id);
    // A past day of a closed period: PTO in the past is the spec's to allow, the close refuses it.
    const day = await workingDayFrom(context, period.startDate);
    expectRefusal(
      await as.post('/api/ptos', oneDayOffBody(day)),
      409,
      'period_closed',
      'pto_details.startDate',
    );
    const ahead = await workingDayFrom(context, addDays(today, 40));
    expect((await as.post('/api/ptos', oneDayOffBody(ahead))).statusCode).toBe(201);
  });
});

describe('reopening a period', () => {
  let period: { id: number; startDate: string; endDate: string };
  let member: Awaited<ReturnType<typeof memberWithTimesheet>>;
  let other: Awaited<ReturnType<typeof memberWithTimesheet>>;

  beforeAll(async () => {
    period = await periodBack(5);
    member = await memberWithTimesheet(period, 'unsubmitted');
    other = await memberWithTimesheet(period, 'unsubmitted');
    await close(period.id);
  });

  it('opens it for one person with a reason, tells them, and marks what they save', async () => {
    const reopened = await reopen(period.id, {
      personId: member.person.id,
      reason: 'Hours of the 3rd were missed.',
    });
    expect(reopened.reopenings).toEqual([
      expect.objectContaining({
        person: { id: member.person.id, name: `${member.person.firstName} ${member.person.lastName}` },
        reason: 'Hours of the 3rd were missed.',
        reopenedBy: 'Adrian Cole',
      }),
    ]);
    const { reopenedAt, endsAt } = reopened.reopenings[0]!;
    expect(Date.parse(endsAt) - Date.parse(reopenedAt)).toBe(48 * 60 * 60 * 1000);
    expect(await notificationKinds(member.as)).toContain('timesheet_period_reopened');

    const read = timesheetResponseSchema.parse(
      (await member.as.get(`/api/timesheet?start_date=${period.startDate}`)).json(),
    ).timesheet;
    expect(read.periodClosed).toBe(false);
    const changedDay = addDays(period.startDate, 1);
    const save = await member.as.put(`/api/timesheet/${member.timesheet.id}`, {
      timesheetPeriodId: period.id,
      version: read.version,
      timesheetRows: [
        {
          id: read.timesheetRows[0]!.id,
          additionalProjectId: member.projectId,
          timesheetEntries: [
            { date: period.startDate, hours: 4, note: null },
            { date: changedDay, hours: 3, note: null },
          ],
        },
      ],
    });
    expect(save.statusCode, save.body).toBe(200);
    const marked = await context.database.db
      .select({ date: timesheetEntries.date })
      .from(timesheetEntries)
      .innerJoin(timesheetRows, eq(timesheetRows.id, timesheetEntries.rowId))
      .where(
        and(
          eq(timesheetRows.timesheetId, member.timesheet.id),
          isNotNull(timesheetEntries.savedAfterCloseAt),
        ),
      );
    // The entry written while reopened is marked; the one sent again unchanged is not.
    expect(marked.map((row) => row.date)).toEqual([changedDay]);

    // Closed still for everyone else.
    expectRefusal(
      await other.as.put(
        `/api/timesheet/${other.timesheet.id}`,
        saveBody(other.projectId, period.startDate, 6, other.timesheet.version),
      ),
      409,
      'period_closed',
    );
    const [saved] = await auditEntries(admin, {
      entity_type: 'timesheet',
      entity_id: member.timesheet.id,
      limit: 1,
    });
    expect(saved).toMatchObject({ action: 'timesheet_saved', detail: { whileReopened: true } });
    const [entry] = await auditEntries(admin, {
      entity_type: 'timesheet_period',
      entity_id: period.id,
      limit: 1,
    });
    expect(entry).toMatchObject({
      action: 'timesheet_period_reopened',
      detail: expect.objectContaining({ reason: 'Hours of the 3rd were missed.' }),
    });
  });

  it('closes again at its end, recorded once by the job, and tells the person', async () => {
    // The end passes: the reopening's times moved back by two days.
    await context.database.db
      .update(periodReopenings)
      .set({
        reopenedAt: sql`${periodReopenings.reopenedAt} - interval '2 days'`,
        endsAt: sql`${periodReopenings.endsAt} - interval '2 days'`,
      })
      .where(eq(periodReopenings.periodId, period.id));
    const read = timesheetResponseSchema.parse(
      (await member.as.get(`/api/timesheet?start_date=${period.startDate}`)).json(),
    ).timesheet;
    // Closed again at the end, before the job has run.
    expect(read.periodClosed).toBe(true);
    expectRefusal(
      await member.as.put(
        `/api/timesheet/${member.timesheet.id}`,
        saveBody(member.projectId, period.startDate, 5, read.version),
      ),
      409,
      'period_closed',
    );

    expect(await closeEndedReopenings(context.database.db)).toBeGreaterThanOrEqual(1);
    expect(await closeEndedReopenings(context.database.db)).toBe(0);
    const [entry] = await auditEntries(admin, {
      entity_type: 'timesheet_period',
      entity_id: period.id,
      limit: 1,
    });
    expect(entry).toMatchObject({ action: 'timesheet_period_closed_again', actor: null });
    expect(await notificationKinds(member.as)).toContain('timesheet_period_closed_again');
  });

  it('opens it for everyone, and refuses a reason too short or a person unknown', async () => {
    expectRefusal(
      await admin.post(`/api/admin/timesheet_periods/${period.id}/reopen`, { personId: null, reason: 'no' }),
      400,
      'validation_failed',
    );
    expectRefusal(
      await admin.post(`/api/admin/timesheet_periods/${period.id}/reopen`, {
        personId: 987654,
        reason: 'Late hours',
      }),
      404,
      'not_found',
    );
    await reopen(period.id, { personId: null, reason: 'Invoices were redone.', hours: 1 });
    const read = timesheetResponseSchema.parse(
      (await other.as.get(`/api/timesheet?start_date=${period.startDate}`)).json(),
    ).timesheet;
    expect(read.periodClosed).toBe(false);
    expect(read.permissions.edit).toBe(true);
  });
});

describe('the reports after a reopening', () => {
  it('mark the rows changed after their period closed, with when, on screen and in the download', async () => {
    const period = await periodBack(7);
    const person = await createPerson(context, { teamLeadId: lead.person.id });
    const { resource } = await createEngagement(context, person);
    const kept = period.startDate;
    const changed = addDays(period.startDate, 1);
    await createTimesheet(context, person, {
      date: period.startDate,
      rows: [
        {
          resourceId: resource.id,
          entries: [
            { date: kept, hours: 4 },
            { date: changed, hours: 2 },
          ],
        },
      ],
    });
    await close(period.id);
    await reopen(period.id, { personId: person.id, reason: 'The 2nd was billed twice.' });
    const as = await signedIn(context, person);
    const read = timesheetResponseSchema.parse(
      (await as.get(`/api/timesheet?start_date=${kept}`)).json(),
    ).timesheet;
    const row = read.timesheetRows[0]!;
    const save = await as.put(`/api/timesheet/${read.id}`, {
      timesheetPeriodId: period.id,
      version: read.version,
      timesheetRows: [
        {
          id: row.id,
          resourceId: resource.id,
          timesheetEntries: [
            { date: kept, hours: 4, note: null },
            { date: changed, hours: 1, note: null },
          ],
        },
      ],
    });
    expect(save.statusCode, save.body).toBe(200);

    const query = `startDate=${period.startDate}&endDate=${period.endDate}&employeeId=${person.id}&timesheetStatus=all`;
    for (const path of ['accounting_report', 'project_time_report']) {
      const { timesheetEntries: rows } = (await admin.get(`/api/${path}?${query}`)).json() as {
        timesheetEntries: { date: string; changedAfterCloseAt: string | null }[];
      };
      const byDate = new Map(rows.map((entry) => [entry.date, entry.changedAfterCloseAt]));
      expect(byDate.get(kept)).toBeNull();
      expect(byDate.get(changed)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

      const download = await admin.get(`/api/${path}/export?${query}`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(download.rawPayload as unknown as ExcelJS.Buffer);
      const sheet = workbook.getWorksheet('report1')!;
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      const column = header.indexOf('Changed After Close') + 1;
      expect(column).toBeGreaterThan(0);
      const marks = [2, 3].map((line) => sheet.getRow(line).getCell(column).value);
      expect(marks).toEqual([null, `${byDate.get(changed)!.slice(0, 16).replace('T', ' ')} UTC`]);
    }
  });
});

describe('a close that lands between the check and the write', () => {
  it('refuses the write with period_closed, and writes nothing', async () => {
    const period = await periodBack(6);
    const member = await memberWithTimesheet(period, 'unsubmitted');
    await close(period.id);
    await expect(
      transitionTimesheet(
        context.database.db,
        employeeActorOf(member.person),
        { id: member.timesheet.id, version: member.timesheet.version },
        { fromStatuses: ['unsubmitted'], toStatus: 'pending' },
      ),
    ).rejects.toMatchObject({ code: 'period_closed' });
  });
});

// Last in the file: it closes every period that ended long enough ago.
describe('closing periods by themselves', () => {
  it('is an admin setting, applied by the job to every period due, once, audited with nobody acting', async () => {
    expectRefusal(
      await lead.put('/api/admin/period_closing_settings', { autoCloseWorkingDays: 2 }),
      403,
      'forbidden',
    );
    expectRefusal(
      await admin.put('/api/admin/period_closing_settings', { autoCloseWorkingDays: 31 }),
      400,
      'validation_failed',
    );
    expect((await admin.get('/api/admin/period_closing_settings')).json()).toEqual({
      autoCloseWorkingDays: null,
    });
    expect(await closePeriodsDue(context.database.db)).toBe(0);

    const set = await admin.put('/api/admin/period_closing_settings', { autoCloseWorkingDays: 2 });
    expect(set.json()).toEqual({ autoCloseWorkingDays: 2 });
    const old = await periodBack(8);
    expect(await closePeriodsDue(context.database.db)).toBeGreaterThan(0);
    expect(await closePeriodsDue(context.database.db)).toBe(0);

    const listed = closablePeriodsResponseSchema.parse(
      (await admin.get('/api/admin/timesheet_periods/closing')).json(),
    );
    expect(listed.periods.find((each) => each.id === old.id)).toMatchObject({ closedBy: null });
    expect(listed.periods.find((each) => each.id === old.id)?.closedAt).not.toBeNull();
    const current = await periodOn(context, today);
    const [currentRow] = await context.database.db
      .select({ closedAt: timesheetPeriods.closedAt })
      .from(timesheetPeriods)
      .where(eq(timesheetPeriods.id, current.id));
    expect(currentRow?.closedAt).toBeNull();
    const [entry] = await auditEntries(admin, {
      entity_type: 'timesheet_period',
      entity_id: old.id,
      limit: 1,
    });
    expect(entry).toMatchObject({
      action: 'timesheet_period_closed',
      actor: null,
      detail: { automatically: true, afterWorkingDays: 2 },
    });
  });
});
