import { addDays, periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import { DUPLICATE_REQUEST_MESSAGE } from '@timekeep/shared/domain/time-off-duplicates';
import type { TimesheetStatus } from '@timekeep/shared/schemas/timesheets';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, timeOffRequestDetails } from '../src/db/schema';
import { explainRefusal } from '../src/modules/timesheets/timesheet-lookups';
import {
  createEngagement,
  createPerson,
  createTimeOffRequest,
  createTimesheet,
  workingDayFrom,
} from './factories';
import { type Person, type SignedIn, signedIn } from './request';
import { createTestApp, type TestContext } from './test-app';

/**
 * Every refusal of the workflows, at the API: the exact code, message and field a caller gets, which the web
 * app shows as it is. Found by the server mutation run (docs/quality.md): each of these could change without
 * any other test noticing.
 */
let context: TestContext;
let lead: Person;
let member: Person;
let relatedLead: Person;
let asLead: SignedIn;
let asMember: SignedIn;
let asOtherLead: SignedIn;
let asRelatedLead: SignedIn;
let asAdmin: SignedIn;

beforeAll(async () => {
  context = await createTestApp();
  lead = await createPerson(context, { firstName: 'Rhea', lastName: 'Lead' });
  member = await createPerson(context, { teamLeadId: lead.id });
  const otherLead = await createPerson(context);
  await createPerson(context, { teamLeadId: otherLead.id });
  relatedLead = await createPerson(context, { viewsAsLeadIds: [lead.id] });
  asLead = await signedIn(context, lead);
  asMember = await signedIn(context, member);
  asOtherLead = await signedIn(context, otherLead);
  asRelatedLead = await signedIn(context, relatedLead);
  asAdmin = await signedIn(context, await createPerson(context, { roles: ['admin', 'employee'] }));
});
afterAll(async () => {
  await context?.close();
});

const today = todayIso();

/** A timesheet of the current period in the given status, of a new member of the lead's team unless `owner`. */
async function timesheetOf(status: TimesheetStatus, owner?: Person) {
  owner ??= await createPerson(context, { teamLeadId: lead.id });
  const { resource } = await createEngagement(context, owner);
  const period = periodContaining(today);
  const { timesheet } = await createTimesheet(context, owner, {
    date: today,
    status,
    rows: [{ resourceId: resource.id, entries: [{ date: period.startDate, hours: 8, note: 'Workshop' }] }],
  });
  return { ...timesheet, owner, periodId: timesheet.periodId };
}

let nextFreeDay = addDays(today, 40);
/** A working day ahead (no weekend, no holiday, whatever today is) that no other request here takes. */
async function freeWorkingDay() {
  const date = await workingDayFrom(context, nextFreeDay);
  nextFreeDay = addDays(date, 1);
  return date;
}

const pendingRequestOf = async (owner: Person) =>
  (await createTimeOffRequest(context, owner, { startDate: await freeWorkingDay() })).request;

describe('timesheet refusals', () => {
  it("refuses someone else's timesheet to a peer, to read or to save", async () => {
    const peer = await signedIn(context, await createPerson(context, { teamLeadId: lead.id }));
    const timesheet = await timesheetOf('pending');
    const notYours = { error: { code: 'forbidden', message: "You may not view this person's timesheet." } };
    const history = await peer.get(`/api/timesheet/${timesheet.id}/history`);
    expect([history.statusCode, history.json()]).toEqual([403, notYours]);
    const save = await peer.put(`/api/timesheet/${timesheet.id}`, {
      timesheetPeriodId: timesheet.periodId,
      version: timesheet.version,
      timesheetRows: [],
    });
    expect([save.statusCode, save.json()]).toEqual([403, notYours]);
  });

  it('lets only the owner change a timesheet, and only while its status allows', async () => {
    const timesheet = await timesheetOf('unsubmitted');
    const save = (version: number, periodId: number) => ({
      timesheetPeriodId: periodId,
      version,
      timesheetRows: [],
    });
    const byLead = await asLead.put(
      `/api/timesheet/${timesheet.id}`,
      save(timesheet.version, timesheet.periodId),
    );
    expect([byLead.statusCode, byLead.json()]).toEqual([
      403,
      {
        error: {
          code: 'forbidden',
          message: 'Only the owner of a timesheet may change, submit or rescind it.',
        },
      },
    ]);
    const approved = await timesheetOf('approved');
    const asOwner = await signedIn(context, approved.owner);
    const change = await asOwner.put(
      `/api/timesheet/${approved.id}`,
      save(approved.version, approved.periodId),
    );
    expect([change.statusCode, change.json()]).toEqual([
      409,
      { error: { code: 'invalid_state', message: 'A timesheet that is approved cannot be changed.' } },
    ]);
    const rescind = await asOwner.patch(`/api/timesheet/${approved.id}/rescind`, {
      version: approved.version,
    });
    expect([rescind.statusCode, rescind.json()]).toEqual([
      409,
      { error: { code: 'invalid_state', message: 'Only a timesheet pending approval can be unsubmitted.' } },
    ]);
  });

  it("refuses a lead's action on their own timesheet, and one its status does not allow", async () => {
    const own = await timesheetOf('pending', lead);
    const approveOwn = await asLead.patch(`/api/team/timesheets/${own.id}/approve`, {});
    expect([approveOwn.statusCode, approveOwn.json()]).toEqual([
      403,
      {
        error: {
          code: 'forbidden',
          message: 'Only a lead of this person, or an admin, may do this, and never on their own timesheet.',
        },
      },
    ]);
    const approved = await timesheetOf('approved');
    const again = await asLead.patch(`/api/team/timesheets/${approved.id}/approve`, {});
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { error: { code: 'invalid_state', message: 'A timesheet that is approved cannot be approved.' } },
    ]);
    const onBehalf = await asLead.patch(`/api/team/timesheets/${approved.id}/submit`, {});
    expect([onBehalf.statusCode, onBehalf.json()]).toEqual([
      409,
      {
        error: {
          code: 'invalid_state',
          message: 'A timesheet that is approved cannot be submitted on the owner’s behalf.',
        },
      },
    ]);
  });

  it('refuses an approval at a version the lead did not see', async () => {
    const timesheet = await timesheetOf('pending');
    const stale = await asLead.patch(`/api/team/timesheets/${timesheet.id}/approve`, {
      version: timesheet.version + 1,
    });
    expect([stale.statusCode, stale.json().error.code]).toEqual([409, 'stale_version']);
    const approved = await asLead.patch(`/api/team/timesheets/${timesheet.id}/approve`, {
      version: timesheet.version,
    });
    expect(approved.statusCode).toBe(200);
  });

  it("keeps an unapproval's note, and none when it is empty", async () => {
    const withNote = await timesheetOf('approved');
    const withoutNote = await timesheetOf('approved');
    expect(
      (await asLead.patch(`/api/team/timesheets/${withNote.id}/unapprove?note=Hours%20moved`, {})).statusCode,
    ).toBe(200);
    expect(
      (await asLead.patch(`/api/team/timesheets/${withoutNote.id}/unapprove?note=`, {})).statusCode,
    ).toBe(200);
    const unapprovalNote = async (id: number) =>
      (
        (await asLead.get(`/api/team/timesheets/${id}/history`)).json().timesheetStatusRevisions as {
          status: string;
          note: string | null;
        }[]
      ).find(({ status }) => status === 'unapproved')?.note;
    expect([await unapprovalNote(withNote.id), await unapprovalNote(withoutNote.id)]).toEqual([
      'Hours moved',
      null,
    ]);
  });

  it('explains a guarded write that matched nothing: gone, changed since it was read, or moved on', async () => {
    const timesheet = await timesheetOf('pending');
    const explain = async (id: number, sentVersion: number | undefined) => {
      const { code, message } = await explainRefusal(context.database.db, id, sentVersion);
      return { code, message };
    };
    expect(await explain(2_000_000_000, undefined)).toEqual({
      code: 'not_found',
      message: 'Timesheet not found.',
    });
    expect((await explain(timesheet.id, timesheet.version + 1)).code).toBe('stale_version');
    const movedOn = {
      code: 'invalid_state',
      message: 'This timesheet was just changed and is now pending. Reload it to see its current state.',
    };
    expect(await explain(timesheet.id, undefined)).toEqual(movedOn);
    expect(await explain(timesheet.id, timesheet.version)).toEqual(movedOn);
  });
});

describe('time-off answer refusals', () => {
  it('refuses to answer for a lead the caller may not view as, naming manager_id', async () => {
    const request = await pendingRequestOf(member);
    const response = await asOtherLead.post(`/api/team/ptos/${request.id}/approve`, { manager_id: lead.id });
    expect([response.statusCode, response.json()]).toEqual([
      403,
      {
        error: {
          code: 'forbidden',
          message: 'You may only answer for your own team or a lead you may view as.',
          field: 'manager_id',
        },
      },
    ]);
  });

  it("refuses an answer given for a lead whose team the request's owner is not on", async () => {
    const ownMember = await createPerson(context, { teamLeadId: relatedLead.id });
    const request = await pendingRequestOf(ownMember);
    const response = await asRelatedLead.post('/api/team/ptos/approve', {
      pto_ids: [request.id],
      manager_id: lead.id,
    });
    expect([response.statusCode, response.json()]).toEqual([
      403,
      {
        error: {
          code: 'forbidden',
          message: 'Only a lead of this person, or an admin, may answer this request, and never their own.',
          field: 'pto_ids',
        },
      },
    ]);
    expect((await asRelatedLead.post('/api/team/ptos/approve', { pto_ids: [request.id] })).statusCode).toBe(
      200,
    );
  });

  it('names pto_ids for a stale version, an answer the status does not allow, and an unknown request', async () => {
    const request = await pendingRequestOf(member);
    const stale = await asLead.post('/api/team/ptos/approve', { pto_ids: [request.id], versions: [5] });
    expect(stale.json().error).toMatchObject({ code: 'stale_version', field: 'pto_ids' });
    expect((await asLead.post('/api/team/ptos/approve', { pto_ids: [request.id] })).statusCode).toBe(200);
    const again = await asLead.post('/api/team/ptos/approve', { pto_ids: [request.id] });
    expect([again.statusCode, again.json()]).toEqual([
      409,
      {
        error: {
          code: 'invalid_state',
          message: 'A request that is approved cannot be approved.',
          field: 'pto_ids',
        },
      },
    ]);
    const unknown = await asAdmin.post('/api/team/ptos/reject', {
      pto_ids: [2_000_000_000],
      manager_comment: 'Not now',
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { error: { code: 'not_found', message: 'Time off request 2000000000 not found.', field: 'pto_ids' } },
    ]);
  });

  it("stores a lead's comment trimmed, and records a bulk answer's requests in the audit log", async () => {
    const first = await pendingRequestOf(member);
    const second = await pendingRequestOf(member);
    const rejected = await asLead.post('/api/team/ptos/reject', {
      pto_ids: [first.id, second.id],
      manager_comment: '  Coverage is thin  ',
    });
    expect(rejected.statusCode).toBe(200);
    const comments = await context.database.db
      .select({ comment: timeOffRequestDetails.managerComment })
      .from(timeOffRequestDetails)
      .where(eq(timeOffRequestDetails.requestId, first.id));
    expect(comments.at(-1)).toEqual({ comment: 'Coverage is thin' });
    const audited = await context.database.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(second.id)));
    expect(audited.at(-1)).toEqual({ detail: { bulk: [first.id, second.id] } });
  });
});

describe('time-off request refusals', () => {
  it('names the field of a duplicate and lets only the owner change a request', async () => {
    const request = await pendingRequestOf(member);
    const details = {
      reason: 'pto',
      timeframeType: 'multiple_days',
      hoursWorkday: 8,
      includeWeekends: false,
      startDate: request.startDate,
      endDate: request.startDate,
      hours: null,
      comment: 'Again',
    };
    const duplicate = await asMember.post('/api/ptos', { pto_details: details });
    expect([duplicate.statusCode, duplicate.json()]).toEqual([
      409,
      {
        error: {
          code: 'duplicate_request',
          message: DUPLICATE_REQUEST_MESSAGE,
          field: 'pto_details.startDate',
        },
      },
    ]);
    const byLead = await asLead.put(`/api/ptos/${request.id}`, { pto_details: details });
    expect([byLead.statusCode, byLead.json()]).toEqual([
      403,
      {
        error: {
          code: 'forbidden',
          message: 'Only the person who requested time off may change or delete it.',
        },
      },
    ]);
  });
});

describe('lookup, master data, team and report refusals', () => {
  const errorOf = (response: { statusCode: number; json(): unknown }) => ({
    status: response.statusCode,
    ...(response.json() as { error: { code: string; message: string; field?: string } }).error,
  });

  it('names what was not found', async () => {
    const notFound = (message: string) => ({ status: 404, code: 'not_found', message });
    for (const [send, message] of [
      [() => asAdmin.patch('/api/admin/holidays/999999', { name: 'X' }), 'Holiday not found.'],
      [() => asAdmin.delete('/api/admin/holidays/999999'), 'Holiday not found.'],
      [() => asAdmin.delete('/api/admin/timesheet_periods/999999'), 'Timesheet period not found.'],
      [
        () => asAdmin.patch('/api/admin/additional_projects/999999', { active: false }),
        'Additional project not found.',
      ],
      [() => asAdmin.get('/api/admin/people/999999'), 'Person not found.'],
      [() => asAdmin.get('/api/admin/engagements/999999'), 'Engagement not found.'],
      [
        () => asMember.patch('/api/code_alerts/999999', { code_viewed: true, spud_user_id: member.id }),
        'Code alert not found.',
      ],
      [
        () => asMember.get('/api/timesheet?start_date=1900-01-01'),
        'There is no timesheet period for that date.',
      ],
      [
        () => asLead.get('/api/team/timesheets?start_date=1900-01-01'),
        'There is no timesheet period for that date.',
      ],
    ] as const) {
      expect(errorOf(await send())).toEqual(notFound(message));
    }
  });

  it('says why a holiday, a name, an assignment or a period generation is refused', async () => {
    const nextYear = Number(today.slice(0, 4)) + 1;
    const [holiday] = (await asAdmin.get(`/api/admin/holidays?year=${nextYear}`)).json().holidays;
    expect(errorOf(await asAdmin.post('/api/admin/holidays', { date: holiday.date, name: 'Again' }))).toEqual(
      {
        status: 409,
        code: 'conflict',
        message: `body.date: ${holiday.date} is a holiday already; rename it instead.`,
        field: 'body.date',
      },
    );
    expect(errorOf(await asAdmin.post('/api/admin/clients', { name: 'Acme Manufacturing' }))).toEqual({
      status: 409,
      code: 'conflict',
      message: 'body.name: There is a client named Acme Manufacturing already.',
      field: 'body.name',
    });
    const projectName = `Guild ${Date.now()}`;
    const project = (await asAdmin.post('/api/admin/additional_projects', { name: projectName })).json()
      .additionalProject;
    expect(errorOf(await asAdmin.post('/api/admin/additional_projects', { name: projectName }))).toEqual({
      status: 409,
      code: 'conflict',
      message: `body.name: There is an additional project named ${projectName} already.`,
      field: 'body.name',
    });
    const assignments = `/api/admin/additional_projects/${project.id}/assignments`;
    const assignment = { spudUserId: member.id, startDate: '2024-01-01' };
    expect((await asAdmin.post(assignments, assignment)).statusCode).toBe(200);
    expect(errorOf(await asAdmin.post(assignments, assignment))).toEqual({
      status: 409,
      code: 'conflict',
      message:
        'body.spudUserId: The person may already log to this project; change the dates of that assignment instead.',
      field: 'body.spudUserId',
    });
    const furthest = addDays(today, 5 * 366);
    expect(
      errorOf(await asAdmin.post('/api/admin/timesheet_periods/generate', { through: addDays(furthest, 1) })),
    ).toEqual({
      status: 400,
      code: 'validation_failed',
      message: `body.through: Periods are generated at most 5 years ahead (up to ${furthest}).`,
      field: 'body.through',
    });
  });

  it("refuses someone else's code alert, a team one may not view, a person off the team, and a report on them", async () => {
    const owner = await createPerson(context);
    await createEngagement(context, owner, { alerted: true });
    const [alert] = (await (await signedIn(context, owner)).get('/api/code_alerts')).json().codeAlerts;
    expect(
      errorOf(
        await asMember.patch(`/api/code_alerts/${alert.id}`, { code_viewed: true, spud_user_id: member.id }),
      ),
    ).toEqual({
      status: 403,
      code: 'forbidden',
      message: 'Only the person a time code was assigned to may dismiss its alert.',
    });
    expect(errorOf(await asOtherLead.get(`/api/team_members?manager_id=${lead.id}`))).toMatchObject({
      status: 403,
      code: 'forbidden',
      message: 'You may only view your own team or the team of a lead you may view as.',
    });
    expect(errorOf(await asLead.get(`/api/team/ptos?user_id=${owner.id}`))).toEqual({
      status: 403,
      code: 'forbidden',
      message: 'That person is not on the team you are viewing.',
      field: 'user_id',
    });
    expect(errorOf(await asLead.get(`/api/project_time_report?employeeId=${owner.id}`))).toEqual({
      status: 403,
      code: 'forbidden',
      message: 'You may not run reports on this employee.',
      field: 'querystring.employeeId',
    });
    expect((await asLead.get(`/api/project_time_report?employeeId=${member.id}`)).statusCode).toBe(200);
  });
});
