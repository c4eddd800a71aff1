import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationMatrix,
  MATRIX_POWERBI_REPORT_ID,
  type MatrixRequest,
  type MatrixRow,
  strangersToEmployee,
} from './authorization-matrix';
import {
  buildMatrixWorld,
  type Caller,
  callers,
  EMPLOYEE_LAST_NAME,
  type MatrixWorld,
  type SignedInCaller,
} from './authorization-world';
import { fingerprintDatabase } from './database-fingerprint';
import { startPowerBiStandIn } from './powerbi-stand-in';
import { anonymous, type Requests, signedIn, withApiToken } from './request';
import { createTestApp, type TestContext } from './test-app';

/**
 * Issue 16, item 1: every route the app registers, called by nine kinds of caller about one employee's
 * records, answers as `authorization-matrix.ts` says; the calls it refuses leave every table as it was.
 */
const powerBi = {
  tenantId: '0f0e0d0c-0b0a-4909-8807-060504030201',
  workspaceId: 'c0ffee00-0000-4000-8000-000000000016',
};
let standIn: Awaited<ReturnType<typeof startPowerBiStandIn>>;
let context: TestContext;
let world: MatrixWorld;
const sessionsOf = {} as Record<SignedInCaller, Requests>;

/**
 * Issue 41: every row gains two callers with API tokens. The peer's read-write personal token answers as the
 * peer does (so it reads none of the employee's records), and the employee's read-only token as the employee
 * does on reads but is refused every change; both are refused the routes only a signed-in browser uses. Off
 * /api (the development outbox, SCIM) the bearer is not the API's, so they answer as a caller without a session.
 */
const tokenCallers = ['peerToken', 'employeeReadToken'] as const;
type TokenCaller = (typeof tokenCallers)[number];
const tokenOwner: Record<TokenCaller, SignedInCaller> = { peerToken: 'peer', employeeReadToken: 'employee' };
const tokenScopes: Record<TokenCaller, string[]> = {
  peerToken: ['*:read', '*:write'],
  employeeReadToken: ['*:read'],
};
const tokensOf = {} as Record<TokenCaller, Requests>;
/** Routes no token may call: sign-in and sign-out, and the making of tokens, webhooks and the SCIM token. */
const SESSION_ONLY = /^\/api\/(auth\/|signout|tokens|admin\/(service_tokens|webhooks|scim)|dev\/)/;

function tokenAnswer(caller: TokenCaller, method: string, url: string, row: MatrixRow): number {
  if (!url.startsWith('/api/')) return row.answers.anonymous;
  const route = context.app.registeredRoutes.find((each) => each.method === method && each.url === url);
  if (route?.access?.kind === 'public') return row.answers[tokenOwner[caller]];
  if (SESSION_ONLY.test(url)) return 403;
  if (caller === 'employeeReadToken' && method !== 'GET') return 403;
  return row.answers[tokenOwner[caller]];
}

beforeAll(async () => {
  standIn = await startPowerBiStandIn({ ...powerBi, clientSecret: 'matrix-secret' });
  standIn.state.reports = [{ id: MATRIX_POWERBI_REPORT_ID, name: 'Matrix', datasetId: 'matrix-dataset' }];
  context = await createTestApp(
    {
      POWERBI_WORKSPACE_ID: powerBi.workspaceId,
      AZURE_TENANT_ID: powerBi.tenantId,
      AZURE_CLIENT_ID: 'timekeep-matrix',
      AZURE_CLIENT_SECRET: 'matrix-secret',
      // Every caller starts a sign-in; the limit itself is tested in platform.test.ts.
      SIGN_IN_RATE_LIMIT: '1000',
    },
    { powerBiFetch: standIn.fetchImpl },
  );
  world = await buildMatrixWorld(context);
  for (const caller of callers) {
    if (caller !== 'anonymous') sessionsOf[caller] = await signedIn(context, world.people[caller]);
  }
  for (const caller of tokenCallers) {
    tokensOf[caller] = await withApiToken(context, world.people[tokenOwner[caller]], tokenScopes[caller]);
  }
});
afterAll(async () => {
  await context?.close();
  await standIn?.close();
});

const REFUSALS: Record<number, string> = { 401: 'not_authenticated', 403: 'forbidden', 404: 'not_found' };

/** The routes the matrix covers: all but HEAD (Fastify's twin of each GET) and the development identity provider's. */
function appRoutes(): string[] {
  return context.app.registeredRoutes
    .filter((route) => route.method !== 'HEAD')
    .filter((route) => !(route.url.startsWith('/oidc') && route.access?.kind === 'public'))
    .map((route) => `${route.method} ${route.url}`);
}

interface PreparedCall {
  caller: Caller | TokenCaller;
  request: MatrixRequest;
  as: Requests;
}

/** A token caller's request: the one its owner would send, sent with the token. */
async function prepareWithToken(caller: TokenCaller, row: MatrixRow): Promise<PreparedCall> {
  return { caller, request: await row.request(world, tokenOwner[caller]), as: tokensOf[caller] };
}

/** A caller's request, and who sends it (a new session when the call ends the one it is sent with). */
async function prepare(caller: Caller, row: MatrixRow): Promise<PreparedCall> {
  const request = await row.request(world, caller);
  if (caller === 'anonymous') return { caller, request, as: anonymous(context) };
  const as = request.ownSession ? await signedIn(context, world.people[caller]) : sessionsOf[caller];
  return { caller, request, as };
}

async function send(method: string, { caller, request, as }: PreparedCall) {
  const response = await as.send(method as InjectOptions['method'], request.url, request.body);
  const answer = response.statusCode >= 400 ? response.json() : undefined;
  // SCIM's refusals (issue 41) are in SCIM's error format, whose status stands for the code.
  const code =
    answer?.error?.code ??
    (answer?.schemas?.includes('urn:ietf:params:scim:api:messages:2.0:Error')
      ? REFUSALS[Number(answer.status)]
      : undefined);
  return { caller, status: response.statusCode, ...(code ? { code } : {}), body: response.body };
}

/** Whether an answer shows who the employee is: their name or their email. */
function namesEmployee(body: string): boolean {
  return body.includes(EMPLOYEE_LAST_NAME) || body.includes(`"${world.people.employee.email}"`);
}

describe('the authorization matrix', () => {
  it('has a row for every route the app registers, and no row for a route it does not', () => {
    expect(Object.keys(authorizationMatrix).sort()).toEqual(appRoutes().sort());
  });

  it("finds the employee's name in what their readers get, so its absence from a stranger's answer means something", async () => {
    const query = `startDate=${world.timesheet.startDate}&endDate=${world.timesheet.endDate}`;
    const asLead = await sessionsOf.lead.get(`/api/allocation_report?${query}`);
    const asPeer = await sessionsOf.peer.get(`/api/allocation_report?${query}`);
    expect([
      asLead.statusCode,
      namesEmployee(asLead.body),
      asPeer.statusCode,
      namesEmployee(asPeer.body),
    ]).toEqual([200, true, 200, false]);
  });

  it.each(Object.keys(authorizationMatrix))('%s answers each caller as the table says', async (key) => {
    const [method, url] = key.split(' ') as [string, string];
    const row = authorizationMatrix[key]!;
    // Every caller's call is prepared first (the token callers', then in the order of `callers`), so the
    // records and sessions they need exist before the database is fingerprinted; the admin's last, so a
    // record only the newest of its kind may be (the last period) is the admin's.
    const calls: PreparedCall[] = [];
    for (const caller of tokenCallers) calls.push(await prepareWithToken(caller, row));
    for (const caller of callers) calls.push(await prepare(caller, row));
    const answerOf = (caller: Caller | TokenCaller) =>
      caller in tokenOwner
        ? tokenAnswer(caller as TokenCaller, method, url, row)
        : row.answers[caller as Caller];
    const isRefused = (call: PreparedCall) => answerOf(call.caller) in REFUSALS;
    const refused = calls.filter(isRefused);
    const allowed = calls.filter((call) => !isRefused(call));

    const before = await fingerprintDatabase(context.database.db);
    const sent = [];
    for (const call of refused) sent.push(await send(method, call));
    const changed = Object.entries(await fingerprintDatabase(context.database.db))
      .filter(([table, digest]) => before[table] !== digest)
      .map(([table]) => table);
    for (const call of allowed) sent.push(await send(method, call));
    for (const { caller, request } of allowed) {
      if (request.endsEverySession && caller !== 'anonymous' && !(caller in tokenOwner)) {
        sessionsOf[caller as SignedInCaller] = await signedIn(
          context,
          world.people[caller as SignedInCaller],
        );
      }
    }
    const answers = sent.map(({ body: _body, ...answer }) => answer);
    const strangersToldOfEmployee = sent
      .filter(
        ({ caller, body }) =>
          (strangersToEmployee.includes(caller as Caller) || caller === 'peerToken') && namesEmployee(body),
      )
      .map(({ caller }) => caller);

    const expected = [...refused, ...allowed].map(({ caller }) => {
      const status = answerOf(caller);
      return { caller, status, ...(REFUSALS[status] ? { code: REFUSALS[status] } : {}) };
    });
    expect({ route: url, answers, tablesChangedByRefusedCalls: changed, strangersToldOfEmployee }).toEqual({
      route: url,
      answers: expected,
      tablesChangedByRefusedCalls: [],
      strangersToldOfEmployee: [],
    });
  });
});
