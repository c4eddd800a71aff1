import { addDays, isWeekend, todayIso } from '@timekeep/shared/domain/periods';
import { timeOffBalancesResponseSchema } from '@timekeep/shared/schemas/time-off';
import {
  type AccrualPolicyInput,
  accrualPolicyResponseSchema,
  ledgerResponseSchema,
  personPoliciesResponseSchema,
  projectedBalanceResponseSchema,
} from '@timekeep/shared/schemas/time-off-ledger';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestAudit } from '../../../test/audit-log';
import { createPerson, createTimeOffRequest } from '../../../test/factories';
import { expectRefusal } from '../../../test/refusals';
import { type SignedIn, signedIn } from '../../../test/request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { timeOffLedgerEntries } from '../../db/schema';
import { postAccrualsDue } from './post-accruals';

let context: TestContext;
let admin: SignedIn;
let policyNumber = 0;

beforeAll(async () => {
  context = await createTestApp();
  admin = await signedIn(context, 'admin@example.com');
});
afterAll(async () => {
  await context?.close();
});

const db = () => context.database.db;

/** A policy no one has by default: each test assigns it to its own people. */
function policyBody(overrides: Partial<AccrualPolicyInput> = {}): AccrualPolicyInput {
  policyNumber += 1;
  return {
    name: `Policy ${policyNumber} ${Date.now()}`,
    type: 'pto',
    frequency: 'semi_monthly',
    waitingDays: 0,
    prorate: true,
    balanceCapDays: null,
    carryOverCapDays: null,
    carryOverExpiresOn: null,
    effectiveFrom: '2025-01-01',
    defaultForEmployees: false,
    defaultForContractors: false,
    steps: [{ afterYears: 0, daysPerYear: 25 }],
    ...overrides,
  };
}

async function createPolicy(overrides: Partial<AccrualPolicyInput> = {}) {
  const response = await admin.post('/api/admin/accrual_policies', policyBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return accrualPolicyResponseSchema.parse(response.json()).policy;
}

async function assign(personId: number, policy: { id: number; type: AccrualPolicyInput['type'] }) {
  const response = await admin.put('/api/admin/accrual_policy_assignments', {
    spudUserId: personId,
    type: policy.type,
    policyId: policy.id,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function ledger(personId: number, type: string, year: number) {
  const response = await admin.get(
    `/api/admin/time_off_ledger?spud_user_id=${personId}&type=${type}&year=${year}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return ledgerResponseSchema.parse(response.json());
}

async function entries(personId: number) {
  return db().select().from(timeOffLedgerEntries).where(eq(timeOffLedgerEntries.personId, personId));
}

const days = (hours: number) => Math.round((hours / 8) * 100) / 100;

describe('accruals, carry-over and expiry', () => {
  it('accrues 11 of 24 semi-monthly accruals from July 16, carries at most the cap, and expires what was carried', async () => {
    const policy = await createPolicy({ carryOverCapDays: 5, carryOverExpiresOn: '03-31' });
    const person = await createPerson(context, { employmentStartDate: '2025-07-16' });
    await assign(person.id, policy);

    await postAccrualsDue(db(), '2025-12-31');
    const december = await ledger(person.id, 'pto', 2025);
    expect(december.lines).toHaveLength(11);
    expect(december.lines.every((line) => line.kind === 'accrual')).toBe(true);
    expect(december.lines[0]).toMatchObject({ date: '2025-07-31', hours: 8.3333 });
    expect(december.lines.at(-1)!.date).toBe('2025-12-31');
    expect(days(december.lines.at(-1)!.balanceHours)).toBe(11.46);

    // A second run, and two at once, post nothing more.
    const posted = (await entries(person.id)).length;
    await Promise.all([postAccrualsDue(db(), '2025-12-31'), postAccrualsDue(db(), '2025-12-31')]);
    expect(await entries(person.id)).toHaveLength(posted);

    await postAccrualsDue(db(), '2026-01-01');
    const january = await ledger(person.id, 'pto', 2026);
    expect(january.lines).toEqual([
      expect.objectContaining({ kind: 'carry_over', date: '2026-01-01', hours: 40, balanceHours: 40 }),
    ]);
    expect(january.lines[0]!.description).toContain('Carried over from 2025');

    // On the expiry day what was carried still counts; the day after it is gone.
    await postAccrualsDue(db(), '2026-03-31');
    expect((await ledger(person.id, 'pto', 2026)).lines.some((line) => line.kind === 'expiry')).toBe(false);
    await postAccrualsDue(db(), '2026-04-01');
    const april = await ledger(person.id, 'pto', 2026);
    expect(april.lines.filter((line) => line.kind === 'accrual')).toHaveLength(6);
    expect(april.lines.find((line) => line.kind === 'expiry')).toMatchObject({
      date: '2026-03-31',
      hours: -40,
    });
    expect(april.lines.at(-1)!.balanceHours).toBeCloseTo(6 * 8.3333, 4);
  });

  it('uses carried hours first for time off taken before they expire', async () => {
    const policy = await createPolicy({ carryOverCapDays: 5, carryOverExpiresOn: '03-31' });
    const person = await createPerson(context, { employmentStartDate: '2024-01-01' });
    await assign(person.id, policy);
    await createTimeOffRequest(context, person, {
      status: 'approved',
      startDate: '2026-02-02',
      endDate: '2026-02-03',
      hours: 16,
    });
    await postAccrualsDue(db(), '2026-04-01');
    const year = await ledger(person.id, 'pto', 2026);
    expect(year.lines.find((line) => line.kind === 'carry_over')).toMatchObject({ hours: 40 });
    expect(year.lines.find((line) => line.kind === 'taken')).toMatchObject({
      date: '2026-02-02',
      hours: -16,
    });
    expect(year.lines.find((line) => line.kind === 'expiry')).toMatchObject({ hours: -24 });
  });

  it('steps up with tenure and prorates a yearly accrual for a start part-way through the year', async () => {
    const policy = await createPolicy({
      frequency: 'yearly',
      steps: [
        { afterYears: 0, daysPerYear: 15 },
        { afterYears: 3, daysPerYear: 20 },
      ],
    });
    const veteran = await createPerson(context, { employmentStartDate: '2022-03-10' });
    const newcomer = await createPerson(context, { employmentStartDate: '2025-07-01' });
    await assign(veteran.id, policy);
    await assign(newcomer.id, policy);
    await postAccrualsDue(db(), '2026-01-01');
    expect((await ledger(veteran.id, 'pto', 2025)).lines).toEqual([
      expect.objectContaining({ kind: 'accrual', date: '2025-01-01', hours: 120 }),
    ]);
    expect(
      (await ledger(veteran.id, 'pto', 2026)).lines.find((line) => line.kind === 'accrual'),
    ).toMatchObject({
      date: '2026-01-01',
      hours: 160,
    });
    // 184 of 365 days of 15 days a year.
    expect((await ledger(newcomer.id, 'pto', 2025)).lines).toEqual([
      expect.objectContaining({
        kind: 'accrual',
        date: '2025-07-01',
        hours: Math.round(120 * (184 / 365) * 1e4) / 1e4,
      }),
    ]);
  });

  it('stops at the balance cap, and accrues again once time off brings the balance under it', async () => {
    const policy = await createPolicy({
      frequency: 'monthly',
      balanceCapDays: 10,
      steps: [{ afterYears: 0, daysPerYear: 24 }],
    });
    const person = await createPerson(context, { employmentStartDate: '2020-01-01' });
    await assign(person.id, policy);
    await createTimeOffRequest(context, person, {
      status: 'approved',
      startDate: '2025-06-10',
      endDate: '2025-06-11',
      hours: 16,
    });
    await postAccrualsDue(db(), '2025-12-31');
    const year = await ledger(person.id, 'pto', 2025);
    const accruals = year.lines.filter((line) => line.kind === 'accrual');
    expect(accruals.map((line) => line.hours)).toEqual([16, 16, 16, 16, 16, 16, 0, 0, 0, 0, 0, 0]);
    expect(accruals[6]!.description).toContain('at its cap');
    expect(year.lines.at(-1)!.balanceHours).toBe(80);
  });

  it('prorates the last accrual for an end part-way through a period and posts nothing after it', async () => {
    const policy = await createPolicy({ frequency: 'monthly', steps: [{ afterYears: 0, daysPerYear: 12 }] });
    const person = await createPerson(context, {
      employmentStartDate: '2020-01-01',
      employmentEndDate: '2025-03-10',
    });
    await assign(person.id, policy);
    await postAccrualsDue(db(), '2025-12-31');
    const hours = (await ledger(person.id, 'pto', 2025)).lines.map((line) => line.hours);
    expect(hours).toEqual([8, 8, Math.round(8 * (10 / 31) * 1e4) / 1e4]);
  });

  it('waits the policy’s days after the start date before accruing', async () => {
    const policy = await createPolicy({
      frequency: 'monthly',
      waitingDays: 90,
      prorate: false,
      steps: [{ afterYears: 0, daysPerYear: 12 }],
    });
    const person = await createPerson(context, { employmentStartDate: '2025-01-01' });
    await assign(person.id, policy);
    await postAccrualsDue(db(), '2025-06-30');
    // Eligible from April 1: April, May and June.
    expect((await ledger(person.id, 'pto', 2025)).lines.map((line) => line.date)).toEqual([
      '2025-04-30',
      '2025-05-31',
      '2025-06-30',
    ]);
  });

  it('applies the default to employees or contractors, and an individual assignment over it', async () => {
    const policy = await createPolicy({
      type: 'paternity_leave',
      defaultForContractors: true,
      frequency: 'yearly',
    });
    const contractor = await createPerson(context, { contractor: true, employmentStartDate: '2024-01-01' });
    const employee = await createPerson(context, { employmentStartDate: '2024-01-01' });
    const optedOut = await createPerson(context, { contractor: true, employmentStartDate: '2024-01-01' });
    const refused = await admin.put('/api/admin/accrual_policy_assignments', {
      spudUserId: optedOut.id,
      type: 'paternity_leave',
      policyId: null,
    });
    expect(personPoliciesResponseSchema.parse(refused.json()).policies).toContainEqual({
      type: 'paternity_leave',
      policy: null,
      source: 'individual',
    });
    await postAccrualsDue(db(), '2025-01-01');
    const of = async (personId: number) =>
      (await entries(personId)).filter((entry) => entry.reason === 'paternity_leave').length;
    expect(await of(contractor.id)).toBe(1);
    expect(await of(employee.id)).toBe(0);
    expect(await of(optedOut.id)).toBe(0);
    expect((await ledger(contractor.id, 'paternity_leave', 2025)).policies).toContainEqual({
      type: 'paternity_leave',
      policy: { id: policy.id, name: policy.name },
      source: 'default',
    });
    // Back to the default.
    const back = await admin.delete(
      `/api/admin/accrual_policy_assignments?spud_user_id=${optedOut.id}&type=paternity_leave`,
    );
    expect(back.statusCode).toBe(200);
    await postAccrualsDue(db(), '2025-01-02');
    expect(await of(optedOut.id)).toBe(1);
    // A policy of another type is refused.
    const other = await createPolicy({ type: 'fmla' });
    await expectRefusal(
      await admin.put('/api/admin/accrual_policy_assignments', {
        spudUserId: employee.id,
        type: 'pto',
        policyId: other.id,
      }),
      422,
      'rule_violation',
    );
  });
});

describe('accrual policies', () => {
  it('are defined, changed and deleted by admins, audited, one default per type and kind of person', async () => {
    const employee = await signedIn(context, await createPerson(context));
    await expectRefusal(await employee.post('/api/admin/accrual_policies', policyBody()), 403, 'forbidden');
    const policy = await createPolicy({ type: 'jury_duty', defaultForEmployees: true });
    expect(await latestAudit(admin, 'accrual_policy', policy.id)).toMatchObject({
      action: 'accrual_policy_created',
    });
    await expectRefusal(
      await admin.post(
        '/api/admin/accrual_policies',
        policyBody({ type: 'jury_duty', defaultForEmployees: true }),
      ),
      409,
      'conflict',
    );
    await expectRefusal(
      await admin.post('/api/admin/accrual_policies', policyBody({ name: policy.name })),
      409,
      'conflict',
    );
    await expectRefusal(
      await admin.post(
        '/api/admin/accrual_policies',
        policyBody({ steps: [{ afterYears: 1, daysPerYear: 5 }] }),
      ),
      400,
      'validation_failed',
    );
    await expectRefusal(
      await admin.post('/api/admin/accrual_policies', policyBody({ carryOverExpiresOn: '02-29' })),
      400,
      'validation_failed',
    );
    await expectRefusal(
      await admin.post('/api/admin/accrual_policies', policyBody({ effectiveFrom: '1066-10-14' })),
      400,
      'validation_failed',
      'body.effectiveFrom',
    );

    const changed = await admin.put(`/api/admin/accrual_policies/${policy.id}`, {
      ...policyBody({ type: 'jury_duty' }),
      name: policy.name,
      steps: [
        { afterYears: 0, daysPerYear: 3 },
        { afterYears: 5, daysPerYear: 5 },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(accrualPolicyResponseSchema.parse(changed.json()).policy).toMatchObject({
      defaultForEmployees: false,
      steps: [
        { afterYears: 0, daysPerYear: 3 },
        { afterYears: 5, daysPerYear: 5 },
      ],
    });
    expect(await latestAudit(admin, 'accrual_policy', policy.id)).toMatchObject({
      action: 'accrual_policy_updated',
      before: { defaultForEmployees: true },
      after: { defaultForEmployees: false },
    });

    const person = await createPerson(context, { employmentStartDate: '2024-01-01' });
    await assign(person.id, { id: policy.id, type: 'jury_duty' });
    await postAccrualsDue(db(), '2025-01-31');
    await expectRefusal(await admin.delete(`/api/admin/accrual_policies/${policy.id}`), 409, 'policy_in_use');
    const unused = await createPolicy();
    expect((await admin.delete(`/api/admin/accrual_policies/${unused.id}`)).statusCode).toBe(204);
    expect(await latestAudit(admin, 'accrual_policy', unused.id)).toMatchObject({
      action: 'accrual_policy_deleted',
    });
  });
});

describe('the ledger', () => {
  it('explains a balance line by line, and an admin adjusts it with a reason, audited', async () => {
    const person = await signedIn(context, await createPerson(context));
    const year = Number(todayIso().slice(0, 4));
    const adjust = (body: Record<string, unknown>) =>
      admin.post('/api/admin/time_off_ledger/adjustments', {
        spudUserId: person.person.id,
        type: 'bereavement',
        year,
        ...body,
      });
    await expectRefusal(await adjust({ hours: 16 }), 400, 'validation_failed');
    const added = await adjust({ hours: 24, note: 'Three days agreed at hiring' });
    expect(added.statusCode, added.body).toBe(201);
    await createTimeOffRequest(context, person.person, {
      status: 'approved',
      reason: 'bereavement',
      hours: 8,
    });
    await createTimeOffRequest(context, person.person, {
      status: 'pending',
      reason: 'bereavement',
      hours: 8,
    });

    const own = await person.get(`/api/ptos/ledger?type=bereavement&year=${year}`);
    expect(own.statusCode, own.body).toBe(200);
    const history = ledgerResponseSchema.parse(own.json());
    expect(history.lines.map((line) => [line.kind, line.hours, line.balanceHours])).toEqual([
      ['adjustment', 24, 24],
      ['taken', -8, 16],
    ]);
    expect(history.lines[0]).toMatchObject({
      description: 'Three days agreed at hiring',
      by: expect.any(String),
    });
    expect(history.pendingHours).toBe(8);
    expect(
      await latestAudit(admin, 'time_off_balance', `${person.person.id} ${year} bereavement`),
    ).toMatchObject({
      action: 'time_off_balance_adjusted',
      before: { accumulatedHours: 0 },
      after: { accumulatedHours: 24 },
      detail: { note: 'Three days agreed at hiring' },
    });

    // Not below what is approved, never below 0, and only by admins; another's ledger only for admins.
    await expectRefusal(await adjust({ hours: -20, note: 'Too much' }), 422, 'rule_violation');
    await expectRefusal(
      await person.post('/api/admin/time_off_ledger/adjustments', {
        spudUserId: person.person.id,
        type: 'bereavement',
        year,
        hours: 8,
        note: 'Mine',
      }),
      403,
      'forbidden',
    );
    const other = await createPerson(context);
    await expectRefusal(
      await person.get(`/api/admin/time_off_ledger?spud_user_id=${other.id}&type=pto&year=${year}`),
      403,
      'forbidden',
    );
    const balances = timeOffBalancesResponseSchema.parse((await person.get('/api/ptos/balances')).json());
    expect(balances.balances.find((balance) => balance.type === 'bereavement')).toMatchObject({
      accumulatedAmount: { [year]: 24 },
      ptoRequested: { [year]: 16 },
    });
  });

  it('answers the balances in the same number of statements whatever the history’s length', async () => {
    const person = await signedIn(context, await createPerson(context));
    const count = async () => {
      const { result, statements } = await context.database.statements.during(() =>
        person.get('/api/ptos/balances'),
      );
      expect(result.statusCode).toBe(200);
      return statements.length;
    };
    const year = Number(todayIso().slice(0, 4));
    await db()
      .insert(timeOffLedgerEntries)
      .values({
        personId: person.person.id,
        reason: 'pto',
        year,
        kind: 'adjustment',
        hours: '8',
        effectiveOn: `${year}-01-01`,
        note: 'One',
      });
    const short = await count();
    await db()
      .insert(timeOffLedgerEntries)
      .values(
        Array.from({ length: 60 }, (_, index) => ({
          personId: person.person.id,
          reason: 'pto' as const,
          year: year - (index % 5),
          kind: 'adjustment' as const,
          hours: '1',
          effectiveOn: `${year - (index % 5)}-01-01`,
          note: `Entry ${index}`,
        })),
      );
    expect(await count()).toBe(short);
  });
});

describe('the projected balance', () => {
  /** The first weekday on or after `date`. */
  const weekdayFrom = (date: string): string => (isWeekend(date) ? weekdayFrom(addDays(date, 1)) : date);

  it('counts the accruals due by a request’s first day, in the modal’s figure and in the limit check', async () => {
    // The policy starts next January: by a request's first day in February, January's 4 hours are due.
    const nextYear = Number(todayIso().slice(0, 4)) + 1;
    const policy = await createPolicy({
      type: 'bereavement',
      frequency: 'monthly',
      effectiveFrom: `${nextYear}-01-01`,
      steps: [{ afterYears: 0, daysPerYear: 6 }],
    });
    const person = await signedIn(
      context,
      await createPerson(context, { employmentStartDate: '2020-01-01' }),
    );
    await assign(person.person.id, policy);
    const startDate = weekdayFrom(`${nextYear}-02-02`);

    const projection = await person.get(
      `/api/ptos/projected_balance?type=bereavement&start_date=${startDate}`,
    );
    expect(projection.statusCode, projection.body).toBe(200);
    expect(projectedBalanceResponseSchema.parse(projection.json()).balance).toEqual({
      type: 'bereavement',
      date: startDate,
      year: nextYear,
      accumulatedHours: 4,
      accruingHours: 4,
      requestedHours: 0,
    });

    const request = (hours: number) =>
      person.post('/api/ptos', {
        pto_details: {
          reason: 'bereavement',
          timeframeType: 'partial_day',
          startDate,
          endDate: startDate,
          hours,
          hoursWorkday: 8,
          includeWeekends: false,
          comment: 'Projected',
        },
      });
    await expectRefusal(await request(8), 422, 'limit_exceeded');
    const created = await request(4);
    expect(created.statusCode, created.body).toBe(201);
    // The projection wrote nothing.
    expect(
      await db()
        .select()
        .from(timeOffLedgerEntries)
        .where(
          and(eq(timeOffLedgerEntries.personId, person.person.id), eq(timeOffLedgerEntries.kind, 'accrual')),
        ),
    ).toEqual([]);
  });

  it('is refused for a day no request may start on, as the request form refuses it', async () => {
    const person = await signedIn(context, await createPerson(context));
    const nextYear = Number(todayIso().slice(0, 4)) + 1;

    const farAhead = await person.get('/api/ptos/projected_balance?type=jury_duty&start_date=6552-02-29');

    await expectRefusal(farAhead, 400, 'validation_failed');
    expect(farAhead.json().error).toMatchObject({
      field: 'querystring.start_date',
      message: `querystring.start_date: Choose a start date from Jan 1, ${nextYear - 2} to Dec 31, ${nextYear}.`,
    });
    const lastDay = await person.get(
      `/api/ptos/projected_balance?type=jury_duty&start_date=${nextYear}-12-31`,
    );
    expect(lastDay.statusCode, lastDay.body).toBe(200);
  });
});
