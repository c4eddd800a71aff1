import { periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import { holidaysResponseSchema, timesheetPeriodsResponseSchema } from '@timekeep/shared/schemas/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, type PersonOverrides } from '../../../test/factories';
import { anonymous, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';

let context: TestContext;
const today = todayIso();

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => {
  await context?.close();
});

async function newPerson(overrides: PersonOverrides = {}) {
  const person = await createPerson(context, overrides);
  return { person, as: await signedIn(context, person) };
}

describe('GET /api/holidays', () => {
  it('lists every company holiday with id, date and name, in date order', async () => {
    const { as } = await newPerson();
    const response = await as.get('/api/holidays');
    expect(response.statusCode).toBe(200);
    const { holidays } = holidaysResponseSchema.parse(response.json());
    expect(holidays.length).toBeGreaterThan(20);
    expect(holidays.map((h) => h.date)).toEqual([...holidays.map((h) => h.date)].sort());
    expect(Object.keys(holidays[0]!).sort()).toEqual(['date', 'id', 'name']);
  });

  it('needs a session', async () => {
    const response = await anonymous(context).get('/api/holidays');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('not_authenticated');
  });
});

describe('GET /api/timesheet_periods', () => {
  it('lists the semi-monthly periods and flags exactly the current one', async () => {
    const { as } = await newPerson({ roles: ['reports'] });
    const response = await as.get('/api/timesheet_periods');
    expect(response.statusCode).toBe(200);
    const { timesheetPeriods } = timesheetPeriodsResponseSchema.parse(response.json());
    const current = timesheetPeriods.filter((period) => period.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject(periodContaining(todayIso()));
  });
});

describe('the period holding a date', () => {
  it('tells a timesheet of nobody in a period from a date outside every period', async () => {
    const { as } = await newPerson({ roles: ['admin', 'employee'] });
    const nobody = await as.get(`/api/timesheet?user_id=999999&start_date=${today}`);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error).toMatchObject({ code: 'not_found', message: 'Timesheet not found.' });
    const noPeriod = await as.get('/api/timesheet?user_id=999999&start_date=1990-01-01');
    expect(noPeriod.statusCode).toBe(404);
    expect(noPeriod.json().error).toMatchObject({
      code: 'not_found',
      message: 'There is no timesheet period for that date.',
    });
  });
});
