import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { access } from '../src/plugins/access';
import { reachedAtPublicUrl } from './public-host';
import { anonymous } from './request';
import { TEST_PUBLIC_URL, testConfig } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  app = await buildApp({
    config: testConfig(),
    database,
    webRoot: null,
  });
  reachedAtPublicUrl(app, TEST_PUBLIC_URL);
  app.get('/api/test/crash', { config: { access: access.public('test only') } }, async () => {
    throw new Error('connection string postgres://secret@db/internal leaked');
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

describe('failures', () => {
  it('never sends internals in a 5xx', async () => {
    const response = await anonymous({ app }).get('/api/test/crash');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong on our side. Please retry shortly.' },
    });
    expect(response.body).not.toContain('secret');
  });

  it('reports 503 with db down when the database does not answer', async () => {
    await database.close();
    const response = await anonymous({ app }).get('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', db: 'down' });
  });
});
