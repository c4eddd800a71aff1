import { todayIso } from '@timekeep/shared/domain/periods';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngagement, createPerson, createTimesheet } from '../factories';
import { signedIn } from '../request';
import { createTestApp, type TestContext } from '../test-app';

// The statements every request of the hottest read sends are prepared once per connection; PostgreSQL plans
// a prepared statement for its values five times, then keeps one generic plan if that plan is no dearer.
// When the generic plan looks dearer (a parameter it cannot estimate, such as `ANY` of a list), every call
// is planned again, and on the five-year company planning cost three times the work of the read itself.
// One connection in the pool, so every statement below runs on the connection whose plans are read.
let context: TestContext;

beforeAll(async () => {
  context = await createTestApp({ DATABASE_POOL_SIZE: '1' });
});

afterAll(async () => {
  await context.close();
});

interface PlanCounts {
  name: string;
  generic_plans: number;
  custom_plans: number;
}

async function plansOf(names: string[]) {
  const result = (await context.database.db.execute(sql`SELECT name, generic_plans::int, custom_plans::int
    FROM pg_prepared_statements WHERE name IN ${names} ORDER BY name`)) as unknown as { rows: PlanCounts[] };
  return result.rows;
}

describe('prepared statements of the hot read on PostgreSQL', () => {
  it('reuse one generic plan: the session lookup and the timesheet of the period holding a date', async () => {
    const person = await createPerson(context);
    const code = await createEngagement(context, person);
    await createTimesheet(context, person, {
      rows: [{ resourceId: code.resource.id, entries: [{ date: todayIso(), hours: 8 }] }],
    });
    const as = await signedIn(context, person);
    for (let call = 0; call < 8; call += 1) {
      const response = await as.get('/api/timesheet');
      expect(response.statusCode).toBe(200);
      expect(response.json().timesheet.timesheetRows).toHaveLength(1);
    }
    const plans = await plansOf(['find_active_session', 'timesheet_of_person_on_date']);
    expect(plans.map((plan) => plan.name)).toEqual(['find_active_session', 'timesheet_of_person_on_date']);
    for (const plan of plans) {
      // Eight calls each: five plans made for their values, then the generic plan kept for the other three.
      expect(plan, plan.name).toMatchObject({ custom_plans: 5, generic_plans: 3 });
    }
  });

  it("reuse one generic plan: a lead's team lists, the period's and the pending", async () => {
    const lead = await createPerson(context);
    for (let member = 0; member < 3; member += 1) {
      const person = await createPerson(context, { teamLeadId: lead.id });
      await createTimesheet(context, person, { status: 'pending' });
    }
    const asLead = await signedIn(context, lead);
    for (let call = 0; call < 8; call += 1) {
      const period = await asLead.get('/api/team/timesheets');
      expect(period.json().timesheets).toHaveLength(3);
      const pending = await asLead.get('/api/team/timesheets/pending');
      expect(pending.json().timesheets).toHaveLength(3);
    }
    const plans = await plansOf(['pending_timesheet_totals_of_team', 'team_timesheet_totals_on_date']);
    expect(plans.map((plan) => plan.name)).toEqual([
      'pending_timesheet_totals_of_team',
      'team_timesheet_totals_on_date',
    ]);
    for (const plan of plans) {
      expect(plan, plan.name).toMatchObject({ custom_plans: 5, generic_plans: 3 });
    }
  });
});
