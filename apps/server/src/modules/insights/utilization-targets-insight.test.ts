import { toHundredths } from '@timekeep/shared/domain/hour-entry';
import {
  utilizationInsightResponseSchema,
  utilizationTargetInsightResponseSchema,
} from '@timekeep/shared/schemas/insights';
import { allocationReportResponseSchema } from '@timekeep/shared/schemas/reports';
import { teamPeriodTimesheetsResponseSchema } from '@timekeep/shared/schemas/team';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEngagement,
  createPerson,
  createTimesheet,
  insertDepartment,
  type ReportPerson,
  reportTestSetup,
} from '../../../test/factories';
import { signedIn } from '../../../test/request';
import type { TestContext } from '../../../test/test-app';
import { engagements } from '../../db/schema';

let context: TestContext;
let ids: Record<ReportPerson, number>;
let get: Awaited<ReturnType<typeof reportTestSetup>>['get'];

beforeAll(async () => {
  ({ context, ids, get } = await reportTestSetup());
});
afterAll(async () => {
  await context?.close();
});

async function read<T>(url: string, as: ReportPerson, parse: (body: unknown) => T): Promise<T> {
  const response = await get(url, as);
  expect(response.statusCode, `${url} as ${as}: ${response.body}`).toBe(200);
  return parse(response.json());
}

const chart = (query: string, as: ReportPerson) =>
  read(`/api/insights/utilization_targets?${query}`, as, (body) =>
    utilizationTargetInsightResponseSchema.parse(body),
  );

/** Billable hours per person in the Allocation report: its rows of billable engagements, summed exactly. */
async function allocationBillable(query: string, as: ReportPerson) {
  const rows = await read(
    `/api/allocation_report?${query}`,
    as,
    (body) => allocationReportResponseSchema.parse(body).results,
  );
  const billable = new Set(
    (await context.database.db.select().from(engagements).where(eq(engagements.billable, true))).map(
      (engagement) => engagement.id,
    ),
  );
  const hundredths = new Map<number, number>();
  for (const row of rows.filter((row) => billable.has(row.project.id))) {
    hundredths.set(row.spudUserId, (hundredths.get(row.spudUserId) ?? 0) + toHundredths(row.hours));
  }
  return new Map([...hundredths].map(([personId, sum]) => [personId, sum / 100]));
}

const halves = [
  { startDate: '2019-03-01', endDate: '2019-03-15' },
  { startDate: '2019-03-16', endDate: '2019-03-31' },
];
const callers: ReportPerson[] = ['admin', 'reports', 'manager', 'manager2', 'employee'];

describe('utilization against target in Insights', () => {
  it("gives each person the Allocation report's billable hours of the period, and sums to the utilization chart", async () => {
    for (const status of ['approved', 'all']) {
      for (const half of halves) {
        const query = `startDate=${half.startDate}&endDate=${half.endDate}&timesheetStatus=${status}`;
        for (const as of callers) {
          const { people, teams } = await chart(query, as);
          const expected = await allocationBillable(query, as);
          const billed = people.filter((row) => row.hoursBillable > 0);
          expect({
            query,
            as,
            people: billed.map((row) => [row.personId, row.hoursBillable]).sort(),
          }).toEqual({
            query,
            as,
            people: [...expected].filter(([, hours]) => hours > 0).sort(),
          });
          for (const row of people) {
            expect(row.utilization).toBe(row.capacity === 0 ? 0 : row.hoursBillable / row.capacity);
          }
          const [period] = await read(
            `/api/insights/utilization?${query}`,
            as,
            (body) => utilizationInsightResponseSchema.parse(body).periods,
          );
          const sum = (rows: { capacity: number }[]) =>
            rows.reduce((total, row) => total + toHundredths(row.capacity), 0) / 100;
          expect(sum(people)).toBe(period?.capacity ?? 0);
          expect(sum(teams)).toBe(period?.capacity ?? 0);
        }
      }
    }
    // The employee sees their own row only.
    const own = await chart(`startDate=${halves[0]!.startDate}&endDate=${halves[0]!.endDate}`, 'employee');
    expect(new Set(own.people.map((row) => row.personId))).toEqual(new Set([ids.employee]));
  });

  it("shows a member with a target of 80% who logged 40% of capacity as the lead's list does, and the team's figure", async () => {
    const departmentId = await insertDepartment(context.database.db, 'Insight targets');
    const lead = await createPerson(context, { firstName: 'Ines', lastName: 'Lead' });
    const adams = await createPerson(context, {
      firstName: 'Amy',
      lastName: 'Adams',
      teamLeadId: lead.id,
      departmentId,
    });
    const baker = await createPerson(context, {
      firstName: 'Ben',
      lastName: 'Baker',
      teamLeadId: lead.id,
      departmentId,
    });
    const days = ['2019-09-16', '2019-09-17', '2019-09-18', '2019-09-19', '2019-09-20'];
    for (const [member, hours] of [
      [adams, [8, 8, 8, 8, 3.2]],
      [baker, [8, 8, 8, 8, 8]],
    ] as const) {
      const { resource } = await createEngagement(context, member);
      await createTimesheet(context, member, {
        date: days[0],
        status: 'approved',
        rows: [
          { resourceId: resource.id, entries: hours.map((h, index) => ({ date: days[index]!, hours: h })) },
        ],
      });
    }
    const admin = await signedIn(context, 'admin@example.com');
    expect(
      (await admin.put(`/api/admin/utilization_targets/departments/${departmentId}`, { target: 80 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await admin.put(`/api/admin/utilization_targets/people/${baker.id}`, { target: 60 })).statusCode,
    ).toBe(200);

    const query = `startDate=2019-09-16&endDate=2019-09-30&departmentId=${departmentId}`;
    const { people, teams } = await chart(query, 'admin');
    const period = { startDate: '2019-09-16', endDate: '2019-09-30' };
    expect(people).toEqual([
      {
        personId: adams.id,
        name: 'Amy Adams',
        ...period,
        capacity: 88,
        hoursBillable: 35.2,
        utilization: 0.4,
        utilizationTarget: 80,
      },
      {
        personId: baker.id,
        name: 'Ben Baker',
        ...period,
        capacity: 88,
        hoursBillable: 40,
        utilization: 40 / 88,
        utilizationTarget: 60,
      },
    ]);
    expect(teams).toEqual([
      {
        teamLeadId: lead.id,
        teamLeadName: 'Ines Lead',
        ...period,
        capacity: 176,
        hoursBillable: 75.2,
        utilization: 75.2 / 176,
        utilizationTarget: 70,
      },
    ]);
    const list = teamPeriodTimesheetsResponseSchema.parse(
      (await (await signedIn(context, lead)).get('/api/team/timesheets?start_date=2019-09-16')).json(),
    );
    expect(list.timesheets.map((row) => [row.utilization, row.utilizationTarget])).toEqual(
      people.map((row) => [row.utilization, row.utilizationTarget]),
    );
    expect(list.teamUtilization).toEqual({
      capacity: teams[0]!.capacity,
      hoursBillable: teams[0]!.hoursBillable,
      utilization: teams[0]!.utilization,
      utilizationTarget: teams[0]!.utilizationTarget,
    });
  });
});
