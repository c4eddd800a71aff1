import { addDays, periodContaining, todayIso } from '@timekeep/shared/domain/periods';
import { errorStatus } from '@timekeep/shared/errors';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../src/core/actor';
import { timesheets } from '../src/db/schema';
import { fingerprintDatabase } from './database-fingerprint';
import { createEngagement, createPerson, createTimesheet, workingDayFrom } from './factories';
import { type SignedIn, signedIn } from './request';
import { brokenInputs, type FuzzInput, type Operation, type RawUrlText, takesInput } from './schema-inputs';
import { createTestApp, type TestContext } from './test-app';

/**
 * Bad input by the thousand: every route that takes parameters or a body is called with inputs generated
 * from its schemas in the OpenAPI document and then broken, by each caller who passes its access check.
 * Every answer must be one the document lists, never a 5xx; a refusal is the shared error shape with a
 * stable code and no internals, and stores nothing.
 */
const SEED = 16;
/** Inputs per route and caller: 84 routes and 114 route-caller pairs make 2,280 requests (the test prints them). */
const RUNS = 20;

let context: TestContext;
let document: { paths: Record<string, Record<string, Operation & { responses: Record<string, unknown> }>> };
const callers: { name: string; requests: SignedIn; actor: Actor }[] = [];

beforeAll(async () => {
  context = await createTestApp({ SIGN_IN_RATE_LIMIT: '1000000' });
  for (const name of ['admin', 'employee']) {
    const requests = await signedIn(context, `${name}@example.com`);
    const actor = { ...(await requests.get('/api/user')).json().currentUser, viewableLeadIds: [] } as Actor;
    callers.push({ name, requests, actor });
  }
  document = context.app.swagger() as unknown as typeof document;
});
afterAll(async () => {
  await context?.close();
});

/** Text as UTF-8 percent escapes: any string, lone surrogates included, makes a valid URL part. */
const percentEncoded = (text: string) =>
  [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A value as it goes into a URL: percent-encoded, unless it is raw text meant to be malformed. */
function urlPart(value: unknown): string {
  const raw = (value as Partial<RawUrlText> | null)?.rawUrlText;
  return typeof raw === 'string' ? raw : percentEncoded(asText(value));
}

function urlOf(path: string, input: FuzzInput): string {
  // A path parameter is never left out or empty: that would be another route's URL, not a bad input.
  const pathname = path.replace(
    /\{(\w+)\}/g,
    (_match, name: string) => urlPart(input.params[name] ?? ' ') || '%20',
  );
  const query = Object.entries(input.query ?? {})
    .filter(([, value]) => value !== undefined)
    .flatMap(([key, value]) => (Array.isArray(value) ? value.map((item) => [key, item]) : [[key, value]]))
    .map(([key, value]) => `${percentEncoded(asText(key))}=${urlPart(value)}`)
    .join('&');
  return query ? `${pathname}?${query}` : pathname;
}

function send(caller: SignedIn, method: string, path: string, input: FuzzInput) {
  const url = urlOf(path, input);
  if (input.raw) {
    return caller.send(method as 'POST', url, input.raw.payload, {
      headers: { 'content-type': input.raw.contentType },
    });
  }
  if (input.body === undefined) return caller.send(method as 'POST', url);
  return caller.send(method as 'POST', url, JSON.stringify(input.body), {
    headers: { 'content-type': 'application/json' },
  });
}

/** Messages about the body as a whole, which no single field is to blame for. */
const WHOLE_BODY_MESSAGES = [
  'The request body is empty.',
  'The request body is not valid JSON.',
  'The request body may not contain "__proto__" or "constructor.prototype" keys.',
];
const INTERNALS = [
  /\n\s+at /,
  /node_modules/,
  /\.[cm]?[jt]s:\d+/,
  /\b(SELECT|INSERT INTO|DELETE FROM|UPDATE \w+ SET)\b/,
];
const INTERNALS_ANY_CASE =
  /syntax error|violates|duplicate key|relation "|drizzle|pglite|postgres|zoderror|typeerror/i;

/** What is wrong with an answer, or null when it is one the route may give. */
function answerProblem(operation: { responses: Record<string, unknown> }, response: LightMyRequestResponse) {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 300)}`;
  if (!(String(status) in operation.responses)) return `answered ${status}, which the document does not list`;
  if (status < 400) return null;
  let body: { error?: { code?: unknown; message?: unknown; field?: unknown } };
  try {
    body = response.json();
  } catch {
    return `answered ${status} with a body that is not JSON: ${response.body.slice(0, 200)}`;
  }
  const error = body.error;
  const keys = Object.keys(body);
  if (keys.length !== 1 || !error || typeof error.message !== 'string' || typeof error.code !== 'string') {
    return `answered ${status} outside the error shape: ${response.body.slice(0, 300)}`;
  }
  const extra = Object.keys(error).filter((key) => !['code', 'message', 'field'].includes(key));
  if (extra.length > 0) return `the error carries ${extra.join(', ')}`;
  if (errorStatus[error.code as keyof typeof errorStatus] !== status) {
    return `answered ${status} with code ${error.code}, whose status is ${errorStatus[error.code as keyof typeof errorStatus]}`;
  }
  if (error.field !== undefined && typeof error.field !== 'string') return 'the error field is not text';
  if (
    error.code === 'validation_failed' &&
    error.field === undefined &&
    !WHOLE_BODY_MESSAGES.includes(error.message)
  ) {
    return `refused without naming the field: ${error.message}`;
  }
  if (INTERNALS.some((pattern) => pattern.test(response.body)) || INTERNALS_ANY_CASE.test(response.body)) {
    return `the answer shows internals: ${response.body.slice(0, 300)}`;
  }
  return null;
}

/** An input short enough to read in a report: long runs of one character or element are counted instead. */
function abridged(input: FuzzInput): string {
  const text = JSON.stringify(input, (_key, value) =>
    Array.isArray(value) && value.length > 5 ? [...value.slice(0, 2), `... ${value.length} items`] : value,
  );
  return (text ?? '')
    .slice(0, 4_000)
    .replace(/(.)\1{9,}/gu, (run, unit: string) => `${unit}×${[...run].length}`)
    .slice(0, 600);
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('bad input by the thousand', () => {
  it('gets a documented answer to every input on every route, never a 5xx, and a refusal stores nothing', async () => {
    const targets = context.app.registeredRoutes
      .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
      .map((route) => {
        const path = route.url.replace(/:(\w+)/g, '{$1}');
        return { route, path, operation: document.paths[path]?.[route.method.toLowerCase()] };
      })
      .filter((target) => target.operation && takesInput(target.operation));
    const avoidIds = new Set(callers.map((caller) => caller.actor.id));
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    let inputsTried = 0;
    let runs = 0;
    let baseline = await fingerprintDatabase(context.database.db);

    for (const { route, path, operation } of targets) {
      const access = route.access!;
      const allowed = callers.filter((caller) => access.kind === 'public' || access.allow(caller.actor));
      if (allowed.length === 0)
        problems.push(`${route.method} ${route.url}: neither caller passes its access check`);
      for (const caller of allowed) {
        runs += 1;
        const where = `${route.method} ${route.url} as ${caller.name}`;
        const outcome = await fc.check(
          fc.asyncProperty(brokenInputs(operation!, { avoidIds }), async (input) => {
            inputsTried += 1;
            const { result: response, statements } = await context.database.statements.during(() =>
              send(caller.requests, route.method, path, input),
            );
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            const problem = answerProblem(operation!, response);
            if (problem) throw new Error(problem);
            const wrote = statements.some((statement) => !/^\s*select\b/i.test(statement));
            if (response.statusCode >= 400) {
              if (wrote)
                expect(
                  await fingerprintDatabase(context.database.db),
                  'a refused input changed the database',
                ).toEqual(baseline);
            } else if (wrote || UNSAFE.has(route.method) || response.statusCode >= 300) {
              baseline = await fingerprintDatabase(context.database.db);
            }
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
        if (outcome.failed) {
          const input = outcome.counterexample?.[0];
          problems.push(
            `${where}: ${String((outcome.errorInstance as Error | undefined)?.message).slice(0, 600)} with ${input ? abridged(input) : 'no input'}`,
          );
        }
        const after = await fingerprintDatabase(context.database.db);
        if (JSON.stringify(after) !== JSON.stringify(baseline)) {
          problems.push(`${where}: the database changed without a write the app logged`);
          baseline = after;
        }
      }
    }

    console.log(
      `api fuzz: ${targets.length} routes, ${runs} route-caller runs, ${inputsTried} inputs, answers by status ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
    if (problems.length > 0) console.log(problems.join('\n'));
    expect(problems).toEqual([]);
    expect(targets.length).toBeGreaterThan(80);
    expect(inputsTried).toBe(runs * RUNS);
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
  }, 240_000);
});

describe('keys a save does not take', () => {
  it('ignores status, personId and the like in a timesheet save and a time-off request', async () => {
    const owner = await createPerson(context);
    const other = await createPerson(context);
    const ownerRequests = await signedIn(context, owner);
    const { resource } = await createEngagement(context, owner);
    const { startDate } = periodContaining(todayIso());
    await createTimesheet(context, owner, {
      rows: [{ resourceId: resource.id, entries: [{ date: startDate, hours: 8 }] }],
    });
    const timesheet = (await ownerRequests.get('/api/timesheet')).json().timesheet;
    const foreign = { status: 'approved', personId: other.id, spudUserId: other.id, readOnly: true };
    const saved = await ownerRequests.put(`/api/timesheet/${timesheet.id}`, {
      ...foreign,
      timesheetPeriodId: timesheet.timesheetPeriodId,
      version: timesheet.version,
      timesheetRows: [
        {
          ...foreign,
          id: timesheet.timesheetRows[0].id,
          resourceId: resource.id,
          timesheetEntries: [{ ...foreign, date: startDate, hours: 6 }],
        },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().timesheet).toMatchObject({
      status: 'unsubmitted',
      spudUserId: owner.id,
      hoursTotal: 6,
    });
    const [stored] = await context.database.db
      .select()
      .from(timesheets)
      .where(eq(timesheets.id, timesheet.id));
    expect(stored).toMatchObject({ status: 'unsubmitted', personId: owner.id });

    const dayOff = await workingDayFrom(context, addDays(todayIso(), 30));
    const requested = await ownerRequests.post('/api/ptos', {
      ...foreign,
      pto_details: {
        ...foreign,
        reason: 'pto',
        timeframeType: 'partial_day',
        hoursWorkday: 8,
        includeWeekends: false,
        startDate: dayOff,
        hours: 4,
        comment: 'Dentist',
      },
    });
    expect(requested.statusCode).toBe(201);
    expect(requested.json().pto).toMatchObject({
      spudUserId: owner.id,
      mostRecentDetail: { status: 'pending' },
    });
  });
});

describe('what the router and the body limit refuse', () => {
  const employeeRequests = () => callers.find((caller) => caller.name === 'employee')!.requests;

  it.each([
    ['a malformed percent escape', '/api/timesheet/%zz/history'],
    ['a path parameter over 100 characters', `/api/timesheet/${'1'.repeat(101)}/history`],
  ])('answers %s with 400 naming params, in the shared shape', async (_what, url) => {
    const response = await employeeRequests().get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'validation_failed', message: expect.any(String), field: 'params' },
    });
    expect(response.body).not.toContain(url);
  });

  it('answers a body over 1 MB with 413 payload_too_large', async () => {
    const response = await employeeRequests().put(
      '/api/timesheet/1',
      JSON.stringify({ padding: 'x'.repeat(1024 * 1024) }),
      { headers: { 'content-type': 'application/json' } },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });
});
