import { errorStatus } from '@timekeep/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeScope } from '../src/plugins/token-scopes';
import { signedIn } from './request';
import type { JsonSchema } from './schema-inputs';
import { createTestApp, type TestContext } from './test-app';

interface Operation {
  tags?: string[];
  summary?: string;
  operationId?: string;
  security?: unknown[];
  /** The scope an API token needs to call it (issue 41). */
  'x-token-scope'?: string;
  parameters?: { name: string; in: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

let context: TestContext;
let document: {
  info: { license?: { name: string } };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, JsonSchema> };
};

beforeAll(async () => {
  context = await createTestApp();
  document = (await (await signedIn(context, 'employee@example.com')).get('/api/openapi.json')).json();
});
afterAll(async () => {
  await context?.close();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      path,
      method,
      operation,
      name: `${method.toUpperCase()} ${path}`,
    })),
  );

/** The statuses an operation documents. */
const statusesOf = (operation: Operation) => Object.keys(operation.responses);

/** Every number, string and array in a schema that an outside fuzzer could not bound from the document. */
function unbounded(schema: JsonSchema | undefined, where: string, into: string[]) {
  if (!schema) return;
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) unbounded(part, where, into);
  const inherited = { maxLength: schema.maxLength };
  for (const part of schema.allOf ?? []) unbounded({ ...inherited, ...part }, where, into);
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  const fixed = schema.enum !== undefined || schema.const !== undefined;
  if (types.includes('string') && schema.maxLength === undefined && !fixed) into.push(`${where}: string`);
  if ((types.includes('number') || types.includes('integer')) && !fixed) {
    if (schema.minimum === undefined || schema.maximum === undefined) into.push(`${where}: number`);
  }
  if (types.includes('array')) {
    if (schema.maxItems === undefined) into.push(`${where}: array`);
    unbounded(schema.items, `${where}[]`, into);
  }
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    unbounded(property, `${where}.${key}`, into);
  }
}

describe('the OpenAPI document', () => {
  it('holds every API route the app registers', () => {
    const documented = new Set(operations().map(({ name }) => name));
    const missing = context.app.registeredRoutes
      .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
      .filter((route) => route.url !== '/api/openapi.json')
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`)
      .filter((name) => !documented.has(name));
    expect(missing).toEqual([]);
  });

  it('gives every operation a tag, a summary and a unique operationId', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter(({ operation }) => !operation.tags?.length).map(({ name }) => name)).toEqual([]);
    expect(all.filter(({ operation }) => !operation.summary?.trim()).map(({ name }) => name)).toEqual([]);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/timesheet/{id}/history']!.get!.operationId).toBe('getTimesheetByIdHistory');
  });

  it('names the session cookie, and the bearer token where one may call, as the security schemes of every signed-in operation, and none (an empty list) of a public one', () => {
    expect(document.components.securitySchemes.session).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: context.app.sessionCookies.sessionName,
    });
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(context.app.sessionCookies.sessionName).toBe('timekeep_session');
    const publicOperations = new Set(
      context.app.registeredRoutes
        .filter((route) => route.access?.kind === 'public')
        .map((route) => `${route.method} ${route.url}`),
    );
    for (const { name, operation } of operations()) {
      const [method, url] = name.split(' ') as [string, string];
      const scope = routeScope(method, url.replace(/\{(\w+)\}/g, ':$1'));
      expect({ name, security: operation.security, scope: operation['x-token-scope'] }).toEqual({
        name,
        security: publicOperations.has(name)
          ? []
          : scope
            ? [{ session: [] }, { bearer: [] }]
            : [{ session: [] }],
        scope: publicOperations.has(name) ? undefined : (scope ?? undefined),
      });
    }
  });

  it('names its server (the origin that serves it) and its license', () => {
    expect(document.servers?.map(({ url }) => url)).toEqual(['/']);
    expect(document.info.license?.name).toBe('Proprietary: internal use only');
  });

  it('describes every error answer by one shared error schema', () => {
    const error = document.components.schemas.Error!;
    expect(error.required).toEqual(['error']);
    expect(Object.keys(error.properties!.error!.properties!)).toEqual(['code', 'message', 'field']);
    const inline: string[] = [];
    for (const { name, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        const isError = Number(status) >= 400 && !(name === 'GET /api/health' && status === '503');
        const schema = response.content?.['application/json']?.schema;
        if (isError && schema?.$ref !== '#/components/schemas/Error') inline.push(`${name} ${status}`);
      }
    }
    expect(inline).toEqual([]);
  });

  it('lists the errors each kind of operation can give, and a success answer for each', () => {
    const missing: string[] = [];
    const expectStatuses = (name: string, operation: Operation, statuses: number[]) => {
      for (const status of statuses) {
        if (!statusesOf(operation).includes(String(status))) missing.push(`${name} ${status}`);
      }
    };
    for (const { name, method, operation } of operations()) {
      if (!statusesOf(operation).some((status) => /^[23]/.test(status))) missing.push(`${name} 2xx`);
      expectStatuses(name, operation, [errorStatus.internal_error, errorStatus.database_unavailable]);
      const needsSession = Boolean(operation.security?.length);
      if (needsSession) expectStatuses(name, operation, [401, 403]);
      if (operation.parameters?.length || operation.requestBody) expectStatuses(name, operation, [400]);
      if (needsSession && (operation.parameters?.length || operation.requestBody)) {
        expectStatuses(name, operation, [404]);
      }
      if (['post', 'put', 'patch', 'delete'].includes(method)) {
        expectStatuses(name, operation, [400, 403, 409, 413, 415, 422]);
      }
    }
    expect(missing).toEqual([]);
    expect(statusesOf(document.paths['/api/auth/login']!.get!)).toEqual(
      expect.arrayContaining(['302', '429']),
    );
    expect(statusesOf(document.paths['/api/health']!.get!)).not.toContain('401');
    expect(statusesOf(document.paths['/api/ptos/{id}']!.delete!)).toContain('204');
    expect(
      Object.keys(document.paths['/api/accounting_report/export']!.get!.responses['200']!.content!),
    ).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
  });

  it('bounds every number, string and array a caller sends', () => {
    const found: string[] = [];
    for (const { name, operation } of operations()) {
      for (const parameter of operation.parameters ?? []) {
        unbounded(parameter.schema, `${name} ${parameter.in}.${parameter.name}`, found);
      }
      unbounded(operation.requestBody?.content['application/json']?.schema, `${name} body`, found);
    }
    expect(found).toEqual([]);
  });

  it('lists null in every enum of a nullable value, as OpenAPI 3.0.3 requires for null to be allowed', () => {
    const nullableEnums: { where: string; listsNull: boolean }[] = [];
    const walk = (node: unknown, where: string) => {
      if (node === null || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) walk(value, `${where}/${key}`);
      const schema = node as { nullable?: unknown; enum?: unknown[] };
      if (schema.nullable === true && Array.isArray(schema.enum)) {
        nullableEnums.push({ where, listsNull: schema.enum.includes(null) });
      }
    };
    walk(document.paths, '');
    expect(nullableEnums.length).toBeGreaterThan(0);
    expect(nullableEnums.filter(({ listsNull }) => !listsNull)).toEqual([]);
  });
});
