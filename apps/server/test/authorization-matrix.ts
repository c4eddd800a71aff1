import { addDays, todayIso } from '@timekeep/shared/domain/periods';
import type { TimesheetStatus } from '@timekeep/shared/schemas/timesheets';
import {
  type Caller,
  callers,
  type MatrixWorld,
  type SignedInCaller,
  signedInCallers,
} from './authorization-world';
import { LONG_AGO, oneDayOffBody } from './factories';

/**
 * The authorization matrix: every route of the app, how to call it about the employee's records, and the
 * status each of the eleven callers gets (`authorization-matrix.test.ts` calls them all). An allowed caller's
 * status is the route's success; a refused caller's is 401 without a session, 403 when the role or the
 * record is not theirs (docs/security.md, "What a refused caller sees"). A route missing here fails the
 * test, and so does a row for a route that no longer exists.
 */
export interface MatrixRequest {
  /** Path and query. */
  url: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent on a session of its own (signing out ends the session it is sent with). */
  ownSession?: true;
  /** The call ends every session of its caller, so the caller signs in again after it. */
  endsEverySession?: true;
}

export type Answers = Record<Caller, number>;

export interface MatrixRow {
  /**
   * Called once per caller, just before the calls: a route that changes a record makes a fresh one. `caller`
   * is who will send it, for a body that names the sender as a forger would.
   */
  request(world: MatrixWorld, caller: Caller): MatrixRequest | Promise<MatrixRequest>;
  answers: Answers;
}

/** People with the employee role: everyone but `reports`. */
const keepTimesheets = signedInCallers.filter((caller) => caller !== 'reports');
/** Employees who are not contractors. */
const requestTimeOff = keepTimesheets.filter((caller) => caller !== 'contractor');
/** Team leads and admins: the manager area. */
const managersAndAdmins: SignedInCaller[] = [
  'lead',
  'otherLead',
  'relatedLead',
  'standIn',
  'formerStandIn',
  'admin',
];
/**
 * Who acts on the employee's records as a lead: their lead, the lead who may view as them, the lead who stands
 * in for their lead today (never the one whose range ended), admins.
 */
const leadsOfEmployee: SignedInCaller[] = ['lead', 'relatedLead', 'standIn', 'admin'];
/** Who reads the whole company's reports: admins and the reports role (Power BI without row-level security). */
const companyReportReaders: SignedInCaller[] = ['admin', 'reports'];
/** Who reads the employee's timesheets: the employee and their leads. */
const readersOfEmployee: SignedInCaller[] = ['employee', ...leadsOfEmployee];

/**
 * Callers who may read none of the employee's records: whatever they are allowed to call, no answer they
 * get names the employee (`reports` may, in the company-wide reports).
 */
export const strangersToEmployee: readonly Caller[] = [
  'anonymous',
  'contractor',
  'peer',
  'otherLead',
  'formerStandIn',
];

/** The same status for every caller, signed in or not: public routes. */
function everyone(status: number): Answers {
  return Object.fromEntries(callers.map((caller) => [caller, status])) as Answers;
}

/** `status` for the callers named, 401 without a session, 403 for every other signed-in caller. */
function only(status: number, allowed: readonly SignedInCaller[]): Answers {
  return {
    ...everyone(403),
    anonymous: 401,
    ...Object.fromEntries(allowed.map((caller) => [caller, status])),
  };
}

const onlyAdmins = (status: number) => only(status, ['admin']);

/** The body of an accrual policy no one has by default, named apart. */
const matrixPolicy = (n: number) => ({
  name: `Matrix Accrual ${n}`,
  type: 'pto',
  frequency: 'monthly',
  waitingDays: 0,
  prorate: true,
  balanceCapDays: null,
  carryOverCapDays: null,
  carryOverExpiresOn: null,
  effectiveFrom: todayIso(),
  defaultForEmployees: false,
  defaultForContractors: false,
  steps: [{ afterYears: 0, daysPerYear: 12 }],
});

/** A row whose request is one URL without a body, whoever sends it. */
function sameUrl(url: string, answers: Answers): MatrixRow {
  return { request: () => ({ url }), answers };
}

/** A change to a new timesheet of the employee, in the status the change starts from. */
function timesheetChange(status: TimesheetStatus, url: (id: number) => string, answers: Answers): MatrixRow {
  return {
    request: async (world) => ({ url: url((await world.employeeTimesheet(status)).id), body: {} }),
    answers,
  };
}

/** The Power BI report the stand-in serves to the matrix. */
export const MATRIX_POWERBI_REPORT_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

/** A report's two routes, its JSON and its .xlsx download, asked the same query. */
function reportRoutes(
  path: string,
  answers: Answers,
  query: (world: MatrixWorld) => string = () => '',
): Record<string, MatrixRow> {
  return {
    [`GET ${path}`]: { request: (world) => ({ url: `${path}${query(world)}` }), answers },
    [`GET ${path}/export`]: { request: (world) => ({ url: `${path}/export${query(world)}` }), answers },
  };
}

/** The three routes of a record that is only a name (clients, departments): create, rename, delete. */
function namedRecordRoutes(path: string, make: (world: MatrixWorld) => Promise<number>) {
  return {
    [`POST ${path}`]: {
      request: (world) => ({ url: path, body: { name: `Matrix Name ${world.unique()}` } }),
      answers: onlyAdmins(200),
    },
    [`PATCH ${path}/:id`]: {
      request: async (world) => ({
        url: `${path}/${await make(world)}`,
        body: { name: `Renamed ${world.unique()}` },
      }),
      answers: onlyAdmins(200),
    },
    [`DELETE ${path}/:id`]: {
      request: async (world) => ({ url: `${path}/${await make(world)}` }),
      answers: onlyAdmins(204),
    },
  } satisfies Record<string, MatrixRow>;
}

/** The SCIM protocol's routes (issue 41): 401 to every caller, as none sends the SCIM token. */
function scimRoutes(): Record<string, MatrixRow> {
  const scimGroupId = '00000000-0000-4000-8000-000000000000';
  const routes: [string, string][] = [
    ['GET /scim/v2/ServiceProviderConfig', '/scim/v2/ServiceProviderConfig'],
    ['GET /scim/v2/ResourceTypes', '/scim/v2/ResourceTypes'],
    ['GET /scim/v2/ResourceTypes/:id', '/scim/v2/ResourceTypes/User'],
    ['GET /scim/v2/Schemas', '/scim/v2/Schemas'],
    ['GET /scim/v2/Schemas/:id', '/scim/v2/Schemas/urn:ietf:params:scim:schemas:core:2.0:User'],
    ['GET /scim/v2/Users', '/scim/v2/Users'],
    ['POST /scim/v2/Users', '/scim/v2/Users'],
    ['GET /scim/v2/Users/:id', '/scim/v2/Users/1'],
    ['PUT /scim/v2/Users/:id', '/scim/v2/Users/1'],
    ['PATCH /scim/v2/Users/:id', '/scim/v2/Users/1'],
    ['DELETE /scim/v2/Users/:id', '/scim/v2/Users/1'],
    ['GET /scim/v2/Groups', '/scim/v2/Groups'],
    ['POST /scim/v2/Groups', '/scim/v2/Groups'],
    ['GET /scim/v2/Groups/:id', `/scim/v2/Groups/${scimGroupId}`],
    ['PUT /scim/v2/Groups/:id', `/scim/v2/Groups/${scimGroupId}`],
    ['PATCH /scim/v2/Groups/:id', `/scim/v2/Groups/${scimGroupId}`],
    ['DELETE /scim/v2/Groups/:id', `/scim/v2/Groups/${scimGroupId}`],
  ];
  return Object.fromEntries(
    routes.map(([key, url]) => [
      key,
      {
        request: () => (key.startsWith('GET') || key.startsWith('DELETE') ? { url } : { url, body: {} }),
        answers: everyone(401),
      },
    ]),
  );
}

/** The period of the employee's approved hours, so a report's rows would hold them. */
const overTheirPeriod = (world: MatrixWorld) =>
  `?startDate=${world.timesheet.startDate}&endDate=${world.timesheet.endDate}`;
const employeeHours = (world: MatrixWorld) =>
  `${overTheirPeriod(world)}&employeeId=${world.people.employee.id}`;

export const authorizationMatrix: Record<string, MatrixRow> = {
  // System and sign-in: public, or anyone signed in.
  'GET /api/health': sameUrl('/api/health', everyone(200)),
  'GET /api/config': sameUrl('/api/config', everyone(200)),
  'GET /api/auth/login': sameUrl('/api/auth/login', everyone(302)),
  // Without a sign-in in flight the callback sends everyone back to the sign-in page with an error.
  'GET /api/auth/callback': sameUrl('/api/auth/callback', everyone(302)),
  'GET /api/user': sameUrl('/api/user', only(200, signedInCallers)),
  'POST /api/signout': {
    request: () => ({ url: '/api/signout', body: {}, ownSession: true }),
    answers: only(200, signedInCallers),
  },
  'POST /api/signout/everywhere': {
    request: () => ({ url: '/api/signout/everywhere', body: {}, ownSession: true, endsEverySession: true }),
    answers: only(200, signedInCallers),
  },
  'GET /api/signout': {
    request: () => ({ url: '/api/signout', ownSession: true }),
    answers: only(200, signedInCallers),
  },
  'GET /api/openapi.json': sameUrl('/api/openapi.json', only(200, signedInCallers)),
  // The development outbox (only without SMTP_URL, as in tests): public, as the development identity provider is.
  'GET /api/dev/outbox': sameUrl('/api/dev/outbox', everyone(200)),
  'GET /dev/outbox': sameUrl('/dev/outbox', everyone(200)),

  // Reference reads of calendar, catalog, engagements and people, and the caller's own projects and code alerts.
  'GET /api/holidays': sameUrl('/api/holidays', only(200, signedInCallers)),
  'GET /api/timesheet_periods': sameUrl('/api/timesheet_periods', only(200, signedInCallers)),
  'GET /api/projects': sameUrl('/api/projects', only(200, keepTimesheets)),
  'GET /api/additional_projects': sameUrl('/api/additional_projects', only(200, signedInCallers)),
  'GET /api/code_alerts': sameUrl('/api/code_alerts', only(200, keepTimesheets)),
  // Only the person a time code was assigned to marks it seen: not their lead, not an admin, not someone who
  // names themselves in the body.
  'PATCH /api/code_alerts/:id': {
    request: async (world, caller) => ({
      url: `/api/code_alerts/${await world.employeeCodeAlert()}`,
      body: {
        code_viewed: true,
        spud_user_id: world.people[caller === 'anonymous' ? 'employee' : caller].id,
      },
    }),
    answers: only(200, ['employee']),
  },
  'GET /api/departments': sameUrl('/api/departments', only(200, signedInCallers)),
  'GET /api/clients': sameUrl('/api/clients', only(200, signedInCallers)),
  'GET /api/engagements': sameUrl('/api/engagements', only(200, signedInCallers)),
  'GET /api/employees/engagement_managers': sameUrl(
    '/api/employees/engagement_managers',
    only(200, signedInCallers),
  ),
  'GET /api/resources/all_resources': sameUrl('/api/resources/all_resources', only(200, signedInCallers)),

  // The employee's timesheet: read by them and their leads, written by them alone.
  'GET /api/timesheet': {
    request: (world) => ({
      url: `/api/timesheet?user_id=${world.people.employee.id}&start_date=${world.timesheet.startDate}`,
    }),
    answers: only(200, readersOfEmployee),
  },
  'GET /api/timesheet/:id/history': {
    request: (world) => ({
      url: `/api/timesheet/${world.timesheet.id}/history?user_id=${world.people.employee.id}`,
    }),
    answers: only(200, readersOfEmployee),
  },
  // A first save is always the caller's own timesheet.
  'POST /api/timesheet': {
    request: async (world) => ({
      url: '/api/timesheet',
      body: { timesheetPeriodId: await world.unusedPeriodId(), timesheetRows: [] },
    }),
    answers: only(200, keepTimesheets),
  },
  'PUT /api/timesheet/:id': {
    request: async (world) => {
      const timesheet = await world.employeeTimesheet('unsubmitted');
      return {
        url: `/api/timesheet/${timesheet.id}`,
        body: { timesheetPeriodId: timesheet.periodId, timesheetRows: [] },
      };
    },
    answers: only(200, ['employee']),
  },
  'PATCH /api/timesheet/:id/submit': timesheetChange(
    'unsubmitted',
    (id) => `/api/timesheet/${id}/submit`,
    only(200, ['employee']),
  ),
  'PATCH /api/timesheet/:id/rescind': timesheetChange(
    'pending',
    (id) => `/api/timesheet/${id}/rescind`,
    only(200, ['employee']),
  ),

  // Time off: each employee's own requests (contractors have none).
  'GET /api/ptos': sameUrl('/api/ptos', only(200, requestTimeOff)),
  'GET /api/ptos/balances': sameUrl('/api/ptos/balances', only(200, requestTimeOff)),
  'GET /api/ptos/stats': sameUrl('/api/ptos/stats', only(200, requestTimeOff)),
  'POST /api/ptos': {
    request: (world) => ({
      url: '/api/ptos',
      body: oneDayOffBody(world.freeWeekday(), 'Made by the authorization matrix'),
    }),
    answers: only(201, requestTimeOff),
  },
  'PUT /api/ptos/:id': {
    request: async (world) => ({
      url: `/api/ptos/${await world.employeeTimeOffRequest()}`,
      body: oneDayOffBody(world.freeWeekday(), 'Made by the authorization matrix'),
    }),
    answers: only(200, ['employee']),
  },
  'DELETE /api/ptos/:id': {
    request: async (world) => ({ url: `/api/ptos/${await world.employeeTimeOffRequest()}` }),
    answers: only(204, ['employee']),
  },

  // API tokens (issue 41): each person's own personal tokens; service tokens are the admins'.
  'GET /api/tokens': sameUrl('/api/tokens', only(200, signedInCallers)),
  'POST /api/tokens': {
    request: () => ({ url: '/api/tokens', body: { name: 'Matrix token', access: 'read', expiresInDays: 1 } }),
    answers: only(200, signedInCallers),
  },
  'DELETE /api/tokens/:id': {
    request: async (world) => ({ url: `/api/tokens/${await world.apiToken('personal')}` }),
    answers: only(204, ['employee']),
  },
  'GET /api/admin/service_tokens': sameUrl('/api/admin/service_tokens', onlyAdmins(200)),
  'POST /api/admin/service_tokens': {
    request: () => ({
      url: '/api/admin/service_tokens',
      body: { name: 'Matrix service', scopes: ['reports:read'], expiresInDays: 1 },
    }),
    answers: onlyAdmins(200),
  },
  'DELETE /api/admin/service_tokens/:id': {
    request: async (world) => ({ url: `/api/admin/service_tokens/${await world.apiToken('service')}` }),
    answers: onlyAdmins(204),
  },

  // Absence calendars: managed by each person for themselves; the feed itself is opened by its secret alone.
  'GET /api/calendar_feeds': sameUrl('/api/calendar_feeds', only(200, signedInCallers)),
  'POST /api/calendar_feeds/:kind': {
    request: () => ({ url: '/api/calendar_feeds/personal', body: {} }),
    answers: only(200, requestTimeOff),
  },
  'DELETE /api/calendar_feeds/:kind': sameUrl('/api/calendar_feeds/personal', only(204, signedInCallers)),
  'GET /api/ical': {
    request: async (world) => ({ url: `/api/ical?token=${await world.peerCalendarFeedToken()}` }),
    answers: everyone(200),
  },

  // Notifications: each person reads and marks their own; someone else's is not found, whatever the role.
  'GET /api/notifications': sameUrl('/api/notifications', only(200, signedInCallers)),
  'POST /api/notifications/:id/read': {
    request: async (world) => ({
      url: `/api/notifications/${await world.employeeNotification()}/read`,
      body: {},
    }),
    answers: { ...everyone(404), anonymous: 401, employee: 200 },
  },
  'POST /api/notifications/read_all': {
    request: () => ({ url: '/api/notifications/read_all', body: {} }),
    answers: only(200, signedInCallers),
  },
  'GET /api/notifications/email_preferences': sameUrl(
    '/api/notifications/email_preferences',
    only(200, signedInCallers),
  ),
  'PUT /api/notifications/email_preferences': {
    request: () => ({
      url: '/api/notifications/email_preferences',
      body: { topics: { my_timesheet: true } },
    }),
    answers: only(200, signedInCallers),
  },

  // Background report exports (issue 42): each person's own, whatever their role; someone else's is not found.
  'GET /api/report_exports': sameUrl('/api/report_exports', only(200, signedInCallers)),
  'GET /api/report_exports/:id': {
    request: async (world) => ({ url: `/api/report_exports/${await world.employeeReportExport('ready')}` }),
    answers: { ...everyone(404), anonymous: 401, employee: 200 },
  },
  'GET /api/report_exports/:id/download': {
    request: async (world) => ({
      url: `/api/report_exports/${await world.employeeReportExport('ready')}/download`,
    }),
    answers: { ...everyone(404), anonymous: 401, employee: 200 },
  },
  'DELETE /api/report_exports/:id': {
    request: async (world) => ({ url: `/api/report_exports/${await world.employeeReportExport('queued')}` }),
    answers: { ...everyone(404), anonymous: 401, employee: 200 },
  },

  // The manager area, about the employee's team: their lead, the lead who may view as that lead, admins.
  'GET /api/team_members': {
    request: (world) => ({ url: `/api/team_members?manager_id=${world.people.lead.id}` }),
    answers: only(200, leadsOfEmployee),
  },
  'GET /api/related_managers': sameUrl('/api/related_managers', only(200, managersAndAdmins)),
  'GET /api/team/timesheets': {
    request: (world) => ({
      url: `/api/team/timesheets?approver_id=${world.people.lead.id}&start_date=${world.timesheet.startDate}`,
    }),
    answers: only(200, leadsOfEmployee),
  },
  // The caller's own team's pending timesheets: every lead (and admin) has one, empty or not.
  'GET /api/team/timesheets/pending': sameUrl('/api/team/timesheets/pending', only(200, managersAndAdmins)),
  'GET /api/team/timesheets/:id': {
    request: (world) => ({ url: `/api/team/timesheets/${world.timesheet.id}` }),
    answers: only(200, leadsOfEmployee),
  },
  'GET /api/team/timesheets/:id/history': {
    request: (world) => ({ url: `/api/team/timesheets/${world.timesheet.id}/history` }),
    answers: only(200, leadsOfEmployee),
  },
  'PATCH /api/team/timesheets/:id/submit': timesheetChange(
    'unsubmitted',
    (id) => `/api/team/timesheets/${id}/submit`,
    only(200, leadsOfEmployee),
  ),
  'PATCH /api/team/timesheets/:id/approve': timesheetChange(
    'pending',
    (id) => `/api/team/timesheets/${id}/approve`,
    only(200, leadsOfEmployee),
  ),
  'PATCH /api/team/timesheets/:id/reject': timesheetChange(
    'pending',
    (id) => `/api/team/timesheets/${id}/reject?note=Hours%20missing`,
    only(200, leadsOfEmployee),
  ),
  'PATCH /api/team/timesheets/:id/unapprove': timesheetChange(
    'approved',
    (id) => `/api/team/timesheets/${id}/unapprove`,
    only(200, leadsOfEmployee),
  ),
  // Any lead or admin may send a decision in bulk: what is not theirs to decide is refused in the answer.
  'POST /api/team/timesheets/decisions': {
    request: async (world) => ({
      url: '/api/team/timesheets/decisions',
      body: {
        decision: 'approve',
        timesheets: [{ id: (await world.employeeTimesheet('pending')).id, version: 2 }],
      },
    }),
    answers: only(200, managersAndAdmins),
  },
  // Only the lead who decided a batch undoes it.
  'POST /api/team/timesheet_decision_batches/:id/undo': {
    request: async (world) => ({
      url: `/api/team/timesheet_decision_batches/${await world.leadDecisionBatch()}/undo`,
    }),
    answers: only(200, ['lead']),
  },
  'GET /api/team/ptos': {
    request: (world) => ({
      url: `/api/team/ptos?manager_id=${world.people.lead.id}&user_id=${world.people.employee.id}`,
    }),
    answers: only(200, leadsOfEmployee),
  },
  'GET /api/team/ptos/balances': {
    request: (world) => ({
      url: `/api/team/ptos/balances?manager_id=${world.people.lead.id}&user_id=${world.people.employee.id}`,
    }),
    answers: only(200, leadsOfEmployee),
  },
  'GET /api/team/ptos/overview': {
    request: (world) => ({ url: `/api/team/ptos/overview?manager_id=${world.people.lead.id}` }),
    answers: only(200, leadsOfEmployee),
  },
  'POST /api/team/ptos/:id/approve': {
    request: async (world) => ({
      url: `/api/team/ptos/${await world.employeeTimeOffRequest()}/approve`,
      body: {},
    }),
    answers: only(200, leadsOfEmployee),
  },
  'POST /api/team/ptos/approve': {
    request: async (world) => ({
      url: '/api/team/ptos/approve',
      body: { pto_ids: [await world.employeeTimeOffRequest()] },
    }),
    answers: only(200, leadsOfEmployee),
  },
  'POST /api/team/ptos/:id/reject': {
    request: async (world) => ({
      url: `/api/team/ptos/${await world.employeeTimeOffRequest()}/reject`,
      body: { manager_comment: 'The team is short that week.' },
    }),
    answers: only(200, leadsOfEmployee),
  },
  'POST /api/team/ptos/reject': {
    request: async (world) => ({
      url: '/api/team/ptos/reject',
      body: {
        pto_ids: [await world.employeeTimeOffRequest()],
        manager_comment: 'The team is short that week.',
      },
    }),
    answers: only(200, leadsOfEmployee),
  },

  // The admin area: admins only, refused to everyone else before the request is read.
  'GET /api/employees': sameUrl('/api/employees', onlyAdmins(200)),
  'GET /api/admin/people/:id': {
    request: (world) => ({ url: `/api/admin/people/${world.people.employee.id}` }),
    answers: onlyAdmins(200),
  },
  'POST /api/admin/people': {
    request: (world) => {
      const n = world.unique();
      return {
        url: '/api/admin/people',
        body: { firstName: 'Matrix', lastName: `Hire ${n}`, email: `matrix-hire-${n}@factory.test` },
      };
    },
    answers: onlyAdmins(200),
  },
  'PATCH /api/admin/people/:id': {
    request: async (world) => ({
      url: `/api/admin/people/${(await world.person()).id}`,
      body: { jobTitle: 'Consultant' },
    }),
    answers: onlyAdmins(200),
  },
  'POST /api/admin/people/:id/deactivate': {
    request: async (world) => ({ url: `/api/admin/people/${(await world.person()).id}/deactivate` }),
    answers: onlyAdmins(200),
  },
  'POST /api/admin/people/:id/reactivate': {
    request: async (world) => ({
      url: `/api/admin/people/${(await world.person({ enabled: false })).id}/reactivate`,
    }),
    answers: onlyAdmins(200),
  },
  'PUT /api/admin/people/:id/related_managers': {
    request: async (world) => ({
      url: `/api/admin/people/${(await world.person()).id}/related_managers`,
      body: { relatedManagerIds: [world.people.lead.id] },
    }),
    answers: onlyAdmins(200),
  },
  'GET /api/admin/engagements': sameUrl('/api/admin/engagements', onlyAdmins(200)),
  'GET /api/admin/engagements/:id': {
    request: async (world) => ({ url: `/api/admin/engagements/${(await world.engagement()).engagement.id}` }),
    answers: onlyAdmins(200),
  },
  'POST /api/admin/engagements': {
    request: async (world) => ({
      url: '/api/admin/engagements',
      body: {
        clientId: await world.client(),
        name: 'Matrix Engagement',
        projectId: `MATRIX-${world.unique()}`,
        billingType: 'variable',
        clientBillingTerms: 30,
        billable: true,
      },
    }),
    answers: onlyAdmins(200),
  },
  'PATCH /api/admin/engagements/:id': {
    request: async (world) => ({
      url: `/api/admin/engagements/${(await world.engagement()).engagement.id}`,
      body: { name: 'Renamed by the matrix' },
    }),
    answers: onlyAdmins(200),
  },
  'GET /api/admin/engagement_budgets/:engagementId': {
    request: async (world) => ({
      url: `/api/admin/engagement_budgets/${(await world.engagement()).engagement.id}`,
    }),
    answers: onlyAdmins(200),
  },
  'PUT /api/admin/engagement_budgets/:engagementId': {
    request: async (world) => ({
      url: `/api/admin/engagement_budgets/${(await world.engagement()).engagement.id}`,
      body: { kind: 'hours', amount: 100, span: 'engagement' },
    }),
    answers: onlyAdmins(200),
  },
  'DELETE /api/admin/engagement_budgets/:engagementId': {
    request: async (world) => ({
      url: `/api/admin/engagement_budgets/${(await world.engagement()).engagement.id}`,
    }),
    answers: onlyAdmins(204),
  },
  'POST /api/admin/engagements/:id/roles': {
    request: async (world) => ({
      url: `/api/admin/engagements/${(await world.engagement()).engagement.id}/roles`,
      body: { name: 'Architect', rate: 200, startDate: LONG_AGO },
    }),
    answers: onlyAdmins(200),
  },
  'PATCH /api/admin/engagement_roles/:id': {
    request: async (world) => ({
      url: `/api/admin/engagement_roles/${(await world.engagement()).role.id}`,
      body: { name: 'Lead Consultant' },
    }),
    answers: onlyAdmins(200),
  },
  'DELETE /api/admin/engagement_roles/:id': {
    request: async (world) => ({ url: `/api/admin/engagement_roles/${await world.unusedRole()}` }),
    answers: onlyAdmins(204),
  },
  'POST /api/resources': {
    request: async (world) => ({
      url: '/api/resources',
      body: {
        engagementRoleId: await world.unusedRole(),
        spudUserId: world.people.peer.id,
        startDate: LONG_AGO,
      },
    }),
    answers: onlyAdmins(200),
  },
  'PATCH /api/resources/:id': {
    request: async (world) => ({
      url: `/api/resources/${(await world.engagement()).resource.id}`,
      body: { endDate: addDays(todayIso(), 365) },
    }),
    answers: onlyAdmins(200),
  },
  'DELETE /api/resources/:id': {
    request: async (world) => ({ url: `/api/resources/${(await world.engagement()).resource.id}` }),
    answers: onlyAdmins(204),
  },
  ...namedRecordRoutes('/api/admin/clients', (world) => world.client()),
  ...namedRecordRoutes('/api/admin/departments', (world) => world.department()),
  'GET /api/admin/additional_projects': sameUrl('/api/admin/additional_projects', onlyAdmins(200)),
  'POST /api/admin/additional_projects': {
    request: (world) => ({
      url: '/api/admin/additional_projects',
      body: { name: `Matrix Project ${world.unique()}` },
    }),
    answers: onlyAdmins(200),
  },
  'PATCH /api/admin/additional_projects/:id': {
    request: async (world) => ({
      url: `/api/admin/additional_projects/${(await world.additionalProject()).project.id}`,
      body: { active: false },
    }),
    answers: onlyAdmins(200),
  },
  'POST /api/admin/additional_projects/:id/assignments': {
    request: async (world) => ({
      url: `/api/admin/additional_projects/${(await world.additionalProject()).project.id}/assignments`,
      body: { spudUserId: world.people.peer.id, startDate: LONG_AGO },
    }),
    answers: onlyAdmins(200),
  },
  'PATCH /api/admin/additional_project_assignments/:id': {
    request: async (world) => ({
      url: `/api/admin/additional_project_assignments/${(await world.additionalProject()).assignment.id}`,
      body: { endDate: addDays(todayIso(), 365) },
    }),
    answers: onlyAdmins(200),
  },
  'DELETE /api/admin/additional_project_assignments/:id': {
    request: async (world) => ({
      url: `/api/admin/additional_project_assignments/${(await world.additionalProject()).assignment.id}`,
    }),
    answers: onlyAdmins(204),
  },
  'GET /api/admin/holidays': sameUrl(`/api/admin/holidays?year=${todayIso().slice(0, 4)}`, onlyAdmins(200)),
  'POST /api/admin/holidays': {
    request: (world) => ({
      url: '/api/admin/holidays',
      body: { date: world.freeHolidayDate(), name: 'Matrix Day' },
    }),
    answers: onlyAdmins(200),
  },
  'PATCH /api/admin/holidays/:id': {
    request: async (world) => ({
      url: `/api/admin/holidays/${await world.holiday()}`,
      body: { name: 'Renamed Day' },
    }),
    answers: onlyAdmins(200),
  },
  'DELETE /api/admin/holidays/:id': {
    request: async (world) => ({ url: `/api/admin/holidays/${await world.holiday()}` }),
    answers: onlyAdmins(204),
  },
  'POST /api/admin/timesheet_periods/generate': {
    request: () => ({
      url: '/api/admin/timesheet_periods/generate',
      body: { through: addDays(todayIso(), 60) },
    }),
    answers: onlyAdmins(200),
  },
  'POST /api/admin/reminders': {
    request: () => ({ url: '/api/admin/reminders', body: { date: '2024-06-03' } }),
    answers: onlyAdmins(200),
  },
  'GET /api/admin/timesheet_periods/closing': sameUrl(
    '/api/admin/timesheet_periods/closing',
    onlyAdmins(200),
  ),
  'GET /api/admin/period_closing_settings': sameUrl('/api/admin/period_closing_settings', onlyAdmins(200)),
  // Automatic close stays off: the matrix's other rows use ended periods.
  'PUT /api/admin/period_closing_settings': {
    request: () => ({ url: '/api/admin/period_closing_settings', body: { autoCloseWorkingDays: null } }),
    answers: onlyAdmins(200),
  },
  // A period closes once: each call's request takes another ended, open period.
  'POST /api/admin/timesheet_periods/:id/close': {
    request: (world) => ({ url: `/api/admin/timesheet_periods/${world.endedPeriod()}/close` }),
    answers: onlyAdmins(200),
  },
  'POST /api/admin/timesheet_periods/:id/reopen': {
    request: async (world) => ({
      url: `/api/admin/timesheet_periods/${await world.closedPeriod()}/reopen`,
      body: { personId: world.people.employee.id, reason: 'Matrix reopening' },
    }),
    answers: onlyAdmins(200),
  },
  'GET /api/stand_ins': sameUrl('/api/stand_ins', only(200, managersAndAdmins)),
  'GET /api/stand_ins/candidates': sameUrl('/api/stand_ins/candidates', only(200, managersAndAdmins)),
  // The employee's lead names the other lead for a day of each call's own, weeks ahead; admins may for them.
  'POST /api/stand_ins': {
    request: (world) => {
      const day = addDays(todayIso(), 100 + world.unique());
      return {
        url: '/api/stand_ins',
        body: {
          leadId: world.people.lead.id,
          standInId: world.people.otherLead.id,
          startDate: day,
          endDate: day,
        },
      };
    },
    answers: only(201, ['lead', 'admin']),
  },
  'DELETE /api/stand_ins/:id': {
    request: async (world) => ({ url: `/api/stand_ins/${await world.upcomingStandIn()}` }),
    answers: only(200, ['lead', 'admin']),
  },
  'PUT /api/admin/stand_in_settings': {
    request: () => ({ url: '/api/admin/stand_in_settings', body: { anyEmployee: false } }),
    answers: onlyAdmins(200),
  },
  // Only the last period may be deleted: each call's request makes a new last one, and the admin's is made last.
  'DELETE /api/admin/timesheet_periods/:id': {
    request: async (world) => ({ url: `/api/admin/timesheet_periods/${await world.lastPeriod()}` }),
    answers: onlyAdmins(204),
  },
  'GET /api/admin/time_off_balances': {
    request: (world) => ({ url: `/api/admin/time_off_balances?spud_user_id=${world.people.employee.id}` }),
    answers: onlyAdmins(200),
  },
  'PUT /api/admin/time_off_balances': {
    request: (world) => ({
      url: '/api/admin/time_off_balances',
      body: {
        spudUserId: world.people.employee.id,
        year: Number(todayIso().slice(0, 4)),
        type: 'pto',
        accumulatedHours: 80 + world.unique(),
      },
    }),
    answers: onlyAdmins(200),
  },
  'GET /api/ptos/ledger': sameUrl(
    `/api/ptos/ledger?type=pto&year=${todayIso().slice(0, 4)}`,
    only(200, requestTimeOff),
  ),
  'GET /api/ptos/projected_balance': sameUrl(
    `/api/ptos/projected_balance?type=pto&start_date=${addDays(todayIso(), 40)}`,
    only(200, requestTimeOff),
  ),
  'GET /api/admin/time_off_ledger': {
    request: (world) => ({
      url: `/api/admin/time_off_ledger?spud_user_id=${world.people.employee.id}&type=pto&year=${todayIso().slice(0, 4)}`,
    }),
    answers: onlyAdmins(200),
  },
  'POST /api/admin/time_off_ledger/adjustments': {
    request: (world) => ({
      url: '/api/admin/time_off_ledger/adjustments',
      body: {
        spudUserId: world.people.employee.id,
        type: 'pto',
        year: Number(todayIso().slice(0, 4)),
        hours: 1,
        note: 'Matrix adjustment',
      },
    }),
    answers: onlyAdmins(201),
  },
  'GET /api/admin/accrual_policies': sameUrl('/api/admin/accrual_policies', onlyAdmins(200)),
  'POST /api/admin/accrual_policies': {
    request: (world) => ({ url: '/api/admin/accrual_policies', body: matrixPolicy(world.unique()) }),
    answers: onlyAdmins(201),
  },
  'PUT /api/admin/accrual_policies/:id': {
    request: async (world) => ({
      url: `/api/admin/accrual_policies/${await world.accrualPolicy()}`,
      body: matrixPolicy(world.unique()),
    }),
    answers: onlyAdmins(200),
  },
  'DELETE /api/admin/accrual_policies/:id': {
    request: async (world) => ({ url: `/api/admin/accrual_policies/${await world.accrualPolicy()}` }),
    answers: onlyAdmins(204),
  },
  'PUT /api/admin/accrual_policy_assignments': {
    request: (world) => ({
      url: '/api/admin/accrual_policy_assignments',
      body: { spudUserId: world.people.employee.id, type: 'fmla', policyId: null },
    }),
    answers: onlyAdmins(200),
  },
  // Each call first opts the peer out of FMLA accrual, so there is an assignment to remove.
  'DELETE /api/admin/accrual_policy_assignments': {
    request: async (world) => {
      await world.optOutOfAccrual(world.people.peer.id, 'fmla');
      return { url: `/api/admin/accrual_policy_assignments?spud_user_id=${world.people.peer.id}&type=fmla` };
    },
    answers: onlyAdmins(200),
  },
  'GET /api/admin/offices': sameUrl('/api/admin/offices', onlyAdmins(200)),
  'POST /api/admin/offices': {
    request: (world) => ({
      url: '/api/admin/offices',
      body: { name: `Matrix New Office ${world.unique()}`, timeZone: 'UTC' },
    }),
    answers: onlyAdmins(201),
  },
  'PUT /api/admin/offices/:id': {
    request: async (world) => ({
      url: `/api/admin/offices/${(await world.office()).id}`,
      body: { name: `Matrix Renamed Office ${world.unique()}`, timeZone: 'Europe/London' },
    }),
    answers: onlyAdmins(200),
  },
  'DELETE /api/admin/offices/:id': {
    request: async (world) => ({ url: `/api/admin/offices/${(await world.office()).id}` }),
    answers: onlyAdmins(204),
  },
  'GET /api/admin/offices/:id/holidays': {
    request: async (world) => ({ url: `/api/admin/offices/${(await world.office()).id}/holidays?year=2040` }),
    answers: onlyAdmins(200),
  },
  'POST /api/admin/offices/:id/holidays': {
    request: async (world) => ({
      url: `/api/admin/offices/${(await world.office()).id}/holidays`,
      body: { date: '2039-05-02', name: 'Matrix office holiday' },
    }),
    answers: onlyAdmins(201),
  },
  'DELETE /api/admin/offices/:id/holidays/:holidayId': {
    request: async (world) => {
      const office = await world.office();
      return { url: `/api/admin/offices/${office.id}/holidays/${office.holidayId}` };
    },
    answers: onlyAdmins(204),
  },
  'GET /api/admin/people/:id/offices': {
    request: (world) => ({ url: `/api/admin/people/${world.people.employee.id}/offices` }),
    answers: onlyAdmins(200),
  },
  'PUT /api/admin/people/:id/offices': {
    request: async (world) => ({
      url: `/api/admin/people/${world.people.peer.id}/offices`,
      body: { officeId: (await world.office()).id, effectiveFrom: addDays('2042-01-01', world.unique()) },
    }),
    answers: onlyAdmins(200),
  },
  'DELETE /api/admin/people/:id/offices': {
    request: async (world) => ({
      url: `/api/admin/people/${world.people.peer.id}/offices?effective_from=${await world.peerOfficeMove()}`,
    }),
    answers: onlyAdmins(200),
  },
  'GET /api/admin/blackouts': sameUrl('/api/admin/blackouts?year=2040', onlyAdmins(200)),
  'POST /api/admin/blackouts': {
    request: () => ({
      url: '/api/admin/blackouts',
      body: { officeId: null, startDate: '2043-03-02', endDate: '2043-03-03', reason: 'Matrix blackout' },
    }),
    answers: onlyAdmins(201),
  },
  'DELETE /api/admin/blackouts/:id': {
    request: async (world) => ({ url: `/api/admin/blackouts/${(await world.office()).blackoutId}` }),
    answers: onlyAdmins(204),
  },
  'GET /api/admin/utilization_targets': sameUrl('/api/admin/utilization_targets', onlyAdmins(200)),
  'PUT /api/admin/utilization_targets/departments/:departmentId': {
    request: async (world) => ({
      url: `/api/admin/utilization_targets/departments/${await world.department()}`,
      body: { target: 80 },
    }),
    answers: onlyAdmins(200),
  },
  'PUT /api/admin/utilization_targets/job_titles': {
    request: (world) => ({
      url: '/api/admin/utilization_targets/job_titles',
      body: { jobTitle: `Matrix title ${world.unique()}`, target: 75 },
    }),
    answers: onlyAdmins(200),
  },
  'GET /api/admin/utilization_targets/people/:personId': {
    request: (world) => ({ url: `/api/admin/utilization_targets/people/${world.people.employee.id}` }),
    answers: onlyAdmins(200),
  },
  'PUT /api/admin/utilization_targets/people/:personId': {
    request: (world) => ({
      url: `/api/admin/utilization_targets/people/${world.people.peer.id}`,
      body: { target: 90 },
    }),
    answers: onlyAdmins(200),
  },
  'GET /api/admin/csv/:kind': sameUrl('/api/admin/csv/clients', onlyAdmins(200)),
  'POST /api/admin/csv/:kind/preview': {
    request: (world) => ({
      url: '/api/admin/csv/clients/preview',
      body: { csv: `name\nMatrix CSV Client ${world.unique()}\n` },
    }),
    answers: onlyAdmins(200),
  },
  'POST /api/admin/csv/:kind': {
    request: (world) => ({
      url: '/api/admin/csv/clients',
      body: { csv: `name\nMatrix CSV Client ${world.unique()}\n` },
    }),
    answers: onlyAdmins(200),
  },
  'GET /api/admin/audit': sameUrl('/api/admin/audit', onlyAdmins(200)),

  // Webhooks (issue 41): the admins' endpoints, their delivery log and Redeliver.
  'GET /api/admin/webhooks': sameUrl('/api/admin/webhooks', onlyAdmins(200)),
  'POST /api/admin/webhooks': {
    request: () => ({
      url: '/api/admin/webhooks',
      body: { url: 'https://93.184.215.14/matrix', events: ['person.created'] },
    }),
    answers: onlyAdmins(201),
  },
  'PATCH /api/admin/webhooks/:id': {
    request: async (world) => ({
      url: `/api/admin/webhooks/${(await world.webhookDelivery()).endpointId}`,
      body: { description: 'Matrix' },
    }),
    answers: onlyAdmins(200),
  },
  'DELETE /api/admin/webhooks/:id': {
    request: async (world) => ({ url: `/api/admin/webhooks/${(await world.webhookDelivery()).endpointId}` }),
    answers: onlyAdmins(204),
  },
  'POST /api/admin/webhooks/:id/rotate_secret': {
    request: async (world) => ({
      url: `/api/admin/webhooks/${(await world.webhookDelivery()).endpointId}/rotate_secret`,
    }),
    answers: onlyAdmins(200),
  },
  'GET /api/admin/webhooks/:id/deliveries': {
    request: async (world) => ({
      url: `/api/admin/webhooks/${(await world.webhookDelivery()).endpointId}/deliveries`,
    }),
    answers: onlyAdmins(200),
  },
  'POST /api/admin/webhooks/:id/deliveries/:deliveryId/redeliver': {
    request: async (world) => {
      const { endpointId, deliveryId } = await world.webhookDelivery();
      return { url: `/api/admin/webhooks/${endpointId}/deliveries/${deliveryId}/redeliver` };
    },
    answers: onlyAdmins(200),
  },

  // SCIM provisioning (issue 41): the admins' settings; /scim/v2 opens only with the SCIM token, which no
  // caller here holds, so every caller gets SCIM's 401.
  'GET /api/admin/scim': sameUrl('/api/admin/scim', onlyAdmins(200)),
  'POST /api/admin/scim/token': sameUrl('/api/admin/scim/token', onlyAdmins(201)),
  'DELETE /api/admin/scim/token': {
    request: async (world) => {
      await world.scimToken();
      return { url: '/api/admin/scim/token' };
    },
    answers: onlyAdmins(204),
  },
  'GET /api/admin/scim/groups': sameUrl('/api/admin/scim/groups', onlyAdmins(200)),
  'PUT /api/admin/scim/groups/:id': {
    request: async (world) => ({
      url: `/api/admin/scim/groups/${await world.scimGroup()}`,
      body: { role: 'reports', teamLeadId: null },
    }),
    answers: onlyAdmins(200),
  },
  ...scimRoutes(),

  // Reports: rows the caller may read; naming someone else's hours (`employeeId`) is refused.
  ...reportRoutes('/api/accounting_report', only(200, [...readersOfEmployee, 'reports']), employeeHours),
  ...reportRoutes('/api/allocation_report', only(200, signedInCallers), overTheirPeriod),
  ...reportRoutes('/api/general_time_report', only(200, signedInCallers), overTheirPeriod),
  ...reportRoutes('/api/project_time_report', only(200, [...readersOfEmployee, 'reports']), employeeHours),
  ...reportRoutes(
    '/api/not_submitted_report',
    only(200, signedInCallers),
    (world) => `?start_date=${world.timesheet.startDate}`,
  ),
  // Budgets the caller manages or their scope works on; no one is refused (fees are left out, not refused).
  ...reportRoutes(
    '/api/budget_report',
    only(200, signedInCallers),
    (world) => `?asOf=${world.timesheet.endDate}`,
  ),
  'GET /api/insights/utilization': sameUrl('/api/insights/utilization', only(200, signedInCallers)),
  'GET /api/insights/utilization_targets': sameUrl(
    '/api/insights/utilization_targets',
    only(200, signedInCallers),
  ),
  'GET /api/insights/billable_hours': sameUrl('/api/insights/billable_hours', only(200, signedInCallers)),
  'GET /api/insights/engagement_hours': sameUrl('/api/insights/engagement_hours', only(200, signedInCallers)),
  'GET /api/insights/time_off': sameUrl('/api/insights/time_off', only(200, signedInCallers)),
  'GET /api/insights/not_submitted': sameUrl('/api/insights/not_submitted', only(200, signedInCallers)),
  // The matrix's Power BI names no row-level security roles: its tokens would show everyone's rows.
  'GET /api/powerbi/reports': sameUrl('/api/powerbi/reports', only(200, companyReportReaders)),
  'GET /api/powerbi/reports/:reportId': sameUrl(
    `/api/powerbi/reports/${MATRIX_POWERBI_REPORT_ID}`,
    only(200, companyReportReaders),
  ),
};
