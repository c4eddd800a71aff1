import { addDays, isWeekend, periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import type { TimeOffReason, TimeOffStatus } from '@timekeep/shared/schemas/time-off';
import type { TimesheetStatus } from '@timekeep/shared/schemas/timesheets';
import { desc, eq, gte, sql } from 'drizzle-orm';
import {
  accrualPolicies,
  accrualPolicySteps,
  apiTokens,
  blackoutDays,
  calendarFeeds,
  clients,
  departments,
  engagementRoles,
  holidays,
  notifications,
  officeHolidays,
  offices,
  personAccrualPolicies,
  personOffices,
  reportExportParts,
  reportExports,
  scimGroups,
  standIns,
  timesheetPeriods,
} from '../src/db/schema';
import { hashToken, newSecretToken } from '../src/lib/secret-tokens';
import {
  createAdditionalProject,
  createEngagement,
  createPerson,
  createTimeOffRequest,
  createTimesheet,
  LONG_AGO,
  type PersonOverrides,
} from './factories';
import { type Person, signedIn, withApiToken } from './request';
import type { TestContext } from './test-app';

/** Who calls each route: nobody signed in, then ten kinds of signed-in people around one employee. */
export const signedInCallers = [
  'employee',
  'contractor',
  'peer',
  'lead',
  'otherLead',
  'relatedLead',
  'standIn',
  'formerStandIn',
  'reports',
  'admin',
] as const;
export type SignedInCaller = (typeof signedInCallers)[number];
export const callers = ['anonymous', ...signedInCallers] as const;
export type Caller = (typeof callers)[number];

/** The employee's last name, found in no other record: an answer that holds it names the employee. */
export const EMPLOYEE_LAST_NAME = 'Recordholder';

/**
 * The company the matrix runs in, beside the seeded demo company: the employee owns the records; the lead
 * leads them, the peer and the contractor are on the same team; another lead has a team of their own; the
 * related lead has a team of their own and may view as the employee's lead; the stand-in and the former
 * stand-in lead teams of their own and stand in for the employee's lead, today or until yesterday; `reports`
 * holds only the
 * reports role; the admin is an admin who also keeps timesheets. Records are made fresh for each call that
 * changes one, so every allowed caller's call is about a record in the state it needs.
 */
export interface MatrixWorld {
  people: Record<SignedInCaller, Person>;
  /**
   * The employee's approved timesheet of the current period, which reads are about: hours on a client
   * engagement and on an additional project on its first day, so reports over the period hold them.
   */
  timesheet: { id: number; startDate: string; endDate: string };
  /** A new timesheet of the employee, in a period of its own, in the status asked for. */
  employeeTimesheet(status: TimesheetStatus): Promise<{ id: number; periodId: number }>;
  /** A period in which nobody of the matrix has a timesheet yet (for a first save). */
  unusedPeriodId(): Promise<number>;
  /** A new time-off request of the employee, on a weekday of its own, in the status asked for. */
  employeeTimeOffRequest(status?: TimeOffStatus): Promise<number>;
  /** A weekday, no holiday, that no request of the matrix takes yet: each call answers another one. */
  freeWeekday(): string;
  /** A new code alert of the employee (a time code they have not seen). */
  employeeCodeAlert(): Promise<number>;
  /** A number no other call has had, for unique names, emails and codes. */
  unique(): number;
  person(overrides?: PersonOverrides): Promise<Person>;
  client(): Promise<number>;
  department(): Promise<number>;
  /** A new engagement with one role, the employee assigned to it, nothing logged. */
  engagement(): ReturnType<typeof createEngagement>;
  /** A role nobody holds and nothing was logged to. */
  unusedRole(): Promise<number>;
  /** A new additional project with the employee assigned to it, nothing logged. */
  additionalProject(): ReturnType<typeof createAdditionalProject>;
  /** A date no holiday takes, long after any timesheet or request: each call answers another one. */
  freeHolidayDate(): string;
  /** A new holiday on a date of its own. */
  holiday(): Promise<number>;
  /** A new period after the last one, in the future and without timesheets: the one an admin may delete. */
  lastPeriod(): Promise<number>;
  /** An ended, open period nothing else of the matrix uses (the oldest left): one an admin may close. */
  endedPeriod(): number;
  /** Such a period, closed: one an admin may reopen. */
  closedPeriod(): Promise<number>;
  /**
   * The secret of the peer's calendar feed, its address made (again) if turned off: the peer's, so an answer
   * to it never names the employee.
   */
  peerCalendarFeedToken(): Promise<string>;
  /** A pending timesheet of the employee their lead approved in bulk: the batch, which only that lead undoes. */
  leadDecisionBatch(): Promise<number>;
  /** A new unread notification to the employee, from their lead, naming them. */
  employeeNotification(): Promise<number>;
  /** A new one-day range, weeks ahead, in which the other lead stands in for the employee's lead. */
  upcomingStandIn(): Promise<number>;
  /**
   * A new background export of the employee (issue 42): queued (one they may cancel), or ready with its file
   * stored (one they may download).
   */
  employeeReportExport(status: 'queued' | 'ready'): Promise<string>;
  /** A new API token (issue 41): a personal one of the employee, or a service one of the admin. */
  apiToken(kind: 'personal' | 'service'): Promise<number>;
  /** A live SCIM token of the admin (issue 41), so there is one to revoke. */
  scimToken(): Promise<void>;
  /** A new SCIM group, as the identity provider pushes one: its id. */
  scimGroup(): Promise<string>;
  /** A new webhook endpoint (issue 41) with one delivered event: both ids. */
  webhookDelivery(): Promise<{ endpointId: number; deliveryId: number }>;
  /** A new accrual policy no one has and nothing was posted by: one an admin may change or delete. */
  accrualPolicy(): Promise<number>;
  /** Gives the person their own 'no accrual' for the type (an assignment an admin may remove). */
  optOutOfAccrual(personId: number, reason: TimeOffReason): Promise<void>;
  /** A new office nobody belongs to, with a holiday and blackout days of its own (issue 39). */
  office(): Promise<{ id: number; holidayId: number; blackoutId: number }>;
  /** A move of the peer to a new office on a day of its own: its day. */
  peerOfficeMove(): Promise<string>;
}

export async function buildMatrixWorld(context: TestContext): Promise<MatrixWorld> {
  const db = context.database.db;
  const lead = await createPerson(context, { firstName: 'Matrix', lastName: 'Lead' });
  const otherLead = await createPerson(context, { firstName: 'Matrix', lastName: 'Other Lead' });
  await createPerson(context, { teamLeadId: otherLead.id });
  const relatedLead = await createPerson(context, {
    firstName: 'Matrix',
    lastName: 'Related Lead',
    viewsAsLeadIds: [lead.id],
  });
  await createPerson(context, { teamLeadId: relatedLead.id });
  // Two leads of teams of their own who stood in for the lead (issue 38): one for a range that runs today, one
  // for a range that ended yesterday.
  const standIn = await createPerson(context, { firstName: 'Matrix', lastName: 'Stand-in' });
  await createPerson(context, { teamLeadId: standIn.id });
  const formerStandIn = await createPerson(context, { firstName: 'Matrix', lastName: 'Former Stand-in' });
  await createPerson(context, { teamLeadId: formerStandIn.id });
  await db.insert(standIns).values([
    {
      leadId: lead.id,
      standInId: standIn.id,
      startDate: addDays(todayIso(), -1),
      endDate: addDays(todayIso(), 1),
    },
    {
      leadId: lead.id,
      standInId: formerStandIn.id,
      startDate: addDays(todayIso(), -8),
      endDate: addDays(todayIso(), -1),
    },
  ]);
  const people: MatrixWorld['people'] = {
    employee: await createPerson(context, {
      firstName: 'Matrix',
      lastName: EMPLOYEE_LAST_NAME,
      teamLeadId: lead.id,
    }),
    contractor: await createPerson(context, { contractor: true, teamLeadId: lead.id }),
    peer: await createPerson(context, { teamLeadId: lead.id }),
    lead,
    otherLead,
    relatedLead,
    standIn,
    formerStandIn,
    reports: await createPerson(context, { roles: ['reports'] }),
    admin: await createPerson(context, { roles: ['admin', 'employee'] }),
  };
  const { employee } = people;

  // One secret for every caller's call: the calls of a row are all prepared before any is sent.
  const peerFeedToken = newSecretToken();
  const holidayDates = new Set((await db.select({ date: holidays.date }).from(holidays)).map((h) => h.date));
  let nextWeekday = addDays(todayIso(), 20);
  const freeWeekday = () => {
    while (isWeekend(nextWeekday) || holidayDates.has(nextWeekday)) nextWeekday = addDays(nextWeekday, 1);
    const date = nextWeekday;
    nextWeekday = addDays(nextWeekday, 1);
    return date;
  };

  // Past periods, newest first, each handed out once: the current one holds the timesheet reads are about.
  const periods = await db
    .select()
    .from(timesheetPeriods)
    .where(gte(timesheetPeriods.startDate, LONG_AGO))
    .orderBy(desc(timesheetPeriods.startDate));
  const today = todayIso();
  const unused = periods.filter((period) => period.startDate <= today);
  const takePeriod = () => {
    const period = unused.shift();
    if (!period) throw new Error('the matrix ran out of timesheet periods');
    return period;
  };
  const takeOldestPeriod = () => {
    const period = unused.pop();
    if (!period) throw new Error('the matrix ran out of timesheet periods');
    return period.id;
  };
  const current = takePeriod();
  const { resource } = await createEngagement(context, employee);
  const { project } = await createAdditionalProject(context, employee);
  const hours = [{ date: current.startDate, hours: 8 }];
  const { timesheet } = await createTimesheet(context, employee, {
    date: current.startDate,
    status: 'approved',
    rows: [
      { resourceId: resource.id, entries: hours },
      { additionalProjectId: project.id, entries: hours },
    ],
  });

  let sequence = 0;
  const unique = () => {
    sequence += 1;
    return sequence;
  };
  // Holidays of their own, in a year no timesheet or request of the matrix reaches.
  let holidayDate = `${Number(today.slice(0, 4)) + 3}-01-01`;
  const freeHolidayDate = () => {
    holidayDate = addDays(holidayDate, 1);
    return holidayDate;
  };

  /** A client or a department (nothing but a name), that nothing names yet. */
  const namedRecord = async (table: typeof clients | typeof departments, name: string) => {
    const [record] = await db
      .insert(table)
      .values({ name: `${name} ${unique()}` })
      .returning();
    return record!.id;
  };

  return {
    people,
    timesheet: { id: timesheet.id, startDate: current.startDate, endDate: current.endDate },
    async employeeTimesheet(status) {
      const period = takePeriod();
      const made = await createTimesheet(context, employee, { date: period.startDate, status });
      return { id: made.timesheet.id, periodId: period.id };
    },
    async unusedPeriodId() {
      return takePeriod().id;
    },
    async employeeTimeOffRequest(status = 'pending') {
      const date = freeWeekday();
      return (await createTimeOffRequest(context, employee, { status, startDate: date, endDate: date }))
        .request.id;
    },
    freeWeekday,
    async employeeCodeAlert() {
      const { codeAlert } = await createEngagement(context, employee, { alerted: true });
      return codeAlert!.id;
    },
    unique,
    async peerCalendarFeedToken() {
      const tokenHash = hashToken(peerFeedToken);
      await db
        .insert(calendarFeeds)
        .values({ personId: people.peer.id, kind: 'personal', tokenHash })
        .onConflictDoUpdate({ target: [calendarFeeds.personId, calendarFeeds.kind], set: { tokenHash } });
      return peerFeedToken;
    },
    async leadDecisionBatch() {
      const period = takePeriod();
      const { timesheet } = await createTimesheet(context, employee, {
        date: period.startDate,
        status: 'pending',
      });
      const asLead = await signedIn(context, people.lead);
      const decided = await asLead.post('/api/team/timesheets/decisions', {
        decision: 'approve',
        timesheets: [{ id: timesheet.id, version: timesheet.version }],
      });
      return decided.json().batchId as number;
    },
    async employeeReportExport(status) {
      const file = Buffer.from(`Matrix workbook ${unique()}`);
      const now = new Date();
      const [made] = await db
        .insert(reportExports)
        .values({
          personId: employee.id,
          report: 'accounting_report',
          query: {},
          status,
          estimatedRows: 1_000_000,
          fileName: `Accounting-Report-${todayIso()}.xlsx`,
          ...(status === 'ready'
            ? {
                rowCount: 1,
                byteSize: file.length,
                startedAt: now,
                finishedAt: now,
                expiresAt: new Date(now.getTime() + 86_400_000),
              }
            : {}),
        })
        .returning({ id: reportExports.id });
      if (status === 'ready')
        await db.insert(reportExportParts).values({ exportId: made!.id, part: 0, data: file });
      return made!.id;
    },
    async employeeNotification() {
      const [notification] = await db
        .insert(notifications)
        .values({
          recipientId: employee.id,
          actorId: people.lead.id,
          kind: 'timesheet_approved',
          subject: `Matrix Lead approved the timesheet of Matrix ${EMPLOYEE_LAST_NAME}.`,
          link: '/timesheets',
        })
        .returning();
      return notification!.id;
    },
    async apiToken(kind) {
      const owner = kind === 'personal' ? employee : people.admin;
      const scopes = kind === 'personal' ? ['*:read'] : ['reports:read'];
      return (await withApiToken(context, owner, scopes, kind)).tokenId;
    },
    async scimToken() {
      await db.insert(apiTokens).values({
        ownerId: people.admin.id,
        kind: 'scim',
        name: 'SCIM provisioning',
        scopes: ['scim'],
        tokenHash: hashToken(newSecretToken()),
        prefix: 'scim_matrix',
        expiresAt: new Date(Date.now() + 60 * 60 * 1000),
      });
    },
    async scimGroup() {
      const [group] = await db
        .insert(scimGroups)
        .values({ displayName: `Matrix SCIM group ${unique()}` })
        .returning({ id: scimGroups.id });
      return group!.id;
    },
    async webhookDelivery() {
      const result = await db.execute(sql`
        WITH endpoint AS (
          INSERT INTO webhook_endpoints (url, events, secret) VALUES
            ('https://93.184.215.14/matrix', ARRAY['person.created'], 'whsec_matrix') RETURNING id),
        event AS (INSERT INTO webhook_events (type, data) VALUES ('person.created', '{}') RETURNING id)
        INSERT INTO webhook_deliveries (endpoint_id, event_id, state, delivered_at)
        SELECT endpoint.id, event.id, 'delivered', now() FROM endpoint, event
        RETURNING endpoint_id AS "endpointId", id AS "deliveryId"`);
      return (result as unknown as { rows: { endpointId: number; deliveryId: number }[] }).rows[0]!;
    },
    async upcomingStandIn() {
      const day = addDays(todayIso(), 200 + unique());
      const [range] = await db
        .insert(standIns)
        .values({ leadId: lead.id, standInId: otherLead.id, startDate: day, endDate: day })
        .returning();
      return range!.id;
    },
    async accrualPolicy() {
      const [policy] = await db
        .insert(accrualPolicies)
        .values({
          name: `Matrix Policy ${unique()}`,
          reason: 'pto',
          frequency: 'monthly',
          effectiveFrom: todayIso(),
        })
        .returning();
      await db.insert(accrualPolicySteps).values({ policyId: policy!.id, afterYears: 0, daysPerYear: '12' });
      return policy!.id;
    },
    async optOutOfAccrual(personId, reason) {
      await db
        .insert(personAccrualPolicies)
        .values({ personId, reason, policyId: null })
        .onConflictDoNothing();
    },
    async office() {
      const n = unique();
      const [office] = await db
        .insert(offices)
        .values({ name: `Matrix Office ${n}`, timeZone: 'UTC' })
        .returning();
      const [holiday] = await db
        .insert(officeHolidays)
        .values({ officeId: office!.id, date: addDays('2040-01-01', n), name: 'Matrix office day' })
        .returning();
      const day = addDays('2040-01-01', n);
      const [blackout] = await db
        .insert(blackoutDays)
        .values({ officeId: office!.id, startDate: day, endDate: day, reason: 'Matrix blackout' })
        .returning();
      return { id: office!.id, holidayId: holiday!.id, blackoutId: blackout!.id };
    },
    async peerOfficeMove() {
      const n = unique();
      const [office] = await db
        .insert(offices)
        .values({ name: `Matrix Move Office ${n}`, timeZone: 'UTC' })
        .returning();
      const day = addDays('2041-01-01', n);
      await db
        .insert(personOffices)
        .values({ personId: people.peer.id, effectiveFrom: day, officeId: office!.id });
      return day;
    },
    person: (overrides) => createPerson(context, overrides),
    client: () => namedRecord(clients, 'Matrix Client'),
    department: () => namedRecord(departments, 'Matrix Department'),
    engagement: () => createEngagement(context, employee),
    async unusedRole() {
      const { engagement } = await createEngagement(context, employee);
      const [role] = await db
        .insert(engagementRoles)
        .values({ engagementId: engagement.id, name: 'Unused', rate: '100.00', startDate: LONG_AGO })
        .returning();
      return role!.id;
    },
    additionalProject: () => createAdditionalProject(context, employee),
    freeHolidayDate,
    async holiday() {
      const [holiday] = await db
        .insert(holidays)
        .values({ date: freeHolidayDate(), name: `Matrix Holiday ${unique()}` })
        .returning();
      return holiday!.id;
    },
    endedPeriod: takeOldestPeriod,
    async closedPeriod() {
      const id = takeOldestPeriod();
      await db.update(timesheetPeriods).set({ closedAt: new Date() }).where(eq(timesheetPeriods.id, id));
      return id;
    },
    async lastPeriod() {
      const [last] = await db
        .select()
        .from(timesheetPeriods)
        .orderBy(desc(timesheetPeriods.endDate))
        .limit(1);
      const [period] = await db
        .insert(timesheetPeriods)
        .values(periodContaining(addDays(last!.endDate, 1)))
        .returning();
      return period!.id;
    },
  };
}
