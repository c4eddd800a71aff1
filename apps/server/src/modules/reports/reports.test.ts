import { addDays, periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import {
  accountingReportResponseSchema,
  allocationReportResponseSchema,
  generalTimeReportResponseSchema,
  notSubmittedReportResponseSchema,
  projectTimeReportResponseSchema,
} from '@timekeep/shared/schemas/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPerson,
  insertTimesheets,
  MARCH_2019,
  type MarchFixture,
  type ReportPerson,
  reportTestSetup,
  timesheetIdOf,
} from '../../../test/factories';
import type { TestContext } from '../../../test/test-app';
import { timesheetEntries, timesheetRows } from '../../db/schema';

let context: TestContext;
let ids: Record<ReportPerson, number>;
let march: MarchFixture;
let get: Awaited<ReturnType<typeof reportTestSetup>>['get'];
const today = todayIso();
const marchQuery = `startDate=${MARCH_2019.startDate}&endDate=${MARCH_2019.endDate}`;

beforeAll(async () => {
  ({ context, ids, march, get } = await reportTestSetup());
});
afterAll(async () => {
  await context?.close();
});

/**
 * A report's rows as `as` gets them, read through the report's response schema: the database writes the
 * answer, so each row must have exactly the schema's fields (none missing, none more).
 */
async function rowsOf<Row>(path: string, query: string, as: ReportPerson, read: (body: unknown) => Row[]) {
  const response = await get(`/api/${path}?${query}`, as);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = response.json();
  const rows = read(body);
  expect(rows).toEqual(Object.values(body as object)[0]);
  return rows;
}

const accounting = (query: string, as: ReportPerson) =>
  rowsOf(
    'accounting_report',
    query,
    as,
    (body) => accountingReportResponseSchema.parse(body).timesheetEntries,
  );
const projectTime = (query: string, as: ReportPerson) =>
  rowsOf(
    'project_time_report',
    query,
    as,
    (body) => projectTimeReportResponseSchema.parse(body).timesheetEntries,
  );
const generalTime = (query: string, as: ReportPerson) =>
  rowsOf(
    'general_time_report',
    query,
    as,
    (body) => generalTimeReportResponseSchema.parse(body).timesheetEntries,
  );
const allocation = (query: string, as: ReportPerson) =>
  rowsOf('allocation_report', query, as, (body) => allocationReportResponseSchema.parse(body).results);
const notSubmitted = (query: string, as: ReportPerson) =>
  rowsOf('not_submitted_report', query, as, (body) => notSubmittedReportResponseSchema.parse(body).results);

const people = (rows: { user: { id: number } }[]) => [...new Set(rows.map((row) => row.user.id))].sort();
const sorted = (personIds: number[]) => [...personIds].sort();

describe('GET /api/accounting_report', () => {
  it('lists approved entries on engagements with user, engagement, role, date, hours, rate and note', async () => {
    const rows = await accounting(marchQuery, 'admin');
    expect(rows).toHaveLength(15);
    const helpDesk = rows.find((row) => row.engagement.projectId === 'RPTB-0002');
    expect(helpDesk).toEqual({
      id: expect.any(Number),
      user: { id: ids.employee, name: 'Emily Carter', email: 'employee@example.com' },
      engagement: {
        id: march.helpDesk.id,
        name: 'Help Desk',
        projectId: 'RPTB-0002',
        clientId: march.helpDesk.clientId,
        clientName: 'Beta Holdings',
      },
      role: 'Support',
      date: '2019-03-06',
      hours: 2.5,
      rate: 95,
      note: '=HYPERLINK("http://evil.example","click")',
      timesheetStatus: 'approved',
      changedAfterCloseAt: null,
    });
    expect(rows.filter((row) => row.engagement.projectId === 'RPTA-0001').map((row) => row.rate)).toEqual(
      Array(14).fill(120.5),
    );
  });

  it('sorts by client, project, person (last, first) and date', async () => {
    const rows = await accounting(marchQuery, 'admin');
    const byLastName = [
      'manager2',
      'manager',
      'employee',
      'admin',
      'grace.liu',
      'contractor',
      'isaac.thompson',
    ] as const;
    expect(rows.map((row) => [row.engagement.projectId, row.user.id, row.date])).toEqual([
      ['RPTB-0002', ids.employee, '2019-03-06'],
      ...byLastName.flatMap((person) => [
        ['RPTA-0001', ids[person], '2019-03-04'],
        ['RPTA-0001', ids[person], '2019-03-05'],
      ]),
    ]);
  });

  it('filters by billable, client, department, engagement manager, project (id or code) and employee', async () => {
    const count = async (filter: string) => (await accounting(`${marchQuery}&${filter}`, 'admin')).length;
    expect(await count('billable=true')).toBe(14);
    expect(await count('billable=false')).toBe(1);
    expect(await count(`clientId=${march.helpDesk.clientId}`)).toBe(1);
    expect(await count(`departmentId=${march.departments.billed}`)).toBe(14);
    expect(await count(`engagementManagerId=${ids.manager}`)).toBe(1);
    expect(await count(`engagementManagerId=${ids.admin}`)).toBe(14);
    expect(await count(`projectId=${march.ledger.id}`)).toBe(14);
    expect(await count('projectId=RPTB-0002')).toBe(1);
    expect(await count(`employeeId=${ids.employee}`)).toBe(3);
    expect(await count(`employeeId=${ids.employee}&billable=true&clientId=${march.ledger.clientId}`)).toBe(2);
  });

  it('counts approved timesheets by default; submitted adds pending ones, all adds every saved entry', async () => {
    const statuses = async (filter: string) =>
      (await accounting(`${marchQuery}&${filter}`, 'admin')).map((row) => row.timesheetStatus).sort();
    expect(new Set(await statuses(''))).toEqual(new Set(['approved']));
    expect(await statuses('timesheetStatus=approved')).toHaveLength(15);
    expect(await statuses('timesheetStatus=submitted')).toEqual([...Array(15).fill('approved'), 'pending']);
    expect(await statuses('timesheetStatus=all')).toEqual([
      ...Array(15).fill('approved'),
      'pending',
      'rejected',
      'unsubmitted',
    ]);
  });

  it('accepts exactly the query of the spec, and empty filters as not given', async () => {
    const full = await accounting(
      `${marchQuery}&billable=true&clientId=${march.ledger.clientId}&departmentId=${march.departments.billed}` +
        `&employeeId=${ids.contractor}&engagementManagerId=${ids.admin}&projectId=${march.ledger.id}`,
      'admin',
    );
    expect(full.map((row) => [row.user.id, row.date])).toEqual([
      [ids.contractor, '2019-03-04'],
      [ids.contractor, '2019-03-05'],
    ]);
    const blanks = await accounting(
      `${marchQuery}&billable=&clientId=&departmentId=&employeeId=&engagementManagerId=&projectId=`,
      'admin',
    );
    expect(blanks).toHaveLength(15);
  });

  it('refuses bad filter values naming the field', async () => {
    for (const [query, field] of [
      ['billable=maybe', 'querystring.billable'],
      ['clientId=0', 'querystring.clientId'],
      ['employeeId=2147483648', 'querystring.employeeId'],
      ['projectId=RPT%20A', 'querystring.projectId'],
      ['timesheetStatus=draft', 'querystring.timesheetStatus'],
    ]) {
      const response = await get(`/api/accounting_report?${marchQuery}&${query}`, 'admin');
      expect({ query, status: response.statusCode, error: response.json().error }).toMatchObject({
        query,
        status: 400,
        error: { code: 'validation_failed', field },
      });
    }
  });
});

describe('who sees which rows', () => {
  const everyoneOnLedger = () => march.onLedger;

  it('needs a session', async () => {
    for (const path of [
      'accounting_report',
      'allocation_report',
      'general_time_report',
      'project_time_report',
      'not_submitted_report',
    ]) {
      const response = await get(`/api/${path}`);
      expect(response.statusCode).toBe(401);
      expect((await get(`/api/${path}/export`)).statusCode).toBe(401);
    }
  });

  it('gives admins and the reports role the whole company, with rates', async () => {
    for (const as of ['admin', 'reports'] as const) {
      const rows = await accounting(marchQuery, as);
      expect(people(rows)).toEqual(sorted(everyoneOnLedger()));
      expect(rows.every((row) => row.rate !== null)).toBe(true);
    }
  });

  it('gives an employee only their own rows, without rates', async () => {
    const rows = await accounting(marchQuery, 'employee');
    expect(rows).toHaveLength(3);
    expect(people(rows)).toEqual([ids.employee]);
    expect(rows.map((row) => row.rate)).toEqual([null, null, null]);
    expect(people(await accounting(marchQuery, 'isaac.thompson'))).toEqual([ids['isaac.thompson']]);
  });

  it("gives a lead their own rows, their team's and the team of the lead they may view as, without rates", async () => {
    const rows = await accounting(marchQuery, 'manager');
    expect(people(rows)).toEqual(sorted([ids.manager, ids.employee, ids.contractor, ids['grace.liu']]));
    expect(rows.every((row) => row.rate === null)).toBe(true);
    // Viewing as goes one way: manager2 sees their own team, not manager's.
    expect(people(await accounting(marchQuery, 'manager2'))).toEqual(
      sorted([ids.manager2, ids['grace.liu']]),
    );
  });

  it('answers 403 for an employee filter naming someone out of scope, and runs it for someone in scope', async () => {
    const refusals: [ReportPerson, number][] = [
      ['manager', ids['isaac.thompson']],
      ['manager', ids.manager2],
      ['manager2', ids.employee],
      ['employee', ids.contractor],
      ['employee', 999_999],
    ];
    for (const [as, employeeId] of refusals) {
      for (const path of ['accounting_report', 'project_time_report', 'accounting_report/export']) {
        const response = await get(`/api/${path}?${marchQuery}&employeeId=${employeeId}`, as);
        expect({ as, path, status: response.statusCode, error: response.json().error }).toMatchObject({
          as,
          path,
          status: 403,
          error: { code: 'forbidden', field: 'querystring.employeeId' },
        });
      }
    }
    expect(people(await accounting(`${marchQuery}&employeeId=${ids['grace.liu']}`, 'manager'))).toEqual([
      ids['grace.liu'],
    ]);
    expect(await accounting(`${marchQuery}&employeeId=${ids.employee}`, 'employee')).toHaveLength(3);
    expect(await accounting(`${marchQuery}&employeeId=999999`, 'admin')).toEqual([]);
  });

  it('scopes every report the same way', async () => {
    expect(people(await projectTime(marchQuery, 'manager'))).toEqual(
      sorted([ids.manager, ids.employee, ids.contractor, ids['grace.liu']]),
    );
    expect(people(await generalTime(marchQuery, 'manager'))).toEqual(
      sorted([ids.employee, ids['grace.liu']]),
    );
    expect(people(await generalTime(marchQuery, 'employee'))).toEqual([ids.employee]);
    expect((await allocation(marchQuery, 'employee')).map((row) => row.spudUserId)).toEqual([
      ids.employee,
      ids.employee,
    ]);
    expect(people(await projectTime(marchQuery, 'reports'))).toEqual(sorted(everyoneOnLedger()));
  });
});

describe('GET /api/project_time_report', () => {
  it('lists entries with engagement, user, role and timesheet period, never a rate', async () => {
    const rows = await projectTime(`${marchQuery}&timesheetStatus=all&employeeId=${ids.employee}`, 'admin');
    expect(rows.map((row) => [row.engagement.projectId, row.date, row.hours, row.timesheetPeriod])).toEqual([
      ['RPTB-0002', '2019-03-06', 2.5, { startDate: '2019-03-01', endDate: '2019-03-15' }],
      ['RPTA-0001', '2019-03-04', 8, { startDate: '2019-03-01', endDate: '2019-03-15' }],
      ['RPTA-0001', '2019-03-05', 7.25, { startDate: '2019-03-01', endDate: '2019-03-15' }],
      ['RPTA-0001', '2019-03-18', 4, { startDate: '2019-03-16', endDate: '2019-03-31' }],
    ]);
    const raw = (await get(`/api/project_time_report?${marchQuery}`, 'admin')).json();
    expect(Object.keys(raw.timesheetEntries[0]).sort()).toEqual([
      'changedAfterCloseAt',
      'date',
      'engagement',
      'hours',
      'id',
      'note',
      'role',
      'timesheetPeriod',
      'timesheetStatus',
      'user',
    ]);
  });

  it('takes the same filters as the accounting report but billable', async () => {
    expect(
      await projectTime(`${marchQuery}&departmentId=${march.departments.support}`, 'admin'),
    ).toHaveLength(1);
    expect(
      await projectTime(`${marchQuery}&projectId=RPTA-0001&engagementManagerId=${ids.admin}`, 'admin'),
    ).toHaveLength(14);
  });
});

describe('GET /api/general_time_report', () => {
  it('lists entries on additional projects with project, user, period, hours, date and note', async () => {
    const rows = await generalTime(`${marchQuery}&projectId=${march.internal}`, 'admin');
    expect(rows.map((row) => [row.user.name, row.date, row.hours, row.note])).toEqual([
      ['Emily Carter', '2019-03-07', 1, '+1 internal meeting'],
      ['Grace Liu', '2019-03-11', 1.5, '\rreturned'],
      ['Isaac Thompson', '2019-03-08', 2, '\tindented'],
    ]);
    expect(rows[0]).toMatchObject({
      additionalProject: { id: march.internal, name: 'Report Test Internal' },
      timesheetPeriod: { startDate: '2019-03-01', endDate: '2019-03-15' },
      timesheetStatus: 'approved',
    });
  });

  it('lists every additional project without projectId, and none of another project', async () => {
    expect(await generalTime(marchQuery, 'admin')).toHaveLength(3);
    const other = (await get('/api/additional_projects', 'admin'))
      .json()
      .additionalProjects.find((project: { id: number }) => project.id !== march.internal).id;
    expect(await generalTime(`${marchQuery}&projectId=${other}`, 'admin')).toEqual([]);
  });
});

describe('GET /api/allocation_report', () => {
  it("sums each person's hours per engagement, with project code, client and department", async () => {
    const rows = await allocation(marchQuery, 'admin');
    expect(rows).toHaveLength(8);
    expect(rows.filter((row) => row.spudUserId === ids.employee)).toEqual([
      {
        spudUserId: ids.employee,
        name: 'Emily Carter',
        email: 'employee@example.com',
        project: {
          id: march.helpDesk.id,
          projectId: 'RPTB-0002',
          name: 'Help Desk',
          clientName: 'Beta Holdings',
          department: 'Report Support',
        },
        hours: 2.5,
      },
      {
        spudUserId: ids.employee,
        name: 'Emily Carter',
        email: 'employee@example.com',
        project: {
          id: march.ledger.id,
          projectId: 'RPTA-0001',
          name: 'Ledger Cleanup',
          clientName: 'Formula Corp',
          department: 'Report Testing',
        },
        hours: 15.25,
      },
    ]);
    expect(rows.map((row) => row.name)).toEqual([
      'Marcus Bennett',
      'Megan Brooks',
      'Emily Carter',
      'Emily Carter',
      'Adrian Cole',
      'Grace Liu',
      'Connor Reyes',
      'Isaac Thompson',
    ]);
  });

  it('counts what the status filter counts', async () => {
    const rows = await allocation(`${marchQuery}&timesheetStatus=all`, 'admin');
    const ledgerHours = (personId: number) =>
      rows.find((row) => row.spudUserId === personId && row.project.projectId === 'RPTA-0001')?.hours;
    expect(ledgerHours(ids.employee)).toBe(19.25);
    expect(ledgerHours(ids.contractor)).toBe(18.25);
    expect(ledgerHours(ids.manager2)).toBe(21.25);
  });
});

describe('dates', () => {
  const dated = ['accounting_report', 'allocation_report', 'general_time_report', 'project_time_report'];

  it('refuses a bad date, a reversed range and a range over REPORT_MAX_DAYS, naming the field', async () => {
    const cases: [string, string, RegExp][] = [
      // In words, not zod's 'Invalid ISO date'.
      [
        'startDate=2019-02-30&endDate=2019-03-31',
        'querystring.startDate',
        /^querystring\.startDate: is not a date \(YYYY-MM-DD\)$/,
      ],
      [
        'startDate=2019-03-01&endDate=31/03/2019',
        'querystring.endDate',
        /^querystring\.endDate: is not a date \(YYYY-MM-DD\)$/,
      ],
      [
        'startDate=2019-03-10&endDate=2019-03-09',
        'querystring.endDate',
        /^The end date \(2019-03-09\) must not be before the start date \(2019-03-10\)\.$/,
      ],
      ['startDate=2016-01-01&endDate=2019-12-31', 'querystring.endDate', /spans 1461 days.*at most 1100/],
    ];
    for (const path of [...dated, ...dated.map((report) => `${report}/export`)]) {
      for (const [query, field, message] of cases) {
        const response = await get(`/api/${path}?${query}`, 'admin');
        expect({ path, query, status: response.statusCode }).toEqual({ path, query, status: 400 });
        expect(response.json().error).toMatchObject({ code: 'validation_failed', field });
        expect(response.json().error.message).toMatch(message);
      }
    }
    const notSubmittedBad = await get('/api/not_submitted_report?start_date=2019-13-01', 'admin');
    expect(notSubmittedBad.json().error).toMatchObject({
      code: 'validation_failed',
      field: 'querystring.start_date',
    });
  });

  it('accepts a range of exactly the maximum', async () => {
    const response = await get('/api/accounting_report?startDate=2017-01-01&endDate=2020-01-05', 'admin');
    expect(response.statusCode).toBe(200);
  });

  describe('defaults', () => {
    const lastMonthEnd = addDays(`${today.slice(0, 8)}01`, -1);

    beforeAll(async () => {
      // Hours today and on the last day of the previous month, each on the employee's timesheet of its period.
      const { db } = context.database;
      const resourceId = march.ledger.resourceOf(ids.employee);
      for (const [date, hours, note] of [
        [today, '3.00', 'today'],
        [lastMonthEnd, '5.00', 'last month'],
      ] as const) {
        const timesheetId = await timesheetIdOf(db, ids.employee, periodContaining(date).startDate);
        const [row] = await db
          .insert(timesheetRows)
          .values({ timesheetId: timesheetId!, position: 900, resourceId })
          .returning({ id: timesheetRows.id });
        await db.insert(timesheetEntries).values({ rowId: row!.id, date, hours, note });
      }
    });

    it('runs on today when dates are missing', async () => {
      const query = `timesheetStatus=all&projectId=RPTA-0001`;
      for (const rows of [await accounting(query, 'admin'), await projectTime(query, 'employee')]) {
        expect(rows.map((row) => [row.date, row.hours, row.note])).toEqual([[today, 3, 'today']]);
      }
      expect(
        (await accounting(`${query}&startDate=${lastMonthEnd}`, 'admin')).map((row) => row.note),
      ).toEqual(['last month', 'today']);
      expect(await generalTime('', 'admin')).toEqual(
        await generalTime(`startDate=${today}&endDate=${today}`, 'admin'),
      );
    });

    it('runs the allocation on the current month', async () => {
      const rows = await allocation('timesheetStatus=all', 'employee');
      expect(rows.find((row) => row.project.projectId === 'RPTA-0001')?.hours).toBe(3);
    });
  });
});

describe('GET /api/not_submitted_report', () => {
  // A period months ahead: nobody has a timesheet there but the ones made here.
  const period = periodContaining(addDays(today, 180));

  beforeAll(async () => {
    const { db } = context.database;
    const entry = (hours: string) => ({ date: period.startDate, hours });
    await insertTimesheets(db, [
      { personId: ids.employee, periodStartDate: period.startDate, status: 'approved', rows: [] },
      { personId: ids.contractor, periodStartDate: period.startDate, status: 'pending', rows: [] },
      {
        personId: ids['grace.liu'],
        periodStartDate: period.startDate,
        status: 'rejected',
        rows: [{ additionalProjectId: march.internal, entries: [entry('1.50')] }],
      },
      { personId: ids['james.whitaker'], periodStartDate: period.startDate, status: 'unapproved', rows: [] },
      {
        personId: ids['sofia.alvarez'],
        periodStartDate: period.startDate,
        status: 'unsubmitted',
        rows: [
          {
            additionalProjectId: march.internal,
            entries: [entry('5.00'), { date: addDays(period.startDate, 1), hours: '0.50' }],
          },
        ],
      },
    ]);
  });

  it('lists who has not submitted: no timesheet, unsubmitted, rejected or unapproved, with saved hours', async () => {
    const rows = await notSubmitted(`start_date=${addDays(period.startDate, 3)}`, 'admin');
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ids['sofia.alvarez'])).toEqual({
      id: ids['sofia.alvarez'],
      name: 'Sofia Alvarez',
      title: 'Senior Consultant',
      email: 'sofia.alvarez@example.com',
      manager: 'Megan Brooks',
      totalHours: 5.5,
      timesheetStatus: 'unsubmitted',
    });
    expect(byId.get(ids['grace.liu'])).toMatchObject({ totalHours: 1.5, timesheetStatus: 'rejected' });
    expect(byId.get(ids['james.whitaker'])).toMatchObject({ totalHours: 0, timesheetStatus: 'unapproved' });
    expect(byId.get(ids['daniel.novak'])).toMatchObject({ totalHours: 0, timesheetStatus: null });
    expect(byId.get(ids['isaac.thompson'])).toMatchObject({ manager: 'Laura Jensen', timesheetStatus: null });
    // Submitted (pending or approved), disabled, without the employee role, or without a start date: not expected.
    for (const absent of ['employee', 'contractor', 'lucas.ferreira', 'reports', 'newhire'] as const) {
      expect({ absent, listed: byId.has(ids[absent]) }).toEqual({ absent, listed: false });
    }
    const order = ['sofia.alvarez', 'grace.liu', 'daniel.novak', 'isaac.thompson', 'james.whitaker'] as const;
    const positions = order.map((person) => rows.findIndex((row) => row.id === ids[person]));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('names no manager for someone without a team lead', async () => {
    const withoutLead = await createPerson(context);
    const rows = await notSubmitted(`start_date=${period.startDate}`, 'admin');
    expect(rows.find((row) => row.id === withoutLead.id)).toEqual({
      id: withoutLead.id,
      name: `${withoutLead.firstName} ${withoutLead.lastName}`,
      title: withoutLead.jobTitle,
      email: withoutLead.email,
      manager: null,
      totalHours: 0,
      timesheetStatus: null,
    });
  });

  it('scopes the list like the other reports', async () => {
    const forManager = (await notSubmitted(`start_date=${period.startDate}`, 'manager')).map((row) => row.id);
    expect(forManager).toEqual(
      expect.arrayContaining([
        ids.manager,
        ids['grace.liu'],
        ids['james.whitaker'],
        ids['sofia.alvarez'],
        ids['daniel.novak'],
      ]),
    );
    expect(forManager).not.toContain(ids['isaac.thompson']);
    expect(await notSubmitted(`start_date=${period.startDate}`, 'employee')).toEqual([]);
    expect(
      (await notSubmitted(`start_date=${period.startDate}`, 'sofia.alvarez')).map((row) => row.id),
    ).toEqual([ids['sofia.alvarez']]);
  });

  it('reports on the current period by default', async () => {
    expect(await notSubmitted('', 'reports')).toEqual(await notSubmitted(`start_date=${today}`, 'reports'));
  });
});

describe('one statement per run', () => {
  const reports = [
    'accounting_report',
    'allocation_report',
    'general_time_report',
    'project_time_report',
    'not_submitted_report',
  ];

  /** What one request sends to the database, without the session lookup every signed-in request makes. */
  async function statementsOf(url: string, as: ReportPerson) {
    const { result, statements } = await context.database.statements.during(() => get(url, as));
    expect(result.statusCode, result.body).toBe(200);
    return statements.filter((statement) => !/"sessions"/.test(statement));
  }

  it('runs each report as a single statement, whatever the range and the number of rows', async () => {
    for (const report of reports) {
      for (const query of [
        `startDate=${today}&endDate=${today}`,
        'startDate=2017-01-01&endDate=2019-12-31',
      ]) {
        const statements = await statementsOf(`/api/${report}?${query}&timesheetStatus=all`, 'admin');
        expect({ report, query, statements: statements.length }).toEqual({ report, query, statements: 1 });
      }
    }
  });

  it('never reads a rate for the project time report, even for a caller who may see rates', async () => {
    const [accountingRun] = await statementsOf(`/api/accounting_report?${marchQuery}`, 'admin');
    const [projectTimeRun] = await statementsOf(`/api/project_time_report?${marchQuery}`, 'admin');
    // Issue 39: the entries and the time off are one union, whose entry part selects the rate.
    expect(accountingRun).toContain('"engagement_roles"."rate"::float8 AS "rate"');
    expect(projectTimeRun).not.toContain('"engagement_roles"."rate"');
    // Nor its export, which selects every field of the statement as a column.
    const [accountingCursor] = (
      await statementsOf(`/api/accounting_report/export?${marchQuery}`, 'admin')
    ).filter((statement) => /^\s*declare\b/i.test(statement));
    const [projectTimeCursor] = (
      await statementsOf(`/api/project_time_report/export?${marchQuery}`, 'admin')
    ).filter((statement) => /^\s*declare\b/i.test(statement));
    expect(accountingCursor).toContain('"engagement_roles"."rate"::float8 AS "rate"');
    expect(projectTimeCursor).not.toContain('"engagement_roles"."rate"');
    expect(projectTimeCursor).toContain('NULL::float8 AS "rate"');
  });

  it('adds one lookup to check an employee filter against a scoped caller', async () => {
    const statements = await statementsOf(
      `/api/accounting_report?${marchQuery}&employeeId=${ids['grace.liu']}`,
      'manager',
    );
    expect(statements).toHaveLength(2);
    expect(
      await statementsOf(`/api/accounting_report?${marchQuery}&employeeId=${ids.employee}`, 'admin'),
    ).toHaveLength(1);
    // Naming oneself needs no lookup either.
    expect(
      await statementsOf(`/api/accounting_report?${marchQuery}&employeeId=${ids.employee}`, 'employee'),
    ).toHaveLength(1);
  });
});
