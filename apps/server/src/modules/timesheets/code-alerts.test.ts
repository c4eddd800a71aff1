import { codeAlertsResponseSchema } from '@timekeep/shared/schemas/timesheets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngagement, createPerson, type PersonOverrides } from '../../../test/factories';
import { type Requests, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';

let context: TestContext;

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

describe('code alerts', () => {
  async function alertsOf(as: Requests) {
    return codeAlertsResponseSchema.parse((await as.get('/api/code_alerts')).json()).codeAlerts;
  }

  /** A new employee alerted to two new time codes. */
  async function newEmployeeWithAlerts() {
    const employee = await newPerson();
    for (let made = 0; made < 2; made++) await createEngagement(context, employee.person, { alerted: true });
    return employee;
  }

  it('lists the new time codes the caller has not viewed', async () => {
    const alerts = await alertsOf(await signedIn(context, 'employee@example.com'));
    expect(alerts.map((alert) => alert.projectId).sort()).toEqual(['INIT-1008', 'UMBR-1009']);
    expect(alerts.every((alert) => !alert.codeViewed && alert.role.length > 0)).toBe(true);
  });

  it("refuses to dismiss someone else's alert", async () => {
    const { as } = await newEmployeeWithAlerts();
    const colleague = await newEmployeeWithAlerts();
    const [alert] = await alertsOf(as);
    const colleagueId = colleague.person.id;
    const byColleague = await colleague.as.patch(`/api/code_alerts/${alert!.id}`, {
      code_viewed: true,
      spud_user_id: colleagueId,
    });
    expect(byColleague.statusCode).toBe(403);
    const namingAnother = await as.patch(`/api/code_alerts/${alert!.id}`, {
      code_viewed: true,
      spud_user_id: colleagueId,
    });
    expect(namingAnother.statusCode).toBe(403);
    expect(await alertsOf(as)).toHaveLength(2);
  });

  it('refuses a body without code_viewed true, and an unknown alert', async () => {
    const { as } = await newEmployeeWithAlerts();
    const [alert] = await alertsOf(as);
    const bad = await as.patch(`/api/code_alerts/${alert!.id}`, {
      code_viewed: false,
      spud_user_id: alert!.spudUserId,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'validation_failed', field: 'body.code_viewed' });
    const unknown = await as.patch('/api/code_alerts/999999', {
      code_viewed: true,
      spud_user_id: alert!.spudUserId,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('records code_viewed for the owner, and the alert leaves the list', async () => {
    const { as } = await newEmployeeWithAlerts();
    const [alert, other] = await alertsOf(as);
    const response = await as.patch(`/api/code_alerts/${alert!.id}`, {
      code_viewed: true,
      spud_user_id: alert!.spudUserId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().codeAlert).toMatchObject({ id: alert!.id, codeViewed: true });
    expect((await alertsOf(as)).map((a) => a.id)).toEqual([other!.id]);
  });
});
