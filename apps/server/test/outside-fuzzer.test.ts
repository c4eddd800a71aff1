import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import newman from 'newman';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../bench/processes';
import { buildMatrixWorld, type Caller, callers, type MatrixWorld } from './authorization-world';
import { startPowerBiStandIn } from './powerbi-stand-in';
import { openSession } from './request';
import { createTestApp, type TestContext } from './test-app';

/**
 * An outside OpenAPI fuzzer, run as each role: Portman (Apideck) reads nothing but the app's OpenAPI document
 * and writes a Postman collection of every operation and its fuzzed variations (required fields left out,
 * numbers past their minimum and maximum, strings past their lengths, in bodies and queries); Newman sends
 * it over HTTP to the app listening on a port, once per caller with that caller's session cookie. Every
 * answer must be one the document lists for its operation, with a body its schema allows, and never a 5xx.
 */

/** Ending the caller's session would turn the rest of the run into 401s: those two are left out. */
const SESSION_ENDING = ['/api/signout', '/api/signout/everywhere'];

type Schema = Record<string, unknown>;
interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: Schema;
}

interface Answer {
  caller: Caller;
  method: string;
  path: string;
  status: number;
  contentType: string;
  body: string;
}

const powerBi = {
  tenantId: '0f0e0d0c-0b0a-4909-8807-060504030201',
  workspaceId: 'c0ffee00-0000-4000-8000-000000000018',
  clientSecret: 'outside-fuzzer-secret',
};
const POWERBI_REPORT_ID = '6b1f0a52-3c3d-4e5f-8a9b-0c1d2e3f4a5b';

let standIn: Awaited<ReturnType<typeof startPowerBiStandIn>>;
let context: TestContext;
let world: MatrixWorld;
let baseUrl: string;
let document: Document;
let workFolder: string;

beforeAll(async () => {
  standIn = await startPowerBiStandIn(powerBi);
  standIn.state.reports = [
    { id: POWERBI_REPORT_ID, name: 'Utilization', datasetId: 'outside-fuzzer-dataset' },
  ];
  // The app's PUBLIC_URL is the address the fuzzer calls: the development sign-in answers no other host.
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  context = await createTestApp(
    {
      PUBLIC_URL: baseUrl,
      POWERBI_WORKSPACE_ID: powerBi.workspaceId,
      AZURE_TENANT_ID: powerBi.tenantId,
      AZURE_CLIENT_ID: 'timekeep-outside-fuzzer',
      AZURE_CLIENT_SECRET: powerBi.clientSecret,
      SIGN_IN_RATE_LIMIT: '1000000',
    },
    { powerBiFetch: standIn.fetchImpl },
  );
  world = await buildMatrixWorld(context);
  await context.app.listen({ port, host: '127.0.0.1' });
  document = context.app.swagger() as unknown as Document;
  workFolder = mkdtempSync(path.join(tmpdir(), 'timekeep-portman-'));
}, 120_000);
afterAll(async () => {
  await context?.close();
  await standIn?.close();
  if (workFolder) rmSync(workFolder, { recursive: true, force: true });
});

const fuzzEverything = {
  requiredFields: { enabled: true },
  minimumNumberFields: { enabled: true },
  maximumNumberFields: { enabled: true },
  minLengthFields: { enabled: true },
  maxLengthFields: { enabled: true },
};

/**
 * Portman's settings: fuzz every operation, send each caller's cookie, and point every `{id}` at a record and
 * the Power BI report at the workspace's.
 */
const portmanSettings = {
  version: 1.0,
  tests: {
    variationTests: [
      {
        openApiOperation: '*::/*',
        openApiResponse: '400',
        variations: [
          {
            name: 'Fuzz',
            fuzzing: [{ requestBody: [fuzzEverything], requestQueryParams: [fuzzEverything] }],
            tests: {},
          },
        ],
      },
    ],
  },
  overwrites: [
    {
      openApiOperation: '*::/*',
      overwriteRequestHeaders: [{ key: 'Cookie', value: '{{sessionCookie}}', insert: true }],
      overwriteRequestPathVariables: [
        { key: 'id', value: '{{recordId}}', insert: false },
        { key: 'reportId', value: POWERBI_REPORT_ID, insert: false },
      ],
    },
  ],
};

/** The Postman collection Portman writes from the document alone (without the session-ending operations). */
function portmanCollection(): unknown {
  const fuzzedDocument = {
    ...document,
    paths: Object.fromEntries(
      Object.entries(document.paths).filter(([route]) => !SESSION_ENDING.includes(route)),
    ),
  };
  writeFileSync(path.join(workFolder, 'openapi.json'), JSON.stringify(fuzzedDocument));
  writeFileSync(path.join(workFolder, 'portman-config.json'), JSON.stringify(portmanSettings));
  const portman = createRequire(import.meta.url).resolve('@apideck/portman/bin/portman');
  const result = spawnSync(
    process.execPath,
    [
      portman,
      '--local',
      'openapi.json',
      '--portmanConfigFile',
      'portman-config.json',
      '--baseUrl',
      baseUrl,
      '--output',
      'collection.json',
    ],
    { cwd: workFolder, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`Portman failed:\n${result.stdout}\n${result.stderr}`);
  return JSON.parse(readFileSync(path.join(workFolder, 'collection.json'), 'utf8'));
}

function requestCount(items: { item?: unknown[] }[]): number {
  return items.reduce(
    (sum, item) => sum + (item.item ? requestCount(item.item as { item?: unknown[] }[]) : 1),
    0,
  );
}

async function sessionCookie(caller: Caller): Promise<string> {
  if (caller === 'anonymous') return '';
  const { token } = await openSession(context, world.people[caller].id);
  return `${context.app.sessionCookies.sessionName}=${token}`;
}

/** Everything Newman sent as one caller and what came back; a request that got no answer fails the run. */
function runAs(caller: Caller, collection: unknown, cookie: string, recordId: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  return new Promise((resolve, reject) => {
    newman
      .run({
        collection: collection as newman.NewmanRunOptions['collection'],
        envVar: [
          { key: 'baseUrl', value: baseUrl },
          { key: 'sessionCookie', value: cookie },
          { key: 'recordId', value: String(recordId) },
        ],
        reporters: [],
        timeoutRequest: 30_000,
        ignoreRedirects: true,
      })
      .on('request', (error, args) => {
        if (error)
          return reject(new Error(`${caller}: ${args.request.method} ${args.request.url}: ${error.message}`));
        answers.push({
          caller,
          method: args.request.method,
          path: `/${args.request.url.path?.join('/') ?? ''}`,
          status: args.response.code,
          contentType: args.response.headers.get('content-type') ?? '',
          body: args.response.stream?.toString('utf8') ?? '',
        });
      })
      .on('done', (error) => (error ? reject(error) : resolve(answers)));
  });
}

/** OpenAPI 3.0's schema dialect as JSON Schema: the boolean `exclusiveMinimum` becomes the number it means. */
function asJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asJsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, asJsonSchema(value)]));
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (schema[flag] === true) {
      schema[flag] = schema[bound];
      delete schema[bound];
    } else if (schema[flag] === false) delete schema[flag];
  }
  return schema;
}

/** The document's operation for a path as sent: literal segments before parameters (`all_resources` before `{id}`). */
function operationOf(method: string, sentPath: string): { route: string; operation: Operation } | undefined {
  const routes = Object.keys(document.paths).sort(
    (a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0),
  );
  for (const route of routes) {
    const pattern = new RegExp(`^${route.replace(/\{\w+\}/g, '[^/]+')}$`);
    const operation = document.paths[route]?.[method.toLowerCase()];
    if (operation && pattern.test(sentPath)) return { route, operation };
  }
  return undefined;
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

/** What is wrong with an answer against the document, or nothing. */
function problemWith(answer: Answer): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}`;
  const found = operationOf(answer.method, answer.path);
  if (!found) return 'no operation in the document';
  const response = found.operation.responses[String(answer.status)] ?? found.operation.responses.default;
  if (!response) return `answered ${answer.status}, which the document does not list`;
  const schema = response.content?.['application/json']?.schema;
  if (!schema || !answer.contentType.startsWith('application/json')) return undefined;
  const key = `${answer.method} ${found.route} ${answer.status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(asJsonSchema({ ...schema, components: document.components }) as Schema);
    validators.set(key, validate);
  }
  if (validate(JSON.parse(answer.body))) return undefined;
  return `body outside its schema: ${ajv.errorsText(validate.errors)}`;
}

it('finds no 5xx and no answer outside the document, sent by Portman and Newman as each of nine callers', async () => {
  const collection = portmanCollection();
  const requestsPerCaller = requestCount((collection as { item: { item?: unknown[] }[] }).item);
  const operations = Object.values(document.paths).reduce((sum, route) => sum + Object.keys(route).length, 0);
  expect(requestsPerCaller).toBeGreaterThan(operations - SESSION_ENDING.length);

  const answers: Answer[] = [];
  for (const caller of callers) {
    answers.push(...(await runAs(caller, collection, await sessionCookie(caller), world.timesheet.id)));
  }

  expect(answers).toHaveLength(requestsPerCaller * callers.length);
  const problems = answers.flatMap((answer) => {
    const problem = problemWith(answer);
    return problem ? [`${answer.caller} ${answer.method} ${answer.path}: ${problem}`] : [];
  });
  expect(problems).toEqual([]);
  const byStatus = Object.entries(
    answers.reduce<Record<number, number>>((counts, { status }) => {
      counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    }, {}),
  );
  console.log(
    `Portman and Newman: ${requestsPerCaller} requests x ${callers.length} callers = ${answers.length} answers; ` +
      `by status: ${byStatus.map(([status, count]) => `${status}: ${count}`).join(', ')}`,
  );
}, 600_000);
