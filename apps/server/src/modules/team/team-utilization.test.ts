import { teamPeriodTimesheetsResponseSchema } from '@timekeep/shared/schemas/team';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngagement, createPerson, createTimesheet, insertDepartment } from '../../../test/factories';
import { type Person, type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';

let context: TestContext;
let admin: SignedIn;

beforeAll(async () => {
  context = await createTestApp();
  admin = await signedIn(context, 'admin@example.com');
});
afterAll(async () => {
  await context?.close();
});

/** The second half of September 2019: 11 weekdays and no holiday, so a capacity of 88 hours. */
const period = { startDate: '2019-09-16', endDate: '2019-09-30' };
const CAPACITY = 88;
const weekdays = ['2019-09-16', '2019-09-17', '2019-09-18', '2019-09-19', '2019-09-20', '2019-09-23'];

/** An approved timesheet of the period with `hours` billable hours, spread over its first weekdays. */
async function billable(member: Person, hours: number) {
  const { resource } = await createEngagement(context, member);
  const entries: { date: string; hours: number }[] = [];
  for (let left = hours, day = 0; left > 0; left -= 8, day += 1) {
    entries.push({ date: weekdays[day]!, hours: Math.min(8, left) });
  }
  await createTimesheet(context, member, {
    date: period.startDate,
    status: 'approved',
    rows: [{ resourceId: resource.id, entries }],
  });
}

async function teamList(lead: SignedIn) {
  const response = await lead.get(`/api/team/timesheets?start_date=${period.startDate}`);
  expect(response.statusCode, response.body).toBe(200);
  return teamPeriodTimesheetsResponseSchema.parse(response.json());
}

describe("the team list's utilization against target", () => {
  it('shows each member’s utilization beside their effective target, and the team’s for the period', async () => {
    const departmentId = await insertDepartment(context.database.db, 'Team targets');
    const lead = await createPerson(context, { firstName: 'Lea', lastName: 'Lead' });
    const member = (lastName: string, extra: Partial<Person> = {}) =>
      createPerson(context, { firstName: 'Max', lastName, teamLeadId: lead.id, departmentId, ...extra });
    const adams = await member('Adams');
    const baker = await member('Baker', { jobTitle: 'Team targets analyst' });
    const clark = await member('Clark', { departmentId: null });
    await billable(adams, 35.2);
    await billable(baker, 44);
    const put = async (url: string, body: unknown) =>
      expect((await admin.put(url, body)).statusCode).toBe(200);
    await put(`/api/admin/utilization_targets/departments/${departmentId}`, { target: 80 });
    await put('/api/admin/utilization_targets/job_titles', { jobTitle: 'Team targets analyst', target: 60 });

    const asLead = await signedIn(context, lead);
    const { timesheets, teamUtilization } = await teamList(asLead);
    expect(
      timesheets.map((row) => [row.employee, row.capacity, row.utilization, row.utilizationTarget]),
    ).toEqual([
      ['Max Adams', CAPACITY, 0.4, 80],
      ['Max Baker', CAPACITY, 0.5, 60],
      ['Max Clark', CAPACITY, 0, null],
    ]);
    // Billable over capacity of all three; the target weighted by capacity over the two who have one.
    expect(teamUtilization).toEqual({
      capacity: 3 * CAPACITY,
      hoursBillable: 79.2,
      utilization: 79.2 / (3 * CAPACITY),
      utilizationTarget: 70,
    });

    await put(`/api/admin/utilization_targets/people/${clark.id}`, { target: 100 });
    await put(`/api/admin/utilization_targets/people/${baker.id}`, { target: 90 });
    const changed = await teamList(asLead);
    expect(changed.timesheets.map((row) => row.utilizationTarget)).toEqual([80, 90, 100]);
    expect(changed.teamUtilization.utilizationTarget).toBe(90);

    const pending = await asLead.get('/api/team/timesheets/pending');
    expect(pending.json().timesheets).toEqual([]);
  });

  it('has no team target when no member has one', async () => {
    const lead = await createPerson(context);
    await billable(await createPerson(context, { teamLeadId: lead.id }), 8);
    const { teamUtilization } = await teamList(await signedIn(context, lead));
    expect(teamUtilization).toEqual({
      capacity: CAPACITY,
      hoursBillable: 8,
      utilization: 8 / CAPACITY,
      utilizationTarget: null,
    });
  });
});
