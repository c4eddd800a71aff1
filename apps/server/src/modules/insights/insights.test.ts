import { capacityOf, daysOfTimeOff } from '@timekeep/shared/domain/capacity';
import { toHundredths } from '@timekeep/shared/domain/hour-entry';
import {
  addDays,
  datesBetween,
  periodContaining,
  periodsBetween,
  previousPeriod,
  todayIso,
} from '@timekeep/shared/domain/periods';
import { type ReportRange, reportRangeOf } from '@timekeep/shared/domain/report-range';
import { countedDates, holidaySet } from '@timekeep/shared/domain/time-off-duration';
import { holidaysResponseSchema } from '@timekeep/shared/schemas/calendar';
import {
  billableHoursInsightResponseSchema,
  ENGAGEMENT_INSIGHT_SERIES,
  engagementHoursInsightResponseSchema,
  notSubmittedInsightResponseSchema,
  timeOffInsightResponseSchema,
  utilizationInsightResponseSchema,
} from '@timekeep/shared/schemas/insights';
import {
  accountingReportResponseSchema,
  notSubmittedReportResponseSchema,
  projectTimeReportResponseSchema,
} from '@timekeep/shared/schemas/reports';
import { teamTimeOffResponseSchema } from '@timekeep/shared/schemas/team';
import { type TimeOffRequest, timeOffListResponseSchema } from '@timekeep/shared/schemas/time-off';
import {
  type TimesheetStatus,
  timesheetResponseSchema,
  timesheetStatusSchema,
} from '@timekeep/shared/schemas/timesheets';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdditionalProject,
  createEngagement,
  createPerson,
  createTimeOffRequest,
  createTimesheet,
  insertDepartment,
  MARCH_2019,
  type MarchFixture,
  type ReportPerson,
  reportTestSetup,
} from '../../../test/factories';
import type { TestContext } from '../../../test/test-app';
import { holidays, timesheetPeriods, timesheets } from '../../db/schema';

let context: TestContext;
let ids: Record<ReportPerson, number>;
let march: MarchFixture;
let get: Awaited<ReturnType<typeof reportTestSetup>>['get'];
const marchQuery = `startDate=${MARCH_2019.startDate}&endDate=${MARCH_2019.endDate}`;
/** The default range, written out (the reports default to other ranges), and the same up to the last full period. */
const sixMonths = reportRangeOf({}, 'last-six-months', todayIso());
const sixMonthsQuery = `startDate=${sixMonths.startDate}&endDate=${sixMonths.endDate}`;
const fullPeriods = {
  startDate: sixMonths.startDate,
  endDate: previousPeriod(periodContaining(todayIso())).endDate,
};
const charts = [
  'utilization',
  'utilization_targets',
  'billable_hours',
  'engagement_hours',
  'time_off',
  'not_submitted',
];
/** Callers of every scope: the whole company, a lead who may view as another lead, a lead, an employee. */
const callers: ReportPerson[] = ['admin', 'reports', 'manager', 'manager2', 'employee', 'isaac.thompson'];

beforeAll(async () => {
  ({ context, ids, march, get } = await reportTestSetup());
});
afterAll(async () => {
  await context?.close();
});

/** A 200 answer read through its schema. */
/** A report row of hours logged to an engagement, not of approved time off (whose ids are negative). */
const isWork = (row: { engagement: { id: number } }) => row.engagement.id > 0;

async function read<T>(url: string, as: ReportPerson, parse: (body: unknown) => T): Promise<T> {
  const response = await get(url, as);
  expect(response.statusCode, `${url} as ${as}: ${response.body}`).toBe(200);
  return parse(response.json());
}

const insight = {
  utilization: (query: string, as: ReportPerson) =>
    read(
      `/api/insights/utilization?${query}`,
      as,
      (body) => utilizationInsightResponseSchema.parse(body).periods,
    ),
  billableHours: (query: string, as: ReportPerson) =>
    read(
      `/api/insights/billable_hours?${query}`,
      as,
      (body) => billableHoursInsightResponseSchema.parse(body).clients,
    ),
  engagementHours: (query: string, as: ReportPerson) =>
    read(
      `/api/insights/engagement_hours?${query}`,
      as,
      (body) => engagementHoursInsightResponseSchema.parse(body).hours,
    ),
  timeOff: (query: string, as: ReportPerson) =>
    read(`/api/insights/time_off?${query}`, as, (body) => timeOffInsightResponseSchema.parse(body).months),
  notSubmitted: (query: string, as: ReportPerson) =>
    read(
      `/api/insights/not_submitted?${query}`,
      as,
      (body) => notSubmittedInsightResponseSchema.parse(body).periods,
    ),
};

/** Sums in hundredths, as the database sums numeric hours: no float drift in the expectations. */
class Totals {
  private readonly hundredths = new Map<string, number>();
  add(key: string, hours: number) {
    this.hundredths.set(key, (this.hundredths.get(key) ?? 0) + toHundredths(hours));
  }
  get(key: string) {
    return (this.hundredths.get(key) ?? 0) / 100;
  }
  keys() {
    return [...this.hundredths.keys()];
  }
  entries() {
    return [...this.hundredths].map(([key, hundredths]) => [key, hundredths / 100] as const);
  }
}

describe('access and dates', () => {
  it('needs a session', async () => {
    for (const chart of charts) {
      const response = await get(`/api/insights/${chart}`);
      expect({ chart, status: response.statusCode }).toEqual({ chart, status: 401 });
    }
  });

  it('answers every role, on the last six months by default', async () => {
    for (const chart of charts) {
      for (const as of callers) {
        const response = await get(`/api/insights/${chart}`, as);
        expect({ chart, as, status: response.statusCode }).toEqual({ chart, as, status: 200 });
      }
    }
  });

  it('refuses a bad date, a reversed range and a range over REPORT_MAX_DAYS, naming the field', async () => {
    const cases: [string, string, RegExp][] = [
      ['startDate=2019-02-30&endDate=2019-03-31', 'querystring.startDate', /date/i],
      ['startDate=2019-03-01&endDate=31/03/2019', 'querystring.endDate', /date/i],
      [
        'startDate=2019-03-10&endDate=2019-03-09',
        'querystring.endDate',
        /^The end date \(2019-03-09\) must not be before the start date \(2019-03-10\)\.$/,
      ],
      ['startDate=2016-01-01&endDate=2019-12-31', 'querystring.endDate', /spans 1461 days.*at most 1100/],
    ];
    for (const chart of charts) {
      for (const [query, field, message] of cases) {
        const response = await get(`/api/insights/${chart}?${query}`, 'manager');
        expect({ chart, query, status: response.statusCode }).toEqual({ chart, query, status: 400 });
        expect(response.json().error).toMatchObject({ code: 'validation_failed', field });
        expect(response.json().error.message).toMatch(message);
      }
    }
  });

  it('refuses bad filter values naming the field', async () => {
    for (const [chart, query, field] of [
      ['billable_hours', 'clientId=0', 'querystring.clientId'],
      ['engagement_hours', 'departmentId=x', 'querystring.departmentId'],
      ['utilization', 'timesheetStatus=draft', 'querystring.timesheetStatus'],
      ['time_off', 'departmentId=-1', 'querystring.departmentId'],
    ]) {
      const response = await get(`/api/insights/${chart}?${marchQuery}&${query}`, 'admin');
      expect({ chart, status: response.statusCode, error: response.json().error }).toMatchObject({
        chart,
        status: 400,
        error: { code: 'validation_failed', field },
      });
    }
  });
});

describe('billable and non-billable hours by client', () => {
  /** The accounting report's rows summed per client, once with billable=true and once with billable=false. */
  async function accountingPerClient(query: string, as: ReportPerson) {
    const totals = new Totals();
    for (const billable of ['true', 'false']) {
      const rows = await read(
        `/api/accounting_report?${query}&billable=${billable}`,
        as,
        (body) => accountingReportResponseSchema.parse(body).timesheetEntries,
      );
      // Time-off rows (negative ids, issue 39) are listed by the report, not charted as work for a client.
      for (const row of rows.filter(isWork)) totals.add(`${row.engagement.clientId}|${billable}`, row.hours);
    }
    return totals;
  }

  it('gives each caller the accounting report of their scope, summed per client', async () => {
    for (const query of [
      marchQuery,
      `${marchQuery}&timesheetStatus=all`,
      `${marchQuery}&departmentId=${march.departments.support}`,
      `${marchQuery}&clientId=${march.ledger.clientId}&timesheetStatus=submitted`,
      `${sixMonthsQuery}&timesheetStatus=all`,
    ]) {
      for (const as of callers) {
        const clients = await insight.billableHours(query, as);
        const expected = await accountingPerClient(query, as);
        expect({ query, as, clients: clients.length }).toEqual({
          query,
          as,
          clients: new Set(expected.keys().map((key) => key.split('|')[0])).size,
        });
        for (const client of clients) {
          expect({ query, as, client: client.clientName, billable: client.billableHours }).toEqual({
            query,
            as,
            client: client.clientName,
            billable: expected.get(`${client.clientId}|true`),
          });
          expect(client.nonBillableHours).toBe(expected.get(`${client.clientId}|false`));
        }
      }
    }
  });

  it('differs by scope: the company, a lead with their teams, one employee', async () => {
    const figures = async (as: ReportPerson) =>
      (await insight.billableHours(marchQuery, as)).map((client) => [
        client.clientName,
        client.billableHours,
        client.nonBillableHours,
      ]);
    expect(await figures('admin')).toEqual([
      ['Formula Corp', 106.75, 0],
      ['Beta Holdings', 0, 2.5],
    ]);
    expect(await figures('reports')).toEqual(await figures('admin'));
    expect(await figures('manager')).toEqual([
      ['Formula Corp', 61, 0],
      ['Beta Holdings', 0, 2.5],
    ]);
    expect(await figures('manager2')).toEqual([['Formula Corp', 30.5, 0]]);
    expect(await figures('employee')).toEqual([
      ['Formula Corp', 15.25, 0],
      ['Beta Holdings', 0, 2.5],
    ]);
  });
});

describe('hours by engagement per month', () => {
  /** The project time report summed per engagement and month, the engagements ranked by their hours. */
  async function projectTimePerEngagement(query: string, as: ReportPerson) {
    const rows = await read(
      `/api/project_time_report?${query}`,
      as,
      (body) => projectTimeReportResponseSchema.parse(body).timesheetEntries,
    );
    const perEngagement = new Totals();
    const perMonth = new Totals();
    for (const row of rows.filter(isWork)) {
      perEngagement.add(String(row.engagement.id), row.hours);
      perMonth.add(`${row.date.slice(0, 7)}|${row.engagement.id}`, row.hours);
    }
    const ranked = perEngagement
      .entries()
      .sort(([a, hoursA], [b, hoursB]) => hoursB - hoursA || Number(a) - Number(b))
      .map(([id]) => id);
    return { perMonth, kept: new Set(ranked.slice(0, ENGAGEMENT_INSIGHT_SERIES)), count: ranked.length };
  }

  it('gives each caller the project time report of their scope, summed per engagement and month', async () => {
    for (const query of [
      marchQuery,
      `${marchQuery}&timesheetStatus=all&departmentId=${march.departments.billed}`,
    ]) {
      for (const as of callers) {
        const rows = await insight.engagementHours(query, as);
        const { perMonth } = await projectTimePerEngagement(query, as);
        expect(rows.map((row) => [row.month, row.engagementId, row.hours])).toEqual(
          expect.arrayContaining(
            perMonth.entries().map(([key, hours]) => [key.split('|')[0], Number(key.split('|')[1]), hours]),
          ),
        );
        expect({ query, as, rows: rows.length }).toEqual({ query, as, rows: perMonth.keys().length });
      }
    }
    const [ledger] = await insight.engagementHours(marchQuery, 'employee');
    expect(ledger).toEqual({
      month: '2019-03',
      engagementId: march.ledger.id,
      engagementName: 'Ledger Cleanup',
      projectCode: 'RPTA-0001',
      clientName: 'Formula Corp',
      hours: 15.25,
    });
  });

  it(`draws the ${ENGAGEMENT_INSIGHT_SERIES} engagements with the most hours and sums the others together`, async () => {
    const query = `${sixMonthsQuery}&timesheetStatus=all`;
    const rows = await insight.engagementHours(query, 'admin');
    expect(await insight.engagementHours('timesheetStatus=all', 'admin')).toEqual(rows);
    const { perMonth, kept, count } = await projectTimePerEngagement(query, 'admin');
    expect(count).toBeGreaterThan(ENGAGEMENT_INSIGHT_SERIES);
    const expected = new Totals();
    for (const [key, hours] of perMonth.entries()) {
      const [month, engagementId] = key.split('|') as [string, string];
      expected.add(`${month}|${kept.has(engagementId) ? engagementId : 'other'}`, hours);
    }
    expect(rows.map((row) => `${row.month}|${row.engagementId ?? 'other'}=${row.hours}`).sort()).toEqual(
      expected
        .entries()
        .map(([key, hours]) => `${key}=${hours}`)
        .sort(),
    );
    expect(new Set(rows.map((row) => row.engagementId)).size).toBe(ENGAGEMENT_INSIGHT_SERIES + 1);
    const others = rows.filter((row) => row.engagementId === null);
    expect(others.every((row) => row.engagementName === null && row.clientName === null)).toBe(true);
  });
});

describe('utilization per period', () => {
  const countedStatuses: Record<string, TimesheetStatus[]> = {
    approved: ['approved'],
    submitted: ['pending', 'approved'],
    all: [...timesheetStatusSchema.options],
  };

  /**
   * The counted timesheets of periods within the range that the caller may read (admins and the reports role:
   * all of them), each as the timesheet API presents it: metrics computed in JS by `computeTimesheetMetrics`.
   */
  async function timesheetMetricsPerPeriod(range: ReportRange, status: string, as: ReportPerson) {
    const candidates = await context.database.db
      .select({ personId: timesheets.personId, startDate: timesheetPeriods.startDate })
      .from(timesheets)
      .innerJoin(timesheetPeriods, eq(timesheetPeriods.id, timesheets.periodId))
      .where(
        and(
          gte(timesheetPeriods.startDate, range.startDate),
          lte(timesheetPeriods.endDate, range.endDate),
          inArray(timesheets.status, countedStatuses[status]!),
        ),
      );
    const reader = as === 'admin' || as === 'reports' ? 'admin' : as;
    const totals = new Totals();
    for (const { personId, startDate } of candidates) {
      const response = await get(`/api/timesheet?start_date=${startDate}&user_id=${personId}`, reader);
      if (response.statusCode === 403) continue;
      const { timesheet } = timesheetResponseSchema.parse(response.json());
      totals.add(`${startDate}|capacity`, timesheet.capacity);
      totals.add(`${startDate}|total`, timesheet.hoursWorked);
      totals.add(`${startDate}|billable`, timesheet.hoursBillable);
    }
    return totals;
  }

  it("sums the capacity and hours of each caller's counted timesheets as the timesheet shows them", async () => {
    const cases: [ReportRange, string, ReportPerson[]][] = [
      [MARCH_2019, 'approved', callers],
      [MARCH_2019, 'all', callers],
      [fullPeriods, 'all', ['admin', 'manager', 'employee']],
      [fullPeriods, 'submitted', ['manager2']],
    ];
    for (const [range, status, who] of cases) {
      const query = `startDate=${range.startDate}&endDate=${range.endDate}&timesheetStatus=${status}`;
      for (const as of who) {
        const periods = await insight.utilization(query, as);
        const expected = await timesheetMetricsPerPeriod(range, status, as);
        expect({ query, as, periods: periods.map((period) => period.startDate) }).toEqual({
          query,
          as,
          periods: [...new Set(expected.keys().map((key) => key.split('|')[0]))].sort(),
        });
        for (const period of periods) {
          const capacity = expected.get(`${period.startDate}|capacity`);
          const hoursBillable = expected.get(`${period.startDate}|billable`);
          expect({ query, as, ...period }).toEqual({
            query,
            as,
            startDate: period.startDate,
            endDate: period.endDate,
            capacity,
            hoursTotal: expected.get(`${period.startDate}|total`),
            hoursBillable,
            utilization: capacity === 0 ? 0 : hoursBillable / capacity,
          });
        }
      }
    }
    // Approved by default: the second half's pending, unsubmitted and rejected timesheets do not count.
    expect((await insight.utilization(marchQuery, 'admin')).map((period) => period.startDate)).toEqual([
      '2019-03-01',
    ]);
  });

  it("counts capacity from the employment start date, without holidays, within the range; filters by the person's department", async () => {
    const departmentId = await insertDepartment(context.database.db, 'Insights Capacity');
    const admin = { id: ids.admin, teamLeadId: null };
    const person = await createPerson(context, { departmentId, employmentStartDate: '2019-03-06' });
    const { resource } = await createEngagement(context, person);
    const { project } = await createAdditionalProject(context, person);
    await context.database.db.insert(holidays).values({ date: '2019-03-13', name: 'Insights test holiday' });
    await createTimesheet(context, person, {
      date: '2019-03-06',
      status: 'approved',
      approverId: admin.id,
      rows: [
        { resourceId: resource.id, entries: [{ date: '2019-03-06', hours: 8 }] },
        { additionalProjectId: project.id, entries: [{ date: '2019-03-07', hours: 4 }] },
      ],
    });
    // Weekdays from the 6th to the 15th but the 13th: 7 days of 8 hours.
    expect(await insight.utilization(`${marchQuery}&departmentId=${departmentId}`, 'admin')).toEqual([
      {
        startDate: '2019-03-01',
        endDate: '2019-03-15',
        capacity: 56,
        hoursTotal: 12,
        hoursBillable: 8,
        utilization: 8 / 56,
      },
    ]);
    const { timesheet } = await read(
      `/api/timesheet?start_date=2019-03-01&user_id=${person.id}`,
      'admin',
      (body) => timesheetResponseSchema.parse(body),
    );
    expect([timesheet.capacity, timesheet.hoursBillable]).toEqual([56, 8]);
    expect(
      await insight.utilization(
        `startDate=2019-03-11&endDate=2019-03-31&departmentId=${departmentId}`,
        'admin',
      ),
    ).toEqual([
      {
        startDate: '2019-03-01',
        endDate: '2019-03-15',
        capacity: 32,
        hoursTotal: 0,
        hoursBillable: 0,
        utilization: 0,
      },
    ]);
    expect(await insight.utilization(`${marchQuery}&departmentId=${departmentId}`, 'manager')).toEqual([]);
  });
});

describe('capacity in SQL and by the shared rule', () => {
  const firstHalf = { startDate: '2019-03-01', endDate: '2019-03-15' };
  const draw = {
    request: fc.record({
      status: fc.constantFrom('approved' as const, 'pending' as const, 'rejected' as const),
      timeframeType: fc.constantFrom('partial_day' as const, 'multiple_days' as const),
      offset: fc.integer({ min: -4, max: 16 }),
      length: fc.integer({ min: 0, max: 8 }),
      halfHours: fc.integer({ min: 1, max: 28 }),
      hoursWorkday: fc.constantFrom(8, 10, 12, 14),
      includeWeekends: fc.boolean(),
    }),
    day: fc.integer({ min: 0, max: 14 }),
  };
  let run = 0;

  it('agree on approved time off of every shape, whatever the range cuts of the period', async () => {
    const admin = { id: ids.admin, teamLeadId: null };
    await fc.assert(
      fc.asyncProperty(
        fc.array(draw.request, { maxLength: 4 }),
        draw.day,
        draw.day,
        fc.option(draw.day, { nil: undefined }),
        async (drawn, from, to, started) => {
          run += 1;
          const departmentId = await insertDepartment(context.database.db, `Capacity rule ${run}`);
          const employmentStartDate =
            started === undefined ? '2018-01-01' : addDays(firstHalf.startDate, started);
          const person = await createPerson(context, { departmentId, employmentStartDate });
          await createTimesheet(context, person, {
            date: firstHalf.startDate,
            status: 'approved',
            approverId: admin.id,
          });
          const requests = drawn.map((request) => {
            const startDate = addDays(firstHalf.startDate, request.offset);
            const endDate =
              request.timeframeType === 'partial_day' ? startDate : addDays(startDate, request.length);
            return { ...request, startDate, endDate, hours: request.halfHours / 2 };
          });
          for (const request of requests) await createTimeOffRequest(context, person, request);
          const range = {
            startDate: addDays(firstHalf.startDate, Math.min(from, to)),
            endDate: addDays(firstHalf.startDate, Math.max(from, to)),
          };
          const stored = new Set(
            (await context.database.db.select({ date: holidays.date }).from(holidays)).map((day) => day.date),
          );
          const expected = capacityOf({
            dates: datesBetween(range.startDate, range.endDate),
            holidayDates: stored,
            employmentStartDate,
            approvedTimeOff: requests
              .filter((request) => request.status === 'approved')
              .flatMap((request) => daysOfTimeOff(request, stored)),
          });
          const query = `startDate=${range.startDate}&endDate=${range.endDate}&departmentId=${departmentId}`;
          expect(await insight.utilization(query, 'admin')).toEqual([
            expect.objectContaining({ startDate: firstHalf.startDate, capacity: expected }),
          ]);
          if (range.startDate === firstHalf.startDate && range.endDate === firstHalf.endDate) {
            const { timesheet } = await read(
              `/api/timesheet?start_date=${firstHalf.startDate}&user_id=${person.id}`,
              'admin',
              (body) => timesheetResponseSchema.parse(body),
            );
            expect(timesheet.capacity).toBe(expected);
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('takes 24 hours of approved PTO out of a period of 88 working hours: 64 on the chart and the timesheet', async () => {
    const departmentId = await insertDepartment(context.database.db, 'Capacity with PTO');
    const person = await createPerson(context, { departmentId, employmentStartDate: '2018-01-01' });
    const { resource } = await createEngagement(context, person);
    // The second half of September 2019: 11 weekdays, no holiday (and no other test's month).
    await createTimesheet(context, person, {
      date: '2019-09-16',
      status: 'approved',
      approverId: ids.admin,
      rows: [
        {
          resourceId: resource.id,
          entries: ['2019-09-16', '2019-09-17', '2019-09-18', '2019-09-19'].map((date) => ({
            date,
            hours: 8,
          })),
        },
      ],
    });
    await createTimeOffRequest(context, person, {
      status: 'approved',
      startDate: '2019-09-23',
      endDate: '2019-09-25',
    });
    const query = `startDate=2019-09-16&endDate=2019-09-30&departmentId=${departmentId}`;
    expect(await insight.utilization(query, 'admin')).toEqual([
      {
        startDate: '2019-09-16',
        endDate: '2019-09-30',
        capacity: 64,
        hoursTotal: 32,
        hoursBillable: 32,
        utilization: 0.5,
      },
    ]);
    const { timesheet } = await read(
      `/api/timesheet?start_date=2019-09-16&user_id=${person.id}`,
      'admin',
      (body) => timesheetResponseSchema.parse(body),
    );
    expect([timesheet.capacity, timesheet.utilization]).toEqual([64, 0.5]);
  });
});

describe('time off per month and type', () => {
  const year2019 = 'start_date=2019-01-01&end_date=2019-12-31';
  const spring = 'startDate=2019-04-01&endDate=2019-05-31';

  beforeAll(async () => {
    const owner = (key: ReportPerson, teamLeadId: number | null) => ({ id: ids[key], teamLeadId });
    const employee = owner('employee', ids.manager);
    const grace = owner('grace.liu', ids.manager2);
    const isaac = owner('isaac.thompson', null);
    const manager = owner('manager', null);
    // Across April and May (Monday to Friday), a partial day, a weekend included, and ones that do not count.
    await createTimeOffRequest(context, employee, {
      status: 'approved',
      startDate: '2019-04-29',
      endDate: '2019-05-03',
    });
    await createTimeOffRequest(context, employee, {
      status: 'approved',
      reason: 'paid_sick_leave_ffcra',
      timeframeType: 'partial_day',
      startDate: '2019-04-10',
      hours: 4,
    });
    await createTimeOffRequest(context, employee, { status: 'pending', startDate: '2019-04-15' });
    await createTimeOffRequest(context, employee, { status: 'rejected', startDate: '2019-04-16' });
    await createTimeOffRequest(context, grace, {
      status: 'approved',
      reason: 'jury_duty',
      startDate: '2019-05-10',
      endDate: '2019-05-13',
      includeWeekends: true,
    });
    await createTimeOffRequest(context, isaac, {
      status: 'approved',
      startDate: '2019-04-22',
      endDate: '2019-04-23',
    });
    await createTimeOffRequest(context, manager, { status: 'approved', startDate: '2019-05-06' });
  });

  /** The approved requests a caller can list (their own, and their teams' as a lead), spread over months. */
  async function requestsPerMonth(as: ReportPerson, leads: ReportPerson[]) {
    const own = await read(
      '/api/ptos?past=true&year=2019',
      as,
      (body) => timeOffListResponseSchema.parse(body).ptos,
    );
    const teams: TimeOffRequest[] = [];
    for (const lead of leads) {
      const query = `status=approved&${year2019}${lead === as ? '' : `&manager_id=${ids[lead]}`}`;
      teams.push(
        ...(await read(`/api/team/ptos?${query}`, as, (body) => teamTimeOffResponseSchema.parse(body).ptos)),
      );
    }
    const holidayDates = holidaySet(
      await read('/api/holidays', as, (body) => holidaysResponseSchema.parse(body).holidays),
    );
    const totals = new Totals();
    for (const { mostRecentDetail: detail } of [...own, ...teams]) {
      if (detail.status !== 'approved') continue;
      if (detail.timeframeType === 'partial_day') {
        totals.add(`${detail.startDate.slice(0, 7)}|${detail.reason}`, detail.hours);
        continue;
      }
      const days = countedDates(detail.startDate, detail.endDate!, {
        includeWeekends: detail.includeWeekends,
        holidays: holidayDates,
      });
      expect(days.length * detail.hoursWorkday).toBe(detail.hours);
      for (const day of days) totals.add(`${day.slice(0, 7)}|${detail.reason}`, detail.hoursWorkday);
    }
    return totals;
  }

  it('spreads the approved requests each caller can list over the months they cover', async () => {
    for (const [as, leads] of [
      ['employee', []],
      ['manager', ['manager', 'manager2']],
      ['manager2', ['manager2']],
    ] as [ReportPerson, ReportPerson[]][]) {
      const months = await insight.timeOff(spring, as);
      const expected = await requestsPerMonth(as, leads);
      expect({ as, months: months.map((row) => `${row.month}|${row.reason}=${row.hours}`) }).toEqual({
        as,
        months: expected
          .entries()
          .map(([key, hours]) => `${key}=${hours}`)
          .sort(),
      });
    }
  });

  it('differs by scope', async () => {
    const months = async (as: ReportPerson) =>
      (await insight.timeOff(spring, as)).map((row) => [row.month, row.reason, row.hours]);
    expect(await months('employee')).toEqual([
      ['2019-04', 'paid_sick_leave_ffcra', 4],
      ['2019-04', 'pto', 16],
      ['2019-05', 'pto', 24],
    ]);
    expect(await months('manager')).toEqual([
      ['2019-04', 'paid_sick_leave_ffcra', 4],
      ['2019-04', 'pto', 16],
      ['2019-05', 'jury_duty', 32],
      ['2019-05', 'pto', 32],
    ]);
    expect(await months('admin')).toEqual([
      ['2019-04', 'paid_sick_leave_ffcra', 4],
      ['2019-04', 'pto', 32],
      ['2019-05', 'jury_duty', 32],
      ['2019-05', 'pto', 32],
    ]);
    expect(await insight.timeOff(spring, 'reports')).toEqual(await insight.timeOff(spring, 'admin'));
    // Only the days inside the range count.
    expect(
      (await insight.timeOff('startDate=2019-05-01&endDate=2019-05-02', 'employee')).map((row) => row.hours),
    ).toEqual([16]);
  });
});

describe('timesheets not submitted per period', () => {
  it('counts the rows of the not-submitted report of each period, for each caller', async () => {
    for (const query of [marchQuery, '']) {
      for (const as of callers) {
        const periods = await insight.notSubmitted(query, as);
        if (!query) {
          expect(periods.map((period) => period.startDate)).toEqual(
            periodsBetween(sixMonths.startDate, sixMonths.endDate).map((period) => period.startDate),
          );
        }
        for (const period of periods) {
          const rows = await read(
            `/api/not_submitted_report?start_date=${period.startDate}`,
            as,
            (body) => notSubmittedReportResponseSchema.parse(body).results,
          );
          expect({ as, period: period.startDate, notSubmitted: period.notSubmitted }).toEqual({
            as,
            period: period.startDate,
            notSubmitted: rows.length,
          });
          expect(period.expected).toBeGreaterThanOrEqual(period.notSubmitted);
        }
      }
    }
  });

  it('differs by scope: an employee counts only themselves', async () => {
    const periods = await insight.notSubmitted('', 'employee');
    expect(periods.length).toBeGreaterThanOrEqual(11);
    expect(periods.every((period) => period.expected === 1)).toBe(true);
    const company = await insight.notSubmitted('', 'admin');
    const team = await insight.notSubmitted('', 'manager');
    expect(company.at(-1)!.expected).toBeGreaterThan(team.at(-1)!.expected);
    expect(team.at(-1)!.expected).toBeGreaterThan(1);
  });
});

describe('one statement per chart', () => {
  /** What one request sends to the database, without the session lookup every signed-in request makes. */
  async function statementsOf(url: string, as: ReportPerson) {
    const { result, statements } = await context.database.statements.during(() => get(url, as));
    expect(result.statusCode, result.body).toBe(200);
    return statements.filter((statement) => !/"sessions"/.test(statement));
  }

  it('sums each chart in a single statement, whatever the caller, range and filters', async () => {
    for (const chart of charts) {
      for (const [query, as] of [
        ['', 'admin'],
        ['startDate=2017-01-01&endDate=2019-12-31&timesheetStatus=all', 'admin'],
        [
          `${marchQuery}&departmentId=${march.departments.billed}&clientId=${march.ledger.clientId}`,
          'manager',
        ],
        ['', 'employee'],
      ] as [string, ReportPerson][]) {
        const statements = await statementsOf(`/api/insights/${chart}?${query}`, as);
        expect({ chart, query, as, statements: statements.length }).toEqual({
          chart,
          query,
          as,
          statements: 1,
        });
      }
    }
  });
});
