import { addDays, daysInMonth, isWeekend, periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import type { Role } from '@timekeep/shared/schemas/auth';
import {
  adminTimeOffBalanceResponseSchema,
  adminTimeOffBalancesResponseSchema,
  generatePeriodsResponseSchema,
  holidayResponseSchema,
  holidaysOfYearResponseSchema,
  timesheetPeriodsResponseSchema,
} from '@timekeep/shared/schemas/calendar';
import {
  timeOffBalancesResponseSchema,
  timeOffRequestResponseSchema,
} from '@timekeep/shared/schemas/time-off';
import { timesheetResponseSchema } from '@timekeep/shared/schemas/timesheets';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestAudit } from '../../../test/audit-log';
import { createPerson, createTimeOffRequest, createTimesheet } from '../../../test/factories';
import { expectRefusal } from '../../../test/refusals';
import { employeeActorOf, type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { holidays, timesheetPeriods } from '../../db/schema';
import { addHoliday } from './add-holiday';
import { deleteHoliday } from './delete-holiday';
import { deletePeriod } from './delete-period';
import { generatePeriods } from './generate-periods';
import { renameHoliday } from './rename-holiday';
import { setTimeOffBalance } from './set-time-off-balance';

let context: TestContext;
let admin: SignedIn;
const today = todayIso();
const thisYear = Number(today.slice(0, 4));

beforeAll(async () => {
  context = await createTestApp();
  admin = await signedIn(context, 'admin@example.com');
});
afterAll(async () => {
  await context?.close();
});

async function holidayDates() {
  return new Set(
    (await context.database.db.select({ date: holidays.date }).from(holidays)).map((h) => h.date),
  );
}

/** Monday to Friday of the first week wholly in next month with no holiday yet. */
async function freeWeekNextMonth() {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const firstOfNext = addDays(`${year}-${String(month).padStart(2, '0')}-${daysInMonth(year, month)}`, 1);
  const taken = await holidayDates();
  for (let monday = firstOfNext; ; monday = addDays(monday, 1)) {
    const week = [0, 1, 2, 3, 4].map((offset) => addDays(monday, offset));
    const startsMonday = new Date(`${monday}T00:00:00Z`).getUTCDay() === 1;
    if (startsMonday && week.every((date) => !taken.has(date) && !isWeekend(date))) return week;
  }
}

describe('holidays', () => {
  it('lists a year, adds, renames and deletes a holiday, each recorded', async () => {
    const year = thisYear + 1;
    const listed = holidaysOfYearResponseSchema.parse(
      (await admin.get(`/api/admin/holidays?year=${year}`)).json(),
    );
    expect(listed.year).toBe(year);
    expect(listed.holidays.length).toBeGreaterThan(5);
    expect(listed.holidays.every((holiday) => holiday.date.startsWith(String(year)))).toBe(true);

    const free = [...Array(300).keys()]
      .map((offset) => addDays(`${year}-02-01`, offset))
      .find((date) => !listed.holidays.some((holiday) => holiday.date === date))!;
    const added = await admin.post('/api/admin/holidays', { date: free, name: 'Founders Day' });
    expect(added.statusCode, added.body).toBe(200);
    const { holiday } = holidayResponseSchema.parse(added.json());
    expect(holiday).toMatchObject({ date: free, name: 'Founders Day' });
    const renamed = await admin.patch(`/api/admin/holidays/${holiday.id}`, { name: "Founders' Day" });
    expect(holidayResponseSchema.parse(renamed.json()).holiday.name).toBe("Founders' Day");
    expect(await latestAudit(admin, 'holiday', holiday.id)).toMatchObject({
      action: 'holiday_renamed',
      before: { name: 'Founders Day' },
      after: { name: "Founders' Day" },
    });
    expect((await admin.delete(`/api/admin/holidays/${holiday.id}`)).statusCode).toBe(204);
    expect(await latestAudit(admin, 'holiday', holiday.id)).toMatchObject({
      action: 'holiday_deleted',
      after: null,
    });
  });

  it('makes a holiday added for next month a holiday for capacity and for time-off counts', async () => {
    const week = await freeWeekNextMonth();
    const person = await createPerson(context);
    const as = await signedIn(context, person);
    const capacity = async () =>
      timesheetResponseSchema.parse((await as.get(`/api/timesheet?start_date=${week[2]}`)).json()).timesheet
        .capacity;
    const before = await capacity();

    const added = await admin.post('/api/admin/holidays', { date: week[2], name: 'Company Day' });
    expect(added.statusCode, added.body).toBe(200);
    expect(await capacity()).toBe(before - 8);
    const request = await as.post('/api/ptos', {
      pto_details: {
        reason: 'pto',
        timeframeType: 'multiple_days',
        hoursWorkday: 8,
        includeWeekends: false,
        startDate: week[0],
        endDate: week[4],
        hours: null,
        comment: 'A week away',
      },
    });
    expect(request.statusCode, request.body).toBe(201);
    expect(timeOffRequestResponseSchema.parse(request.json()).pto.mostRecentDetail.hours).toBe(32);
  });

  it('refuses a date that is a holiday already, a bad date, and a blank name', async () => {
    const [existing] = holidaysOfYearResponseSchema.parse(
      (await admin.get(`/api/admin/holidays?year=${thisYear + 1}`)).json(),
    ).holidays;
    expectRefusal(
      await admin.post('/api/admin/holidays', { date: existing!.date, name: 'Again' }),
      409,
      'conflict',
      'body.date',
    );
    expectRefusal(
      await admin.post('/api/admin/holidays', { date: '2026-02-30', name: 'X' }),
      400,
      'validation_failed',
      'body.date',
    );
    expectRefusal(
      await admin.post('/api/admin/holidays', { date: '2031-03-03', name: ' ' }),
      400,
      'validation_failed',
      'body.name',
    );
    expectRefusal(
      await admin.get('/api/admin/holidays?year=1999'),
      400,
      'validation_failed',
      'querystring.year',
    );
    expectRefusal(await admin.get('/api/admin/holidays'), 400, 'validation_failed', 'querystring.year');
    expect((await admin.patch('/api/admin/holidays/999999', { name: 'X' })).statusCode).toBe(404);
  });

  it('refuses adding or removing a holiday where approved timesheets count the day (history)', async () => {
    const lead = await createPerson(context);
    const member = await createPerson(context, { teamLeadId: lead.id });
    const day = addDays(periodContaining(addDays(periodContaining(today).startDate, -1)).startDate, 2);
    await createTimesheet(context, member, { date: day, status: 'approved' });
    const taken = await holidayDates();
    const free = [0, 1, 2, 3, 4, 5, 6]
      .map((offset) => addDays(day, offset))
      .find((date) => !taken.has(date))!;
    const refused = await admin.post('/api/admin/holidays', { date: free, name: 'Too late' });
    expectRefusal(refused, 409, 'invalid_state');
    expect(refused.json().error.message).toMatch(/approved timesheet/);
    expect((await holidayDates()).has(free)).toBe(false);
  });
});

describe('timesheet periods', () => {
  async function periods() {
    return timesheetPeriodsResponseSchema.parse((await admin.get('/api/timesheet_periods')).json())
      .timesheetPeriods;
  }
  function expectNoGapNorOverlap(list: { startDate: string; endDate: string }[]) {
    for (let index = 1; index < list.length; index += 1) {
      expect(list[index]!.startDate).toBe(addDays(list[index - 1]!.endDate, 1));
    }
  }

  it('generates the missing semi-monthly periods up to a date, never overlapping nor leaving a gap', async () => {
    const before = await periods();
    const last = before.at(-1)!;
    const through = addDays(last.endDate, 200);
    const [first, second] = await Promise.all([
      admin.post('/api/admin/timesheet_periods/generate', { through }),
      admin.post('/api/admin/timesheet_periods/generate', { through: addDays(through, 40) }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const created = [first, second].flatMap((r) => generatePeriodsResponseSchema.parse(r.json()).created);
    expect(created[0]!.startDate).toBe(addDays(last.endDate, 1));
    const after = await periods();
    expect(after.length).toBe(before.length + created.length);
    expect(after.at(-1)).toMatchObject(periodContaining(addDays(through, 40)));
    expectNoGapNorOverlap(after);
    for (const period of after) expect(period).toMatchObject(periodContaining(period.startDate));
    expect(await latestAudit(admin, 'timesheet_period', created[0]!.id)).toMatchObject({
      action: 'timesheet_period_created',
      after: { startDate: created[0]!.startDate },
    });

    const again = await admin.post('/api/admin/timesheet_periods/generate', { through });
    expect(generatePeriodsResponseSchema.parse(again.json()).created).toEqual([]);
  });

  it('refuses generating more than five years ahead, and a bad date', async () => {
    expectRefusal(
      await admin.post('/api/admin/timesheet_periods/generate', { through: addDays(today, 6 * 366) }),
      400,
      'validation_failed',
      'body.through',
    );
    expectRefusal(
      await admin.post('/api/admin/timesheet_periods/generate', { through: 'soon' }),
      400,
      'validation_failed',
      'body.through',
    );
  });

  it('deletes only the last period, before it starts and without timesheets', async () => {
    const list = await periods();
    const last = list.at(-1)!;
    const middle = list.at(-5)!;
    expectRefusal(await admin.delete(`/api/admin/timesheet_periods/${middle.id}`), 409, 'invalid_state');
    const current = list.find((period) => period.current)!;
    const withTimesheets = await admin.delete(`/api/admin/timesheet_periods/${current.id}`);
    expectRefusal(withTimesheets, 409, 'invalid_state');
    expect(withTimesheets.json().error.message).toMatch(/timesheet/);
    expect((await admin.delete(`/api/admin/timesheet_periods/${last.id}`)).statusCode).toBe(204);
    const after = await periods();
    expect(after.at(-1)!.endDate).toBe(addDays(last.startDate, -1));
    expectNoGapNorOverlap(after);
    expect((await admin.delete(`/api/admin/timesheet_periods/${last.id}`)).statusCode).toBe(404);
  });

  it('has the database refuse a period that is not a semi-monthly half', async () => {
    await expect(
      context.database.db.execute(
        sql`INSERT INTO ${timesheetPeriods} (start_date, end_date) VALUES ('2040-01-03', '2040-01-17')`,
      ),
    ).rejects.toThrow();
  });
});

describe('time-off balances', () => {
  it('sets and replaces a balance per person, type and year, office closures included, each recorded', async () => {
    const person = await createPerson(context);
    const set = await admin.put('/api/admin/time_off_balances', {
      spudUserId: person.id,
      year: thisYear,
      type: 'office_closure',
      accumulatedHours: 16,
    });
    expect(set.statusCode, set.body).toBe(200);
    const { balance } = adminTimeOffBalanceResponseSchema.parse(set.json());
    expect(balance).toMatchObject({
      type: 'office_closure',
      accumulatedHours: 16,
      requestedHours: 0,
      approvedHours: 0,
    });
    const replaced = await admin.put('/api/admin/time_off_balances', {
      spudUserId: person.id,
      year: thisYear,
      type: 'office_closure',
      accumulatedHours: 24,
    });
    expect(adminTimeOffBalanceResponseSchema.parse(replaced.json()).balance).toMatchObject({
      id: balance.id,
      accumulatedHours: 24,
    });
    expect(
      await latestAudit(admin, 'time_off_balance', `${balance.spudUserId} ${balance.year} ${balance.type}`),
    ).toMatchObject({
      action: 'time_off_balance_updated',
      before: { accumulatedHours: 16, type: 'office_closure' },
      after: { accumulatedHours: 24 },
    });
    const asPerson = await signedIn(context, person);
    const own = timeOffBalancesResponseSchema.parse((await asPerson.get('/api/ptos/balances')).json());
    expect(own.officeClosure).toMatchObject({ year: thisYear, totalBalance: 3 });

    const listed = adminTimeOffBalancesResponseSchema.parse(
      (await admin.get(`/api/admin/time_off_balances?spud_user_id=${person.id}&year=${thisYear}`)).json(),
    ).balances;
    expect(listed).toEqual([expect.objectContaining({ id: balance.id, accumulatedHours: 24 })]);
  });

  it('answers the type set among the same year, and lists by person alone, by year alone, or both', async () => {
    const person = await createPerson(context);
    const set = async (year: number, type: string, accumulatedHours: number) => {
      const response = await admin.put('/api/admin/time_off_balances', {
        spudUserId: person.id,
        year,
        type,
        accumulatedHours,
      });
      expect(response.statusCode, response.body).toBe(200);
      return adminTimeOffBalanceResponseSchema.parse(response.json()).balance;
    };
    const later = await set(thisYear + 3, 'pto', 40);
    const bereavement = await set(thisYear + 2, 'bereavement', 24);
    const pto = await set(thisYear + 2, 'pto', 80);
    expect(bereavement).toMatchObject({ year: thisYear + 2, type: 'bereavement', accumulatedHours: 24 });
    expect(pto).toMatchObject({ year: thisYear + 2, type: 'pto', accumulatedHours: 80 });
    const list = async (query: string) =>
      adminTimeOffBalancesResponseSchema
        .parse((await admin.get(`/api/admin/time_off_balances?${query}`)).json())
        .balances.filter((balance) => balance.spudUserId === person.id)
        .map((balance) => balance.id)
        .sort((a, b) => a - b);
    const ids = (...balances: { id: number }[]) =>
      balances.map((balance) => balance.id).sort((a, b) => a - b);
    expect(await list(`spud_user_id=${person.id}`)).toEqual(ids(later, pto, bereavement));
    expect(await list(`year=${thisYear + 2}`)).toEqual(ids(pto, bereavement));
    expect(await list(`spud_user_id=${person.id}&year=${thisYear + 3}`)).toEqual(ids(later));
  });

  it('refuses a limited type below its approved hours (history), but lets PTO go anywhere', async () => {
    const person = await createPerson(context);
    const startDate = `${thisYear + 1}-03-02`;
    await createTimeOffRequest(context, person, { reason: 'bereavement', status: 'approved', startDate });
    await createTimeOffRequest(context, person, {
      reason: 'pto',
      status: 'approved',
      startDate: `${thisYear + 1}-03-10`,
    });
    const body = { spudUserId: person.id, year: thisYear + 1, type: 'bereavement', accumulatedHours: 4 };
    const refused = await admin.put('/api/admin/time_off_balances', body);
    expectRefusal(refused, 409, 'invalid_state');
    expect(refused.json().error.message).toMatch(/8 hours of Bereavement/);
    expect(
      (await admin.put('/api/admin/time_off_balances', { ...body, accumulatedHours: 8 })).statusCode,
    ).toBe(200);
    expect(
      (await admin.put('/api/admin/time_off_balances', { ...body, type: 'pto', accumulatedHours: 0 }))
        .statusCode,
    ).toBe(200);
  });

  it("records a first balance as created, counts only that type's and year's approved hours, and names an unknown person", async () => {
    const person = await createPerson(context);
    await createTimeOffRequest(context, person, {
      reason: 'bereavement',
      status: 'approved',
      startDate: `${thisYear + 1}-03-02`,
    });
    const body = { spudUserId: person.id, year: thisYear + 2, type: 'bereavement', accumulatedHours: 7.5 };
    const otherYear = await admin.put('/api/admin/time_off_balances', body);
    expect(otherYear.statusCode, otherYear.body).toBe(200);
    const { balance } = adminTimeOffBalanceResponseSchema.parse(otherYear.json());
    expect(balance).toMatchObject({ accumulatedHours: 7.5, approvedHours: 0 });
    expect(
      await latestAudit(admin, 'time_off_balance', `${balance.spudUserId} ${balance.year} ${balance.type}`),
    ).toMatchObject({
      action: 'time_off_balance_created',
      before: null,
      after: { personId: person.id, year: thisYear + 2, type: 'bereavement', accumulatedHours: 7.5 },
    });
    const otherType = await admin.put('/api/admin/time_off_balances', {
      ...body,
      year: thisYear + 1,
      type: 'jury_duty',
      accumulatedHours: 0,
    });
    expect(otherType.statusCode, otherType.body).toBe(200);
    const unknown = await admin.put('/api/admin/time_off_balances', { ...body, spudUserId: 999_999 });
    expect(unknown.json().error).toEqual({
      code: 'validation_failed',
      message: 'body.spudUserId: No such person.',
      field: 'body.spudUserId',
    });
  });

  it.each([
    [{ spudUserId: 999_999 }, 'body.spudUserId'],
    [{ type: 'vacation' }, 'body.type'],
    [{ accumulatedHours: 1.005 }, 'body.accumulatedHours'],
    [{ accumulatedHours: -8 }, 'body.accumulatedHours'],
    [{ year: 1999 }, 'body.year'],
  ])('refuses %j with 400 naming %s', async (override, field) => {
    const person = await createPerson(context);
    const response = await admin.put('/api/admin/time_off_balances', {
      spudUserId: person.id,
      year: thisYear,
      type: 'pto',
      accumulatedHours: 80,
      ...override,
    });
    expectRefusal(response, 400, 'validation_failed', field);
  });
});

describe('the calendar rules, refusal by refusal', () => {
  const onlyAdmins = {
    code: 'forbidden',
    message: 'Only admins may manage holidays, timesheet periods and time-off balances.',
  };

  /** The admin as the use cases see them, for calling one directly. */
  const adminActor = () => ({ ...employeeActorOf(admin.person), roles: ['admin', 'employee'] as Role[] });

  async function periods() {
    return timesheetPeriodsResponseSchema.parse((await admin.get('/api/timesheet_periods')).json())
      .timesheetPeriods;
  }

  it('names a date taken by a holiday, an unknown holiday, and records a holiday added', async () => {
    const [existing] = holidaysOfYearResponseSchema.parse(
      (await admin.get(`/api/admin/holidays?year=${thisYear + 1}`)).json(),
    ).holidays;
    expect((await admin.post('/api/admin/holidays', { date: existing!.date, name: 'Again' })).json()).toEqual(
      {
        error: {
          code: 'conflict',
          message: `body.date: ${existing!.date} is a holiday already; rename it instead.`,
          field: 'body.date',
        },
      },
    );
    const notFound = { error: { code: 'not_found', message: 'Holiday not found.' } };
    const renamed = await admin.patch('/api/admin/holidays/999999', { name: 'X' });
    expect([renamed.statusCode, renamed.json()]).toEqual([404, notFound]);
    const deleted = await admin.delete('/api/admin/holidays/999999');
    expect([deleted.statusCode, deleted.json()]).toEqual([404, notFound]);

    const [date] = await freeWeekNextMonth();
    const added = holidayResponseSchema.parse(
      (await admin.post('/api/admin/holidays', { date, name: 'Audit Day' })).json(),
    ).holiday;
    expect(await latestAudit(admin, 'holiday', added.id)).toMatchObject({
      action: 'holiday_created',
      actor: { id: admin.person.id },
      before: null,
      after: { id: added.id, date, name: 'Audit Day' },
    });
  });

  it('refuses removing a holiday where approved timesheets count the day, and keeps it', async () => {
    const lead = await createPerson(context);
    const member = await createPerson(context, { teamLeadId: lead.id });
    const start = periodContaining(addDays(periodContaining(today).startDate, -1)).startDate;
    await createTimesheet(context, member, { date: start, status: 'approved' });
    const taken = await holidayDates();
    const date = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
      .map((offset) => addDays(start, offset))
      .find((d) => !taken.has(d))!;
    const [holiday] = await context.database.db
      .insert(holidays)
      .values({ date, name: 'Settled' })
      .returning();
    const refused = await admin.delete(`/api/admin/holidays/${holiday!.id}`);
    expectRefusal(refused, 409, 'invalid_state');
    expect(refused.json().error.message).toMatch(
      new RegExp(`^\\d+ approved timesheet\\(s\\) of the period holding ${date} count this day's capacity`),
    );
    expect((await holidayDates()).has(date)).toBe(true);
    // A date taken already is named as such, before the history rule is asked.
    expect((await admin.post('/api/admin/holidays', { date, name: 'Settled again' })).json()).toEqual({
      error: {
        code: 'conflict',
        message: `body.date: ${date} is a holiday already; rename it instead.`,
        field: 'body.date',
      },
    });
  });

  it('lets one of two admins adding the same date at once win, and names the date to the other', async () => {
    const [, date] = await freeWeekNextMonth();
    const answers = await Promise.all([
      admin.post('/api/admin/holidays', { date, name: 'First' }),
      admin.post('/api/admin/holidays', { date, name: 'Second' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({
      error: {
        code: 'conflict',
        message: `body.date: ${date} is a holiday already; rename it instead.`,
        field: 'body.date',
      },
    });
    const stored = await context.database.db.select().from(holidays).where(eq(holidays.date, date!));
    expect(stored).toHaveLength(1);
  });

  it('names an unknown period, refuses a last period that has started, and records a deleted one', async () => {
    const missing = await admin.delete('/api/admin/timesheet_periods/999999');
    expect([missing.statusCode, missing.json()]).toEqual([
      404,
      { error: { code: 'not_found', message: 'Timesheet period not found.' } },
    ]);

    const db = context.database.db;
    const last = (await periods()).at(-1)!;
    await expect(deletePeriod(db, adminActor(), last.id, last.startDate)).rejects.toMatchObject({
      code: 'invalid_state',
      message: 'Only the last period, and only before it starts, may be deleted: periods never leave a gap.',
    });
    expect((await periods()).at(-1)!.id).toBe(last.id);

    expect((await admin.delete(`/api/admin/timesheet_periods/${last.id}`)).statusCode).toBe(204);
    expect(await latestAudit(admin, 'timesheet_period', last.id)).toMatchObject({
      action: 'timesheet_period_deleted',
      actor: { id: admin.person.id },
      before: { id: last.id, startDate: last.startDate, endDate: last.endDate },
      after: null,
    });
  });

  it('generates up to exactly five years ahead, answering the first and last periods, and no further', async () => {
    const furthest = addDays(today, 5 * 366);
    const tooFar = await admin.post('/api/admin/timesheet_periods/generate', {
      through: addDays(furthest, 1),
    });
    expect(tooFar.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: `body.through: Periods are generated at most 5 years ahead (up to ${furthest}).`,
        field: 'body.through',
      },
    });
    const before = await periods();
    const generated = await admin.post('/api/admin/timesheet_periods/generate', { through: furthest });
    expect(generated.statusCode, generated.body).toBe(200);
    const answer = generatePeriodsResponseSchema.parse(generated.json());
    const after = await periods();
    expect(answer.created.length).toBeGreaterThan(0);
    expect(answer.first).toMatchObject({ id: before[0]!.id, startDate: before[0]!.startDate });
    expect(answer.last).toMatchObject({ id: after.at(-1)!.id, startDate: after.at(-1)!.startDate });
    expect(after.at(-1)).toMatchObject(periodContaining(furthest));

    const again = generatePeriodsResponseSchema.parse(
      (await admin.post('/api/admin/timesheet_periods/generate', { through: furthest })).json(),
    );
    expect(again).toMatchObject({
      created: [],
      first: { id: before[0]!.id },
      last: { id: after.at(-1)!.id },
    });
  });

  it('starts at the period holding today, or an earlier `through`, when there is no period at all', async () => {
    const generateOnEmpty = (through: string) =>
      context.database.db
        .transaction(async (tx) => {
          await tx.execute(sql`TRUNCATE ${timesheetPeriods} CASCADE`);
          const answer = await generatePeriods(tx as never, adminActor(), through, '2031-05-20');
          throw Object.assign(new Error('roll back'), { answer });
        })
        .catch((error: { answer?: Awaited<ReturnType<typeof generatePeriods>> }) => {
          if (!error.answer) throw error;
          return error.answer;
        });
    const later = await generateOnEmpty('2031-06-20');
    expect(later.created.map((period) => period.startDate)).toEqual([
      '2031-05-16',
      '2031-06-01',
      '2031-06-16',
    ]);
    expect(later.first).toMatchObject({ startDate: '2031-05-16' });
    expect(later.last).toMatchObject({ startDate: '2031-06-16' });
    const earlier = await generateOnEmpty('2031-04-03');
    expect(earlier.created.map((period) => period.startDate)).toEqual(['2031-04-01']);
    expect(earlier.first).toMatchObject({ startDate: '2031-04-01', endDate: '2031-04-15' });
  });

  it('checks the admin role in each use case itself, behind the route, changing nothing', async () => {
    const db = context.database.db;
    const person = await createPerson(context);
    const employee = employeeActorOf(person);
    const [holiday] = await db.select().from(holidays).limit(1);
    const last = (await periods()).at(-1)!;
    for (const call of [
      () => addHoliday(db, employee, { date: '2033-07-07', name: 'Sneaky' }),
      () => renameHoliday(db, employee, holiday!.id, 'Sneaky'),
      () => deleteHoliday(db, employee, holiday!.id),
      () => generatePeriods(db, employee, addDays(today, 400)),
      () => deletePeriod(db, employee, last.id),
      () =>
        setTimeOffBalance(
          db,
          employee,
          {
            spudUserId: person.id,
            year: thisYear,
            type: 'pto',
            accumulatedHours: 80,
          },
          today,
        ),
    ]) {
      await expect(call()).rejects.toMatchObject(onlyAdmins);
    }
    expect((await db.select().from(holidays).where(eq(holidays.id, holiday!.id)))[0]).toEqual(holiday);
    expect((await periods()).at(-1)!.id).toBe(last.id);
    expect((await holidayDates()).has('2033-07-07')).toBe(false);
  });
});
