import { addDays, isWeekend, periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import { holidaysResponseSchema } from '@timekeep/shared/schemas/calendar';
import {
  blackoutResponseSchema,
  officeHolidayResponseSchema,
  officeMovesResponseSchema,
  officeResponseSchema,
} from '@timekeep/shared/schemas/offices';
import { timeOffRequestResponseSchema } from '@timekeep/shared/schemas/time-off';
import { timesheetResponseSchema } from '@timekeep/shared/schemas/timesheets';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestAudit } from '../../../test/audit-log';
import { createPerson, createTimeOffRequest, workingDayFrom } from '../../../test/factories';
import { expectRefusal } from '../../../test/refusals';
import { anonymous, type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from '../../../test/test-app';

let context: TestContext;
let admin: SignedIn;
let officeNumber = 0;

beforeAll(async () => {
  context = await createTestApp();
  admin = await signedIn(context, 'admin@example.com');
});
afterAll(async () => {
  await context?.close();
});

async function createOffice(timeZone = 'Europe/London') {
  officeNumber += 1;
  const response = await admin.post('/api/admin/offices', {
    name: `Office ${officeNumber} ${Date.now()}`,
    timeZone,
  });
  expect(response.statusCode, response.body).toBe(201);
  return officeResponseSchema.parse(response.json()).office;
}

async function move(personId: number, officeId: number, effectiveFrom: string) {
  const response = await admin.put(`/api/admin/people/${personId}/offices`, { officeId, effectiveFrom });
  expect(response.statusCode, response.body).toBe(200);
  return officeMovesResponseSchema.parse(response.json()).moves;
}

async function officeHoliday(officeId: number, date: string, name = 'Office day') {
  const response = await admin.post(`/api/admin/offices/${officeId}/holidays`, { date, name });
  expect(response.statusCode, response.body).toBe(201);
  return officeHolidayResponseSchema.parse(response.json()).holiday;
}

async function holidayDatesOf(person: SignedIn) {
  const response = await person.get('/api/holidays');
  expect(response.statusCode).toBe(200);
  return holidaysResponseSchema.parse(response.json()).holidays.map((holiday) => holiday.date);
}

/** Three weekdays in a row with no company holiday, starting at least five weeks from today. */
async function threeWorkingDays(from: string): Promise<[string, string, string]> {
  let first = await workingDayFrom(context, from);
  for (;;) {
    const second = addDays(first, 1);
    const third = addDays(first, 2);
    if (
      (await workingDayFrom(context, second)) === second &&
      (await workingDayFrom(context, third)) === third
    ) {
      return [first, second, third];
    }
    first = await workingDayFrom(context, addDays(first, 1));
  }
}

const ptoBody = (startDate: string, endDate: string, hours: number) => ({
  pto_details: {
    reason: 'pto',
    timeframeType: 'multiple_days',
    startDate,
    endDate,
    hours,
    hoursWorkday: 8,
    includeWeekends: false,
    comment: 'Offices test',
  },
});

describe('office holidays', () => {
  it("are the office's people's days off on the days they belong to it, and no one else's", async () => {
    const london = await createOffice();
    const paris = await createOffice('Europe/Paris');
    const inLondon = await signedIn(context, await createPerson(context));
    const inParis = await signedIn(context, await createPerson(context));
    await move(inLondon.person.id, london.id, '2020-01-01');
    await move(inParis.person.id, paris.id, '2020-01-01');
    const [monday, holiday, after] = await threeWorkingDays(addDays(todayIso(), 36));
    await officeHoliday(london.id, holiday, 'London day');

    expect(await holidayDatesOf(inLondon)).toContain(holiday);
    expect(await holidayDatesOf(inParis)).not.toContain(holiday);

    // The grid's capacity: one working day less in London.
    const period = periodContaining(holiday);
    const capacityOf = async (person: SignedIn) =>
      timesheetResponseSchema.parse(
        (await person.get(`/api/timesheet?start_date=${period.startDate}`)).json(),
      ).timesheet.capacity;
    expect((await capacityOf(inParis)) - (await capacityOf(inLondon))).toBe(8);
    // The grid greys the owner's holidays, also for an admin (of no office) who reads it.
    const holidaysOfTimesheet = async (reader: SignedIn, owner: SignedIn) =>
      timesheetResponseSchema
        .parse(
          (
            await reader.get(`/api/timesheet?start_date=${period.startDate}&user_id=${owner.person.id}`)
          ).json(),
        )
        .timesheet.holidays.map((day) => day.date);
    expect(await holidaysOfTimesheet(admin, inLondon)).toContain(holiday);
    expect(await holidaysOfTimesheet(admin, inParis)).not.toContain(holiday);
    expect(await holidayDatesOf(admin)).not.toContain(holiday);

    // Time off spanning it counts one day less in London (the server counts the hours of multiple days).
    const hoursOf = async (person: SignedIn) => {
      const response = await person.post('/api/ptos', ptoBody(monday, after, 24));
      expect(response.statusCode, response.body).toBe(201);
      return timeOffRequestResponseSchema.parse(response.json()).pto.mostRecentDetail.hours;
    };
    expect(await hoursOf(inLondon)).toBe(16);
    expect(await hoursOf(inParis)).toBe(24);
  });

  it("split the iCal events of that office's people only", async () => {
    const office = await createOffice();
    const lead = await signedIn(context, await createPerson(context));
    const inOffice = await signedIn(context, await createPerson(context, { teamLeadId: lead.person.id }));
    const notInOffice = await signedIn(context, await createPerson(context, { teamLeadId: lead.person.id }));
    await move(inOffice.person.id, office.id, '2020-01-01');
    const [monday, holiday, after] = await threeWorkingDays(addDays(todayIso(), 50));
    await officeHoliday(office.id, holiday);
    for (const person of [inOffice, notInOffice]) {
      await createTimeOffRequest(context, person.person, {
        status: 'approved',
        startDate: monday,
        endDate: after,
      });
    }
    const eventsOf = async (person: SignedIn) => {
      const url: string = (await person.post('/api/calendar_feeds/personal')).json().url;
      const feed = await anonymous(context).get(url.slice(TEST_PUBLIC_URL.length));
      expect(feed.statusCode).toBe(200);
      return new ICAL.Component(ICAL.parse(feed.body))
        .getAllSubcomponents('vevent')
        .map((event) => String(event.getFirstPropertyValue('dtstart')));
    };
    expect(await eventsOf(inOffice)).toEqual([monday, after]);
    expect(await eventsOf(notInOffice)).toEqual([monday]);
  });

  it('follow a move from its day on; earlier days keep the old office', async () => {
    const first = await createOffice();
    const second = await createOffice();
    const person = await signedIn(context, await createPerson(context));
    const moveDay = addDays(todayIso(), 60);
    const before = await workingDayFrom(context, addDays(todayIso(), 40));
    const later = await workingDayFrom(context, addDays(moveDay, 5));
    await officeHoliday(first.id, before);
    await officeHoliday(second.id, before);
    await officeHoliday(first.id, later);
    await officeHoliday(second.id, later);
    await move(person.person.id, first.id, '2020-01-01');
    const moves = await move(person.person.id, second.id, moveDay);
    expect(moves.map((entry) => [entry.officeId, entry.effectiveFrom])).toEqual([
      [second.id, moveDay],
      [first.id, '2020-01-01'],
    ]);
    const dates = (await holidayDatesOf(person)).filter((date) => date === before || date === later);
    expect(dates).toEqual([before, later]);
    // Undoing the move: the first office goes on.
    const undone = await admin.delete(
      `/api/admin/people/${person.person.id}/offices?effective_from=${moveDay}`,
    );
    expect(officeMovesResponseSchema.parse(undone.json()).moves).toHaveLength(1);
    expect(await latestAudit(admin, 'office_move', `${person.person.id} ${moveDay}`)).toMatchObject({
      action: 'office_move_deleted',
    });
  });
});

describe('blackout days', () => {
  it("refuse new time off on them with their reason, for the office's people or everyone", async () => {
    const office = await createOffice();
    const member = await signedIn(context, await createPerson(context));
    const elsewhere = await signedIn(context, await createPerson(context));
    await move(member.person.id, office.id, '2020-01-01');
    const [day, other] = await threeWorkingDays(addDays(todayIso(), 45));
    const officeBlackout = await admin.post('/api/admin/blackouts', {
      officeId: office.id,
      startDate: day,
      endDate: day,
      reason: 'Quarter-end close: everyone in the office is needed.',
    });
    expect(officeBlackout.statusCode, officeBlackout.body).toBe(201);
    const response = await member.post('/api/ptos', ptoBody(day, day, 8));
    expectRefusal(response, 422, 'rule_violation', 'pto_details.startDate');
    expect((response.json() as { error: { message: string } }).error.message).toBe(
      'Quarter-end close: everyone in the office is needed.',
    );
    expect((await elsewhere.post('/api/ptos', ptoBody(day, day, 8))).statusCode).toBe(201);

    const company = blackoutResponseSchema.parse(
      (
        await admin.post('/api/admin/blackouts', {
          officeId: null,
          startDate: other,
          endDate: other,
          reason: 'Company offsite.',
        })
      ).json(),
    ).blackout;
    expectRefusal(await elsewhere.post('/api/ptos', ptoBody(other, other, 8)), 422, 'rule_violation');
    expect(await latestAudit(admin, 'blackout', company.id)).toMatchObject({ action: 'blackout_created' });
    expect((await admin.delete(`/api/admin/blackouts/${company.id}`)).statusCode).toBe(204);
    expect((await elsewhere.post('/api/ptos', ptoBody(other, other, 8))).statusCode).toBe(201);
  });
});

describe('offices', () => {
  it('are managed by admins only, audited, and kept while anyone belonged to one', async () => {
    const employee = await signedIn(context, await createPerson(context));
    expectRefusal(
      await employee.post('/api/admin/offices', { name: 'Mine', timeZone: 'UTC' }),
      403,
      'forbidden',
    );
    expectRefusal(
      await admin.post('/api/admin/offices', { name: 'Nowhere', timeZone: 'Mars/Olympus' }),
      400,
      'validation_failed',
    );
    const office = await createOffice();
    expectRefusal(
      await admin.post('/api/admin/offices', { name: office.name, timeZone: 'UTC' }),
      409,
      'conflict',
    );
    const renamed = await admin.put(`/api/admin/offices/${office.id}`, {
      name: `${office.name} HQ`,
      timeZone: 'UTC',
    });
    expect(officeResponseSchema.parse(renamed.json()).office).toMatchObject({
      timeZone: 'UTC',
      peopleCount: 0,
    });
    expect(await latestAudit(admin, 'office', office.id)).toMatchObject({
      action: 'office_updated',
      before: { name: office.name },
    });
    const holiday = await officeHoliday(office.id, '2030-05-06');
    expectRefusal(
      await admin.post(`/api/admin/offices/${office.id}/holidays`, { date: '2030-05-06', name: 'Again' }),
      409,
      'conflict',
    );
    expect((await admin.delete(`/api/admin/offices/${office.id}/holidays/${holiday.id}`)).statusCode).toBe(
      204,
    );

    await move(employee.person.id, office.id, todayIso());
    const listed = await admin.get('/api/admin/offices');
    expect(listed.json().offices.find((entry: { id: number }) => entry.id === office.id).peopleCount).toBe(1);
    expectRefusal(await admin.delete(`/api/admin/offices/${office.id}`), 409, 'invalid_state');
    const unused = await createOffice();
    expect((await admin.delete(`/api/admin/offices/${unused.id}`)).statusCode).toBe(204);
    expect(await latestAudit(admin, 'office', unused.id)).toMatchObject({ action: 'office_deleted' });
    expect(isWeekend('2030-05-06')).toBe(false);
  });
});
