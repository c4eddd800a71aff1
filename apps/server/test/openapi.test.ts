import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from './request';
import { createTestApp, type TestContext } from './test-app';

let context: TestContext;
let document: {
  paths: Record<
    string,
    Record<
      string,
      { tags?: string[]; operationId?: string; security?: unknown; responses: Record<string, unknown> }
    >
  >;
  components: { securitySchemes: Record<string, unknown> };
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
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the OpenAPI document', () => {
  it('gives every operation a tag and a unique operationId', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(15);
    expect(all.filter(({ operation }) => !operation.tags?.length).map(({ path }) => path)).toEqual([]);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/timesheet/{id}/history']!.get!.operationId).toBe('getTimesheetByIdHistory');
  });

  it('names the session cookie as the security scheme of every signed-in operation, and of no public one', () => {
    expect(document.components.securitySchemes.session).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'timekeep_session',
    });
    expect(document.paths['/api/timesheet']!.get!.security).toEqual([{ session: [] }]);
    expect(document.paths['/api/health']!.get!.security).toBeUndefined();
  });

  it('documents the error answers each operation can give, in the shared error shape', () => {
    const save = document.paths['/api/timesheet/{id}']!.put!.responses;
    expect(Object.keys(save)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409', '415']),
    );
    expect(JSON.stringify(save['409'])).toContain('"code"');
    const health = document.paths['/api/health']!.get!.responses;
    expect(Object.keys(health)).not.toContain('401');
    const login = document.paths['/api/auth/login']!.get!.responses;
    expect(Object.keys(login)).toContain('429');
  });
});
