import { addDays, datesBetween, isWeekend, todayIso } from '@timekeep/shared/domain/periods';
import { fullName } from '@timekeep/shared/domain/person-names';
import { DUPLICATE_REQUEST_MESSAGE } from '@timekeep/shared/domain/time-off-duplicates';
import { OFFICE_CLOSURE_LIMIT_MESSAGE } from '@timekeep/shared/domain/time-off-limits';
import type { TimeOffDetailsInput, TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createPerson,
  createTimeOffBalance,
  createTimeOffRequest,
  type PersonOverrides,
} from '../../../test/factories';
import { anonymous, type Requests, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { holidays, timeOffRequestDetails, timeOffRequests } from '../../db/schema';

let context: TestContext;
const today = todayIso();
const thisYear = Number(today.slice(0, 4));
const nextYear = thisYear + 1;
/** The company holidays, which no request may start on. */
let holidayDates: Set<string>;

beforeAll(async () => {
  context = await createTestApp();
  holidayDates = new Set((await context.database.db.select().from(holidays)).map((holiday) => holiday.date));
});
afterAll(async () => {
  await context?.close();
});

/** A new employee of a new team lead, signed in: no requests and no balances until the test gives them. */
async function newEmployee(overrides: PersonOverrides = {}) {
  const lead = await createPerson(context);
  const person = await createPerson(context, { teamLeadId: lead.id, ...overrides });
  return { lead, person, as: await signedIn(context, person) };
}

/** The first run of `count` weekdays in the window that holds no holiday. */
function freeWeekdays(count: number, from: string, to: string): { startDate: string; endDate: string } {
  for (let start = from; start <= to; start = addDays(start, 1)) {
    const run: string[] = [];
    for (let date = start; date <= to && run.length < count; date = addDays(date, 1)) {
      if (holidayDates.has(date)) break;
      if (!isWeekend(date)) run.push(date);
    }
    if (run.length === count && !isWeekend(start)) return { startDate: start, endDate: run.at(-1)! };
  }
  throw new Error(`no ${count} free weekdays between ${from} and ${to}`);
}

/** The weekdays of a range, each a date a one-day request may take. */
function weekdaysOf(range: { startDate: string; endDate: string }): string[] {
  return datesBetween(range.startDate, range.endDate).filter((date) => !isWeekend(date));
}

const nextYearWindow = [`${nextYear}-01-01`, `${nextYear}-12-31`] as const;
const thisYearWindow = [`${thisYear}-01-01`, `${thisYear}-12-31`] as const;
const lastYearWindow = [`${thisYear - 1}-01-01`, `${thisYear - 1}-12-31`] as const;

function multipleDays(
  range: { startDate: string; endDate: string },
  overrides: Partial<TimeOffDetailsInput> = {},
) {
  return {
    reason: 'pto',
    timeframeType: 'multiple_days',
    hoursWorkday: 8,
    includeWeekends: false,
    startDate: range.startDate,
    endDate: range.endDate,
    hours: null,
    comment: 'Family vacation',
    ...overrides,
  } satisfies TimeOffDetailsInput;
}

function partialDay(date: string, hours: number, overrides: Partial<TimeOffDetailsInput> = {}) {
  return multipleDays(
    { startDate: date, endDate: date },
    { timeframeType: 'partial_day', endDate: null, hours, ...overrides },
  );
}

const post = (as: Requests, details: unknown) => as.post('/api/ptos', { pto_details: details });
const put = (as: Requests, id: number, details: unknown) =>
  as.put(`/api/ptos/${id}`, { pto_details: details });

function errorOf(response: LightMyRequestResponse) {
  return (response.json() as { error: { code: string; message: string; field?: string } }).error;
}

async function created(as: Requests, details: unknown): Promise<TimeOffRequest> {
  const response = await post(as, details);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { pto: TimeOffRequest }).pto;
}

async function setStatus(requestId: number, status: 'approved' | 'rejected') {
  await context.database.db.update(timeOffRequests).set({ status }).where(eq(timeOffRequests.id, requestId));
  await context.database.db
    .update(timeOffRequestDetails)
    .set({ status })
    .where(eq(timeOffRequestDetails.requestId, requestId));
}

async function upcoming(as: Requests): Promise<TimeOffRequest[]> {
  return (await as.get('/api/ptos')).json().ptos;
}

async function balances(as: Requests) {
  return (await as.get('/api/ptos/balances')).json() as {
    balances: {
      type: string;
      accumulatedAmount: Record<string, number>;
      ptoRequested: Record<string, number>;
    }[];
    officeClosure: { year: number; totalRequested: number; totalBalance: number };
  };
}

/** A new employee with last year's office closure balance and requests: two approved by their lead, one rejected. */
async function newEmployeeWithLastYear() {
  const employee = await newEmployee();
  await createTimeOffBalance(context, employee.person, {
    year: thisYear - 1,
    reason: 'office_closure',
    accumulatedHours: 40,
  });
  const [first, second, third] = weekdaysOf(freeWeekdays(3, `${thisYear - 1}-03-01`, lastYearWindow[1]));
  await createTimeOffRequest(context, employee.person, { startDate: first!, status: 'approved' });
  await createTimeOffRequest(context, employee.person, { startDate: second!, status: 'rejected' });
  await createTimeOffRequest(context, employee.person, {
    startDate: third!,
    status: 'approved',
    timeframeType: 'partial_day',
    hours: 4,
  });
  return employee;
}

/** An office closure as the app stores one: a partial day of 8 hours. */
function createOfficeClosure(person: { id: number; teamLeadId: number | null }, date: string) {
  return createTimeOffRequest(context, person, {
    reason: 'office_closure',
    timeframeType: 'partial_day',
    hours: 8,
    startDate: date,
  });
}

describe('GET /api/ptos', () => {
  it('lists the upcoming requests, soonest first, with their most recent detail', async () => {
    const { person, as } = await newEmployee();
    const past = freeWeekdays(1, addDays(today, -30), addDays(today, -10));
    const soon = freeWeekdays(1, addDays(today, 10), addDays(today, 30));
    const later = freeWeekdays(3, addDays(today, 40), addDays(today, 80));
    await createTimeOffRequest(context, person, later);
    await createTimeOffRequest(context, person, { ...soon, status: 'approved' });
    await createTimeOffRequest(context, person, { ...past, status: 'approved' });
    const ptos = await upcoming(as);
    expect(ptos.length).toBeGreaterThan(0);
    expect(ptos.some((pto) => pto.mostRecentDetail.status === 'pending')).toBe(true);
    for (const pto of ptos) {
      expect(pto.mostRecentDetail.endDate >= today).toBe(true);
      expect(pto.employeeName).toBe(fullName(person));
    }
    const starts = ptos.map((pto) => pto.mostRecentDetail.startDate);
    expect(starts).toEqual([...starts].sort());
  });

  it('lists the past requests of a year, latest first', async () => {
    const { as } = await newEmployeeWithLastYear();
    const response = await as.get(`/api/ptos?past=true&year=${thisYear - 1}`);
    expect(response.statusCode).toBe(200);
    const ptos: TimeOffRequest[] = response.json().ptos;
    expect(ptos.length).toBeGreaterThan(0);
    for (const pto of ptos) {
      expect(pto.mostRecentDetail.startDate.startsWith(String(thisYear - 1))).toBe(true);
      expect(pto.mostRecentDetail.endDate < today).toBe(true);
    }
    const starts = ptos.map((pto) => pto.mostRecentDetail.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(ptos.some((pto) => pto.mostRecentDetail.managerName !== null)).toBe(true);
  });

  it('refuses a year that is not a number', async () => {
    const { as } = await newEmployee();
    const response = await as.get('/api/ptos?past=true&year=last');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('validation_failed');
  });
});

describe('GET /api/ptos/balances and /api/ptos/stats', () => {
  it('gives each type its accumulated and requested hours by year, and office closures in days', async () => {
    const { person, as } = await newEmployee();
    await createTimeOffBalance(context, person, { reason: 'pto', accumulatedHours: 120 });
    await createTimeOffBalance(context, person, { reason: 'office_closure', accumulatedHours: 40 });
    const [vacation, closure] = weekdaysOf(freeWeekdays(2, ...thisYearWindow));
    await createTimeOffRequest(context, person, { startDate: vacation! });
    await createTimeOffRequest(context, person, {
      startDate: closure!,
      reason: 'office_closure',
      timeframeType: 'partial_day',
    });
    const body = await balances(as);
    const pto = body.balances.find((balance) => balance.type === 'pto');
    expect(pto?.accumulatedAmount[String(thisYear)]).toBe(120);
    expect(pto?.ptoRequested[String(thisYear)]).toBeGreaterThan(0);
    const closures = body.balances.find((balance) => balance.type === 'office_closure')!;
    expect(body.officeClosure).toEqual({
      year: thisYear,
      totalBalance: 5,
      totalRequested: (closures.ptoRequested[String(thisYear)] ?? 0) / 8,
    });
  });

  it('computes the cards from the approved requests of the year', async () => {
    const { as } = await newEmployeeWithLastYear();
    const response = await as.get(`/api/ptos/stats?year=${thisYear - 1}`);
    expect(response.statusCode).toBe(200);
    const { stats } = response.json();
    const past: TimeOffRequest[] = (await as.get(`/api/ptos?past=true&year=${thisYear - 1}`)).json().ptos;
    const approvedHours = past
      .filter((pto) => pto.mostRecentDetail.status === 'approved')
      .reduce((sum, pto) => sum + pto.mostRecentDetail.hours, 0);
    expect(stats.year).toBe(thisYear - 1);
    expect(stats.totalApproved).toBe(approvedHours);
    expect(stats.takenYtd).toBe(approvedHours);
    expect(stats.officeClosure.totalBalance).toBe(5);
  });

  it('counts approved hours after today as approved but none of them as taken', async () => {
    const { person, as } = await newEmployee();
    await createTimeOffRequest(context, person, {
      ...freeWeekdays(3, ...nextYearWindow),
      status: 'approved',
    });
    const response = await as.get(`/api/ptos/stats?year=${nextYear}`);
    expect(response.statusCode).toBe(200);
    const { stats } = response.json();
    // Three weekdays of 8 hours, every one after today.
    expect(stats).toMatchObject({ year: nextYear, totalApproved: 24, takenYtd: 0 });
  });

  it('leaves a holiday out of the hours taken so far of an approved request under way today', async () => {
    // Monday 9 to Friday 13 March 2026, a holiday on the Tuesday, asked on the Wednesday: the clock is fixed
    // (only Date; timers stay real) so the request is under way whatever day the suite runs.
    const { person, as } = await newEmployee();
    await createTimeOffRequest(context, person, {
      startDate: '2026-03-09',
      endDate: '2026-03-13',
      hours: 32,
      status: 'approved',
    });
    const [holiday] = await context.database.db
      .insert(holidays)
      .values({ date: '2026-03-10', name: 'Test holiday' })
      .returning();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-11T15:00:00Z') });
    try {
      const response = await as.get('/api/ptos/stats?year=2026');
      expect(response.statusCode, response.body).toBe(200);
      // Taken: the Monday and the Wednesday; the Tuesday is a holiday, Thursday and Friday are to come.
      expect(response.json().stats).toMatchObject({ year: 2026, totalApproved: 32, takenYtd: 16 });
    } finally {
      vi.useRealTimers();
      await context.database.db.delete(holidays).where(eq(holidays.id, holiday!.id));
    }
  });
});

describe('POST /api/ptos', () => {
  it('stores multiple days as pending, counting weekdays times the workday', async () => {
    const { as } = await newEmployee();
    const range = freeWeekdays(3, ...nextYearWindow);
    const before =
      (await balances(as)).balances.find((b) => b.type === 'pto')?.ptoRequested[String(nextYear)] ?? 0;
    const pto = await created(as, multipleDays(range, { hoursWorkday: 10, hours: 1 }));
    expect(pto.mostRecentDetail).toMatchObject({
      status: 'pending',
      reason: 'pto',
      startDate: range.startDate,
      endDate: range.endDate,
      hours: 30,
      hoursWorkday: 10,
      managerName: null,
    });
    expect((await upcoming(as)).map((request) => request.id)).toContain(pto.id);
    const after = (await balances(as)).balances.find((b) => b.type === 'pto')?.ptoRequested[String(nextYear)];
    expect(after).toBe(before + 30);
  });

  it('counts the weekend inside a range only when weekends are included', async () => {
    const { as } = await newEmployee();
    // Any six weekdays in a row span one weekend.
    const range = freeWeekdays(6, ...nextYearWindow);
    const pto = await created(as, multipleDays(range));
    expect(pto.mostRecentDetail.hours).toBe(48);
    const edited = await put(as, pto.id, multipleDays(range, { includeWeekends: true }));
    expect(edited.json().pto.mostRecentDetail.hours).toBe(64);
  });

  it('leaves a holiday inside the range out of the count and refuses it as a date', async () => {
    const { as } = await newEmployee();
    const laborDay = (await context.database.db.select().from(holidays)).find(
      (holiday) => holiday.name === 'Labor Day' && holiday.date.startsWith(String(nextYear)),
    )!.date;
    const range = { startDate: addDays(laborDay, -3), endDate: addDays(laborDay, 1) };
    expect(datesBetween(range.startDate, range.endDate).filter((date) => holidayDates.has(date))).toEqual([
      laborDay,
    ]);
    const pto = await created(as, multipleDays(range));
    expect(pto.mostRecentDetail.hours).toBe(16);
    const response = await post(as, partialDay(laborDay, 4));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      field: 'pto_details.startDate',
      message: 'The start date is a company holiday.',
    });
  });

  it('stores a partial day with the chosen half hours, ending on its start date', async () => {
    const { as } = await newEmployee();
    const { startDate } = freeWeekdays(1, ...nextYearWindow);
    const pto = await created(as, partialDay(startDate, 3.5, { endDate: addDays(startDate, 3) }));
    expect(pto.mostRecentDetail).toMatchObject({
      timeframeType: 'partial_day',
      hours: 3.5,
      endDate: startDate,
    });
  });

  it('stores an office closure of 8 hours this year', async () => {
    const { person, as } = await newEmployee();
    await createTimeOffBalance(context, person, { reason: 'office_closure', accumulatedHours: 40 });
    const { startDate } = freeWeekdays(1, ...thisYearWindow);
    const pto = await created(as, partialDay(startDate, 8, { reason: 'office_closure' }));
    expect(pto.mostRecentDetail).toMatchObject({ reason: 'office_closure', hours: 8 });
  });

  it.each([
    ['an empty comment', { comment: '  ' }, 'pto_details.comment', 'A comment is required.'],
    [
      'a comment of 201 characters',
      { comment: 'x'.repeat(201) },
      'pto_details.comment',
      'The comment must be at most 200 characters.',
    ],
    ['a start on a weekend', { weekend: true }, 'pto_details.startDate', undefined],
    [
      'an end in another year',
      { crossYear: true },
      'pto_details.endDate',
      'The start and end dates must be in the same year.',
    ],
    ['a date after next year', { afterNextYear: true }, 'pto_details.startDate', undefined],
  ])('refuses %s', async (_, change, field, message) => {
    const { as } = await newEmployee();
    const range = freeWeekdays(1, ...nextYearWindow);
    const { weekend, crossYear, afterNextYear, ...overrides } = change as Record<string, unknown>;
    let details: TimeOffDetailsInput = multipleDays(range, overrides);
    if (weekend) {
      let saturday = range.startDate;
      while (!isWeekend(saturday)) saturday = addDays(saturday, 1);
      details = multipleDays({ startDate: saturday, endDate: addDays(saturday, 2) });
    }
    if (crossYear) details = multipleDays({ startDate: `${thisYear}-12-30`, endDate: `${nextYear}-01-05` });
    if (afterNextYear) details = partialDay(`${nextYear + 1}-02-02`, 4);
    const response = await post(as, details);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'validation_failed',
      field,
      ...(message ? { message } : {}),
    });
  });

  it('takes a comment of exactly 200 characters, as sent', async () => {
    const { as } = await newEmployee();
    const comment = `${'y'.repeat(199)}z`;
    const pto = await created(as, multipleDays(freeWeekdays(1, ...nextYearWindow), { comment }));
    expect(pto.mostRecentDetail.comment).toBe(comment);
  });

  it('refuses an office closure that is not one partial day of 8 hours, with the spec message', async () => {
    const { person, as } = await newEmployee();
    await createTimeOffBalance(context, person, { reason: 'office_closure', accumulatedHours: 40 });
    const range = freeWeekdays(2, ...thisYearWindow);
    for (const details of [
      partialDay(range.startDate, 7.5, { reason: 'office_closure' }),
      partialDay(range.startDate, 8.5, { reason: 'office_closure', hoursWorkday: 10 }),
      multipleDays(range, { reason: 'office_closure' }),
    ]) {
      const response = await post(as, details);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        code: 'validation_failed',
        field: 'pto_details.hours',
        message: 'An office closure is a partial day of 8 hours.',
      });
    }
    expect(await upcoming(as)).toEqual([]);
  });

  it('refuses partial-day hours off the half-hour grid or beyond the workday', async () => {
    const { as } = await newEmployee();
    const { startDate } = freeWeekdays(1, ...nextYearWindow);
    for (const hours of [1.25, 0, 8.5]) {
      const response = await post(as, partialDay(startDate, hours));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).field).toBe('pto_details.hours');
    }
  });

  it('refuses a body without pto_details, an unknown reason or a bad workday', async () => {
    const { as } = await newEmployee();
    const range = freeWeekdays(1, ...nextYearWindow);
    expect((await as.post('/api/ptos', {})).statusCode).toBe(400);
    expect((await post(as, multipleDays(range, { reason: 'vacation' as never }))).statusCode).toBe(400);
    expect((await post(as, multipleDays(range, { hoursWorkday: 9 as never }))).statusCode).toBe(400);
  });

  it('refuses a request overlapping another one with the duplicate message', async () => {
    const { as } = await newEmployee();
    const range = freeWeekdays(3, ...nextYearWindow);
    await created(as, multipleDays(range));
    const response = await post(as, partialDay(range.endDate, 2));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'duplicate_request',
      message: DUPLICATE_REQUEST_MESSAGE,
    });
  });

  it('lets a rejected request’s dates be requested again', async () => {
    const { as } = await newEmployee();
    const range = freeWeekdays(2, ...nextYearWindow);
    const rejected = await created(as, multipleDays(range));
    await setStatus(rejected.id, 'rejected');
    await created(as, multipleDays(range, { comment: 'Second try' }));
  });

  it('refuses leave beyond its balance, naming the type and what remains', async () => {
    const { person, as } = await newEmployee();
    await createTimeOffBalance(context, person, { reason: 'jury_duty', accumulatedHours: 24 });
    const { balances: all } = await balances(as);
    const jury = all.find((balance) => balance.type === 'jury_duty')!;
    const remaining = jury.accumulatedAmount[String(thisYear)]! - (jury.ptoRequested[String(thisYear)] ?? 0);
    const days = remaining / 8 + 1;
    const range = freeWeekdays(days, ...thisYearWindow);
    const response = await post(as, multipleDays(range, { reason: 'jury_duty' }));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toEqual({
      code: 'limit_exceeded',
      message: `Jury Duty balance exceeded. ${remaining} hours remain in ${thisYear}.`,
      field: 'pto_details.hours',
    });
  });

  it('refuses leave other than PTO in a year without a balance for it: no balance means none', async () => {
    const { person, as } = await newEmployee();
    await createTimeOffBalance(context, person, {
      year: thisYear,
      reason: 'bereavement',
      accumulatedHours: 80,
    });
    const january = freeWeekdays(10, `${nextYear}-01-01`, `${nextYear}-01-31`);
    const response = await post(as, multipleDays(january, { reason: 'bereavement' }));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toEqual({
      code: 'limit_exceeded',
      message: `No Bereavement balance is set for ${nextYear}. Please ask HR to set one before requesting it.`,
      field: 'pto_details.hours',
    });
    await created(as, multipleDays(january));
  });

  it('refuses an office closure beyond the balance in days with the spec message', async () => {
    const { person, as } = await newEmployee();
    await createTimeOffBalance(context, person, { reason: 'office_closure', accumulatedHours: 40 });
    const { officeClosure } = await balances(as);
    const days = weekdaysOf(freeWeekdays(officeClosure.totalBalance + 1, ...thisYearWindow));
    for (let day = officeClosure.totalRequested; day < officeClosure.totalBalance; day++) {
      await created(as, partialDay(days[day]!, 8, { reason: 'office_closure' }));
    }
    const response = await post(as, partialDay(days.at(-1)!, 8, { reason: 'office_closure' }));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'limit_exceeded',
      message: OFFICE_CLOSURE_LIMIT_MESSAGE,
    });
    expect((await balances(as)).officeClosure.totalRequested).toBe(officeClosure.totalBalance);
  });

  it('stores exactly one of two overlapping requests sent at the same moment', async () => {
    const { person, as } = await newEmployee();
    const range = freeWeekdays(2, ...nextYearWindow);
    const responses = await Promise.all([
      post(as, multipleDays(range, { comment: 'First' })),
      post(as, partialDay(range.endDate, 4, { comment: 'Second' })),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const stored = await context.database.db
      .select()
      .from(timeOffRequests)
      .where(and(eq(timeOffRequests.personId, person.id), eq(timeOffRequests.endDate, range.endDate)));
    expect(stored).toHaveLength(1);
  });

  it('stores exactly one of many identical requests sent at once', async () => {
    const { as } = await newEmployee();
    const { startDate } = freeWeekdays(1, ...nextYearWindow);
    const responses = await Promise.all(Array.from({ length: 5 }, () => post(as, partialDay(startDate, 2))));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(4);
  });
});

describe('PUT /api/ptos/{id}', () => {
  it('writes a new detail version and keeps an unchanged range from being its own duplicate', async () => {
    const { as } = await newEmployee();
    const range = freeWeekdays(2, ...nextYearWindow);
    const pto = await created(as, multipleDays(range));
    const response = await put(
      as,
      pto.id,
      multipleDays(range, { comment: 'Changed plans', hoursWorkday: 12 }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().pto.mostRecentDetail).toMatchObject({
      comment: 'Changed plans',
      hours: 24,
      status: 'pending',
    });
    const versions = await context.database.db
      .select()
      .from(timeOffRequestDetails)
      .where(eq(timeOffRequestDetails.requestId, pto.id));
    expect(versions.map((version) => version.version).sort()).toEqual([1, 2]);
  });

  it('puts an approved request back to pending', async () => {
    const { as } = await newEmployee();
    const range = freeWeekdays(1, ...nextYearWindow);
    const pto = await created(as, multipleDays(range));
    await setStatus(pto.id, 'approved');
    const response = await put(as, pto.id, partialDay(range.startDate, 4));
    expect(response.statusCode).toBe(200);
    expect(response.json().pto.mostRecentDetail).toMatchObject({
      status: 'pending',
      hours: 4,
      timeframeType: 'partial_day',
    });
  });

  it('refuses moving onto another request’s dates', async () => {
    const { as } = await newEmployee();
    const first = freeWeekdays(1, ...nextYearWindow);
    const second = freeWeekdays(1, addDays(first.endDate, 1), nextYearWindow[1]);
    await created(as, multipleDays(first));
    const pto = await created(as, multipleDays(second));
    const response = await put(as, pto.id, multipleDays(first));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe(DUPLICATE_REQUEST_MESSAGE);
  });

  it('gives back the original hours to the limit check', async () => {
    const { person, as } = await newEmployee();
    await createTimeOffBalance(context, person, {
      year: nextYear,
      reason: 'bereavement',
      accumulatedHours: 16,
    });
    const range = freeWeekdays(2, ...nextYearWindow);
    const pto = await created(as, multipleDays(range, { reason: 'bereavement' }));
    const edit = await put(as, pto.id, multipleDays(range, { reason: 'bereavement', comment: 'Funeral' }));
    expect(edit.statusCode).toBe(200);
    const more = await post(
      as,
      partialDay(freeWeekdays(1, addDays(range.endDate, 1), nextYearWindow[1]).startDate, 0.5, {
        reason: 'bereavement',
      }),
    );
    expect(more.statusCode).toBe(422);
    expect(errorOf(more).message).toBe(`Bereavement balance exceeded. 0 hours remain in ${nextYear}.`);
  });

  it('refuses editing an office closure, a rejected or a started request', async () => {
    const { person, as } = await newEmployee();
    const [closureDay, replacementDay, rejectedDay] = weekdaysOf(freeWeekdays(3, ...nextYearWindow));
    const closureId = (await createOfficeClosure(person, closureDay!)).request.id;
    const replacement = multipleDays({ startDate: replacementDay!, endDate: replacementDay! });
    const closureEdit = await put(as, closureId, replacement);
    expect(closureEdit.statusCode).toBe(409);
    expect(errorOf(closureEdit).message).toBe(
      'An office closure cannot be edited. Delete it and request a new one instead.',
    );

    const rejectedId = (
      await createTimeOffRequest(context, person, { status: 'rejected', startDate: rejectedDay! })
    ).request.id;
    const rejectedEdit = await put(as, rejectedId, replacement);
    expect(rejectedEdit.statusCode).toBe(409);
    expect(errorOf(rejectedEdit)).toMatchObject({
      code: 'invalid_state',
      message: 'A rejected request cannot be changed.',
    });

    const startedId = (await createTimeOffRequest(context, person, freeWeekdays(1, ...lastYearWindow)))
      .request.id;
    const startedEdit = await put(as, startedId, replacement);
    expect(startedEdit.statusCode).toBe(409);
    expect(errorOf(startedEdit)).toMatchObject({
      code: 'invalid_state',
      message: 'A request that has already started cannot be changed.',
    });
  });

  it('refuses turning a request into an office closure', async () => {
    const { as } = await newEmployee();
    const range = freeWeekdays(1, ...nextYearWindow);
    const pto = await created(as, multipleDays(range));
    const intoClosure = await put(as, pto.id, partialDay(range.startDate, 8, { reason: 'office_closure' }));
    expect(intoClosure.statusCode).toBe(422);
    expect(errorOf(intoClosure)).toMatchObject({ code: 'rule_violation', field: 'pto_details.reason' });
  });

  it('refuses bad details on edit as on create', async () => {
    const { as } = await newEmployee();
    const range = freeWeekdays(1, ...nextYearWindow);
    const pto = await created(as, multipleDays(range));
    const response = await put(as, pto.id, multipleDays(range, { comment: '' }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).field).toBe('pto_details.comment');
  });
});

describe('DELETE /api/ptos/{id}', () => {
  it('deletes the owner’s upcoming request', async () => {
    const { as } = await newEmployee();
    const pto = await created(as, multipleDays(freeWeekdays(1, ...nextYearWindow)));
    const response = await as.delete(`/api/ptos/${pto.id}`);
    expect(response.statusCode).toBe(204);
    expect((await upcoming(as)).map((request) => request.id)).not.toContain(pto.id);
    expect((await as.delete(`/api/ptos/${pto.id}`)).statusCode).toBe(404);
  });

  it('deletes an office closure', async () => {
    const { person, as } = await newEmployee();
    const closureId = (await createOfficeClosure(person, freeWeekdays(1, ...nextYearWindow).startDate))
      .request.id;
    expect((await as.delete(`/api/ptos/${closureId}`)).statusCode).toBe(204);
  });

  it('refuses deleting a rejected or a started request', async () => {
    const { person, as } = await newEmployee();
    const rejectedId = (
      await createTimeOffRequest(context, person, {
        status: 'rejected',
        ...freeWeekdays(1, ...nextYearWindow),
      })
    ).request.id;
    expect((await as.delete(`/api/ptos/${rejectedId}`)).statusCode).toBe(409);
    const startedId = (await createTimeOffRequest(context, person, freeWeekdays(1, ...lastYearWindow)))
      .request.id;
    const response = await as.delete(`/api/ptos/${startedId}`);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('invalid_state');
  });

  it('refuses an id that is not a number', async () => {
    const { as } = await newEmployee();
    expect((await as.delete('/api/ptos/abc')).statusCode).toBe(400);
  });
});

describe('who may use time off', () => {
  it('refuses to edit or delete another person’s request with 403 (decisions: 403 for what exists)', async () => {
    const { as } = await newEmployee();
    const colleague = await newEmployee();
    const range = freeWeekdays(1, ...nextYearWindow);
    const { request: foreign } = await createTimeOffRequest(context, colleague.person, range);
    const edit = await put(as, foreign.id, multipleDays(range));
    expect(edit.statusCode).toBe(403);
    expect(errorOf(edit).code).toBe('forbidden');
    expect((await as.delete(`/api/ptos/${foreign.id}`)).statusCode).toBe(403);
    const [still] = await context.database.db
      .select()
      .from(timeOffRequests)
      .where(eq(timeOffRequests.id, foreign.id));
    expect(still).toBeDefined();
  });

  it('refuses contractors and people without the employee role on every time-off call', async () => {
    const contractor: PersonOverrides = { contractor: true };
    const reportsOnly: PersonOverrides = { roles: ['reports'] };
    for (const overrides of [contractor, reportsOnly]) {
      const { as } = await newEmployee(overrides);
      const range = freeWeekdays(1, ...nextYearWindow);
      const responses = [
        await as.get('/api/ptos'),
        await as.get('/api/ptos/balances'),
        await as.get('/api/ptos/stats'),
        await post(as, multipleDays(range)),
        await put(as, 1, multipleDays(range)),
        await as.delete('/api/ptos/1'),
      ];
      expect(responses.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
      expect(errorOf(responses[0]!).code).toBe('forbidden');
    }
  });

  it('asks for a session first', async () => {
    expect((await anonymous(context).get('/api/ptos')).statusCode).toBe(401);
    expect(
      (await post(anonymous(context), multipleDays(freeWeekdays(1, ...nextYearWindow)))).statusCode,
    ).toBe(401);
  });

  it('lets a manager keep their own time off', async () => {
    const { lead } = await newEmployee();
    const manager = await signedIn(context, lead);
    expect((await manager.get('/api/ptos')).statusCode).toBe(200);
  });
});

describe('balances and stats, as the mutation run found them untested', () => {
  it('counts only approved hours as approved, whatever is pending', async () => {
    const { person, as } = await newEmployee();
    const approved = freeWeekdays(1, `${thisYear}-06-01`, `${thisYear}-06-30`);
    const pending = freeWeekdays(1, addDays(approved.endDate, 1), `${thisYear}-07-31`);
    await createTimeOffRequest(context, person, { status: 'approved', ...approved });
    await createTimeOffRequest(context, person, { status: 'pending', ...pending });
    const stats = (await as.get(`/api/ptos/stats?year=${thisYear}`)).json().stats;
    expect(stats.totalApproved).toBe(8);
  });

  it('lists the balances by leave type, whether a balance or only a request brought the type in', async () => {
    const { person, as } = await newEmployee();
    await createTimeOffBalance(context, person, { reason: 'pto' });
    await createTimeOffRequest(context, person, {
      status: 'pending',
      reason: 'bereavement',
      ...freeWeekdays(1, `${thisYear}-06-01`, `${thisYear}-06-30`),
    });
    expect((await balances(as)).balances.map(({ type }) => type)).toEqual(['bereavement', 'pto']);
  });

  it('leaves a rejected request out of the hours requested, and out of the balance a new one is checked against', async () => {
    const { person, as } = await newEmployee();
    await createTimeOffBalance(context, person, { year: nextYear, reason: 'jury_duty', accumulatedHours: 8 });
    const [rejectedDay, newDay] = weekdaysOf(freeWeekdays(2, ...nextYearWindow));
    await createTimeOffRequest(context, person, {
      reason: 'jury_duty',
      startDate: rejectedDay!,
      status: 'rejected',
    });
    expect((await balances(as)).balances).toEqual([
      { type: 'jury_duty', accumulatedAmount: { [nextYear]: 8 }, ptoRequested: {} },
    ]);
    await created(as, multipleDays({ startDate: newDay!, endDate: newDay! }, { reason: 'jury_duty' }));
  });
});
