import { addDays, todayIso } from '@timekeep/shared/domain/periods';
import { timesheetResponseSchema } from '@timekeep/shared/schemas/timesheets';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngagement, createPerson, LONG_AGO, periodOn } from '../../test/factories';
import { type SignedIn, signedIn } from '../../test/request';
import { createTestApp, type TestContext } from '../../test/test-app';
import { engagementRoles, resources, timesheetEntries, timesheetRows, timesheets } from './schema';

/**
 * `submitted_role_hours` (migration 0020) is kept by triggers, not by the app: after every way a submitted
 * timesheet's hours change, through the API and by hand, it holds exactly the sums of the entries of pending
 * and approved timesheets per engagement role, on both databases.
 */
let context: TestContext;
let lead: Awaited<ReturnType<typeof createPerson>>;
let asLead: SignedIn;
const today = todayIso();

beforeAll(async () => {
  context = await createTestApp();
  lead = await createPerson(context);
  asLead = await signedIn(context, lead);
});
afterAll(async () => {
  await context?.close();
});

interface Total {
  timesheet_id: number;
  engagement_role_id: number;
  status: string;
  period_start: string;
  hours: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const totalColumns = sql`timesheet_id, engagement_role_id, status, period_start::text AS period_start, hours::text AS hours`;

/** What the triggers keep, and what summing every entry of every submitted timesheet gives, in the same order. */
async function keptAndSummed() {
  const kept = rowsOf<Total>(
    await context.database.db.execute(
      sql`SELECT ${totalColumns} FROM submitted_role_hours ORDER BY timesheet_id, engagement_role_id`,
    ),
  );
  const summed = rowsOf<Total>(
    await context.database.db.execute(sql`SELECT ${totalColumns} FROM (
        SELECT timesheet.id AS timesheet_id, resource.engagement_role_id, timesheet.status,
          period.start_date AS period_start, sum(entry.hours) AS hours
        FROM timesheets AS timesheet
        JOIN timesheet_periods AS period ON period.id = timesheet.period_id
        JOIN timesheet_rows AS row ON row.timesheet_id = timesheet.id
        JOIN resources AS resource ON resource.id = row.resource_id
        JOIN timesheet_entries AS entry ON entry.row_id = row.id
        WHERE timesheet.status IN ('pending', 'approved')
        GROUP BY 1, 2, 3, 4) AS summed
      ORDER BY timesheet_id, engagement_role_id`),
  );
  return { kept, summed };
}

/** The kept totals of one timesheet, after checking that every kept total is what the entries sum to. */
async function totalsOf(timesheetId: number | null) {
  const { kept, summed } = await keptAndSummed();
  expect(kept).toEqual(summed);
  return kept
    .filter((total) => total.timesheet_id === timesheetId)
    .map(({ engagement_role_id, status, hours }) => ({ role: engagement_role_id, status, hours }));
}

/** A member of the lead's team assigned to two engagements, signed in. */
async function member() {
  const person = await createPerson(context, { teamLeadId: lead.id });
  const first = await createEngagement(context, person);
  const second = await createEngagement(context, person);
  return { person, first, second, as: await signedIn(context, person) };
}

const rowOf = (resourceId: number, startDate: string, hours: number[], id?: number) => ({
  ...(id ? { id } : {}),
  resourceId,
  timesheetEntries: hours.map((value, day) => ({ date: addDays(startDate, day), hours: value, note: null })),
});

async function timesheetOf(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(200);
  return timesheetResponseSchema.parse(response.json()).timesheet;
}

describe('the submitted hours per engagement role', () => {
  it('follow a timesheet through save, submit, approve, unapprove, reject and undo', async () => {
    const { first, second, as } = await member();
    const period = await periodOn(context, today);
    const draft = await timesheetOf(
      await as.post('/api/timesheet', {
        timesheetPeriodId: period.id,
        version: 0,
        timesheetRows: [rowOf(first.resource.id, period.startDate, [8, 7.5])],
      }),
    );
    expect(await totalsOf(draft.id)).toEqual([]);

    // A submit that also saves rows writes them and the status in one statement: all of it is counted.
    const rows = [
      rowOf(first.resource.id, period.startDate, [8, 7.5], draft.timesheetRows[0]!.id),
      rowOf(second.resource.id, period.startDate, [2, 0, 1.25]),
    ];
    const submitted = await timesheetOf(
      await as.patch(`/api/timesheet/${draft.id}/submit`, { version: draft.version, timesheetRows: rows }),
    );
    expect(await totalsOf(draft.id)).toEqual([
      { role: first.role.id, status: 'pending', hours: '15.50' },
      { role: second.role.id, status: 'pending', hours: '3.25' },
    ]);

    const undone = await timesheetOf(
      await as.patch(`/api/timesheet/${draft.id}/rescind`, { version: submitted.version }),
    );
    expect(await totalsOf(draft.id)).toEqual([]);

    const resubmitted = await timesheetOf(
      await as.patch(`/api/timesheet/${draft.id}/submit`, { version: undone.version }),
    );
    const approved = await timesheetOf(
      await asLead.patch(`/api/team/timesheets/${draft.id}/approve`, { version: resubmitted.version }),
    );
    expect((await totalsOf(draft.id)).map((total) => total.status)).toEqual(['approved', 'approved']);

    const unapproved = await timesheetOf(
      await asLead.patch(`/api/team/timesheets/${draft.id}/unapprove?note=Recheck`, {
        version: approved.version,
      }),
    );
    expect(unapproved.status).toBe('unapproved');
    expect(await totalsOf(draft.id)).toEqual([]);

    const again = await timesheetOf(
      await as.patch(`/api/timesheet/${draft.id}/submit`, { version: unapproved.version }),
    );
    expect((await totalsOf(draft.id)).map((total) => total.status)).toEqual(['pending', 'pending']);
    await timesheetOf(
      await asLead.patch(`/api/team/timesheets/${draft.id}/reject?note=Wrong%20code`, {
        version: again.version,
      }),
    );
    expect(await totalsOf(draft.id)).toEqual([]);
  });

  it('follow decisions in bulk and their undoing', async () => {
    const submittedIds: { id: number; version: number }[] = [];
    for (const hours of [4, 6]) {
      const { first, as } = await member();
      const period = await periodOn(context, today);
      const saved = await timesheetOf(
        await as.post('/api/timesheet', {
          timesheetPeriodId: period.id,
          version: 0,
          timesheetRows: [rowOf(first.resource.id, period.startDate, [hours])],
        }),
      );
      const submitted = await timesheetOf(
        await as.patch(`/api/timesheet/${saved.id}/submit`, { version: saved.version }),
      );
      submittedIds.push({ id: submitted.id!, version: submitted.version });
    }
    const decided = await asLead.post('/api/team/timesheets/decisions', {
      decision: 'approve',
      timesheets: submittedIds,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const statuses = async () =>
      (await Promise.all(submittedIds.map(({ id }) => totalsOf(id)))).map((totals) =>
        totals.map((total) => total.status),
      );
    expect(await statuses()).toEqual([['approved'], ['approved']]);

    const { batchId } = decided.json() as { batchId: number };
    const undone = await asLead.post(`/api/team/timesheet_decision_batches/${batchId}/undo`, {});
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await statuses()).toEqual([['pending'], ['pending']]);
  });

  it('follow entries, rows and resources written by hand on a submitted timesheet, and its deletion', async () => {
    const { person, first, second, as } = await member();
    const period = await periodOn(context, today);
    const saved = await timesheetOf(
      await as.post('/api/timesheet', {
        timesheetPeriodId: period.id,
        version: 0,
        timesheetRows: [
          rowOf(first.resource.id, period.startDate, [8, 8]),
          rowOf(second.resource.id, period.startDate, [1]),
        ],
      }),
    );
    await timesheetOf(await as.patch(`/api/timesheet/${saved.id}/submit`, { version: saved.version }));
    const db = context.database.db;
    const [firstRow, secondRow] = saved.timesheetRows;

    await db.update(timesheetEntries).set({ hours: '3.00' }).where(eq(timesheetEntries.rowId, firstRow!.id));
    expect(await totalsOf(saved.id)).toEqual([
      { role: first.role.id, status: 'pending', hours: '6.00' },
      { role: second.role.id, status: 'pending', hours: '1.00' },
    ]);

    await db
      .insert(timesheetEntries)
      .values({ rowId: secondRow!.id, date: addDays(period.startDate, 1), hours: '2.50' });
    await db.delete(timesheetEntries).where(eq(timesheetEntries.date, period.startDate));
    expect(await totalsOf(saved.id)).toEqual([
      { role: first.role.id, status: 'pending', hours: '3.00' },
      { role: second.role.id, status: 'pending', hours: '2.50' },
    ]);

    // The person's first assignment moves to a new role of its engagement; then their second row goes.
    const [movedTo] = await db
      .insert(engagementRoles)
      .values({ engagementId: first.engagement.id, name: 'Architect', rate: '200.00', startDate: LONG_AGO })
      .returning();
    await db
      .update(resources)
      .set({ engagementRoleId: movedTo!.id })
      .where(eq(resources.id, first.resource.id));
    await db.delete(timesheetRows).where(eq(timesheetRows.id, secondRow!.id));
    expect(await totalsOf(saved.id)).toEqual([{ role: movedTo!.id, status: 'pending', hours: '3.00' }]);

    await db.delete(timesheets).where(eq(timesheets.personId, person.id));
    expect(await totalsOf(saved.id)).toEqual([]);
  });
});
