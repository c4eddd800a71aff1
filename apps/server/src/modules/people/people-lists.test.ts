import { periodContaining, previousPeriod, todayIso } from '@timekeep/shared/domain/periods';
import { employeesResponseSchema, engagementManagersResponseSchema } from '@timekeep/shared/schemas/people';
import { timesheetHistoryResponseSchema, timesheetResponseSchema } from '@timekeep/shared/schemas/timesheets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson } from '../../../test/factories';
import { anonymous, personByEmail, type Requests, type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';

let context: TestContext;
const callers: Record<string, SignedIn> = {};

beforeAll(async () => {
  context = await createTestApp();
  for (const name of ['admin', 'manager', 'reports', 'employee']) {
    callers[name] = await signedIn(context, `${name}@example.com`);
  }
});
afterAll(async () => {
  await context?.close();
});

function get(url: string, caller?: Requests) {
  return (caller ?? anonymous(context)).get(url);
}

async function employees(query: string) {
  const response = await get(`/api/employees${query}`, callers.admin);
  expect(response.statusCode, response.body).toBe(200);
  return employeesResponseSchema.parse(response.json()).employees;
}

async function idOf(email: string) {
  return (await personByEmail(context, email)).id;
}

describe('GET /api/employees', () => {
  it('lists everyone by last then first name, with name, reversed name, title, email and status', async () => {
    const list = await employees('');
    expect(list.length).toBeGreaterThanOrEqual(48);
    expect(list.find((person) => person.email === 'employee@example.com')).toEqual({
      id: await idOf('employee@example.com'),
      name: 'Emily Carter',
      nameReverse: 'Carter, Emily',
      jobTitle: 'Senior Consultant',
      email: 'employee@example.com',
      accountEnabled: true,
    });
    const names = list.map((person) => person.nameReverse);
    expect(names.indexOf('Bennett, Marcus')).toBeLessThan(names.indexOf('Brooks, Megan'));
    expect(names.indexOf('Brooks, Megan')).toBeLessThan(names.indexOf('Carter, Emily'));
    expect(names.indexOf('Carter, Emily')).toBeLessThan(names.indexOf('Cole, Adrian'));
  });

  it('filters enabled or disabled accounts', async () => {
    const all = await employees('');
    const enabled = await employees('?account_enabled=true');
    const disabled = await employees('?account_enabled=false');
    expect(disabled.map((person) => person.name).sort()).toEqual(['Lucas Ferreira', 'Peter Walsh']);
    expect(enabled.every((person) => person.accountEnabled)).toBe(true);
    expect(enabled.length + disabled.length).toBe(all.length);
    expect(await employees('?account_enabled=')).toEqual(all);
  });

  it('matches first, last or full name, ignoring case, and takes the search literally', async () => {
    const names = async (query: string) =>
      (await employees(`?query=${encodeURIComponent(query)}`)).map((p) => p.name);
    expect(await names('emily')).toEqual(['Emily Carter']);
    expect(await names('CARTER')).toEqual(['Emily Carter']);
    expect(await names('Emily Car')).toEqual(['Emily Carter']);
    expect(await names('carter, em')).toEqual(['Emily Carter']);
    expect(await names("o'c")).toEqual(["Ryan O'Connor"]);
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
    expect(await names('  ')).toHaveLength((await employees('')).length);
    expect(await names('ferreira')).toEqual(['Lucas Ferreira']);
    expect(await employees('?query=ferreira&account_enabled=true')).toEqual([]);
  });

  it('finds a name holding LIKE’s wildcards by those characters taken literally', async () => {
    const person = await createPerson(context, { firstName: 'Wild', lastName: 'Card_50%\\off' });
    const found = async (query: string) =>
      (await employees(`?query=${encodeURIComponent(query)}`)).map((employee) => employee.id);
    expect(await found('d_50%\\o')).toEqual([person.id]);
    expect(await found('d_5')).toEqual([person.id]);
  });

  it('refuses a search over 50 characters and a bad account_enabled, naming the field', async () => {
    const long = await get(`/api/employees?query=${'a'.repeat(51)}`, callers.admin);
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatchObject({ code: 'validation_failed', field: 'querystring.query' });
    const bad = await get('/api/employees?account_enabled=yes', callers.admin);
    expect(bad.json().error).toMatchObject({
      code: 'validation_failed',
      field: 'querystring.account_enabled',
    });
  });

  it('is for admins only', async () => {
    expect((await get('/api/employees')).statusCode).toBe(401);
    for (const name of ['manager', 'reports', 'employee']) {
      const response = await get('/api/employees', callers[name]);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    }
  });
});

describe("an admin's read-only view of a user's timesheets", () => {
  it("reads any period of anyone's timesheet, with its history, and may change nothing", async () => {
    // The demo employee's previous timesheet is pending approval.
    const employeeId = await idOf('employee@example.com');
    const earlier = previousPeriod(periodContaining(todayIso()));
    const response = await get(
      `/api/timesheet?start_date=${earlier.startDate}&user_id=${employeeId}`,
      callers.admin,
    );
    expect(response.statusCode).toBe(200);
    const { timesheet } = timesheetResponseSchema.parse(response.json());
    expect(timesheet).toMatchObject({
      spudUserId: employeeId,
      employee: 'Emily Carter',
      status: 'pending',
      timesheetPeriod: earlier,
      permissions: { edit: false, submit: false, rescind: false },
    });
    expect(timesheet.id).not.toBeNull();

    const history = await get(`/api/timesheet/${timesheet.id}/history?user_id=${employeeId}`, callers.admin);
    expect(history.statusCode).toBe(200);
    const { timesheetStatusRevisions } = timesheetHistoryResponseSchema.parse(history.json());
    expect(timesheetStatusRevisions.at(-1)?.status).toBe('pending');

    const rescind = await callers.admin!.patch(`/api/timesheet/${timesheet.id}/rescind`, {});
    expect(rescind.statusCode).toBe(403);
  });

  it('reads the current period by default, and answers 404 for an unknown user', async () => {
    const response = await get(`/api/timesheet?user_id=${await idOf('employee@example.com')}`, callers.admin);
    expect(timesheetResponseSchema.parse(response.json()).timesheet.timesheetPeriod).toEqual(
      periodContaining(todayIso()),
    );
    expect((await get('/api/timesheet?user_id=999999', callers.admin)).statusCode).toBe(404);
  });
});

describe('report filter options', () => {
  const as: Record<'employee' | 'manager' | 'admin' | 'reports', Requests> = {} as never;
  beforeAll(async () => {
    for (const name of ['employee', 'manager', 'admin', 'reports'] as const) {
      as[name] = await signedIn(context, `${name}@example.com`);
    }
  });

  it('are for anyone with a role, and need a session', async () => {
    for (const path of ['employees/engagement_managers']) {
      expect((await anonymous(context).get(`/api/${path}`)).statusCode).toBe(401);
      expect((await as.reports.get(`/api/${path}`)).statusCode).toBe(200);
      expect((await as.employee.get(`/api/${path}`)).statusCode).toBe(200);
    }
  });

  it('list the people who manage an engagement', async () => {
    const { spudUsers } = engagementManagersResponseSchema.parse(
      (await as.employee.get('/api/employees/engagement_managers')).json(),
    );
    const names = spudUsers.map((user) => user.name);
    expect(names).toEqual(expect.arrayContaining(['Megan Brooks', 'Marcus Bennett', 'Natalie Foster']));
    expect(names).not.toContain('Emily Carter');
    expect(names.indexOf('Marcus Bennett')).toBeLessThan(names.indexOf('Megan Brooks'));
  });
});
