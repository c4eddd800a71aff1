import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { reachedAtPublicUrl } from './public-host';
import { anonymous } from './request';
import { TEST_PUBLIC_URL, testConfig } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let app: App;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'timekeep-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><title>Timekeep</title><div id="root"></div>',
  );
  writeFileSync(path.join(webRoot, 'assets', 'app-123.js'), 'console.log(1)');
  database = await createTestDatabase({ seed: false });
  app = await buildApp({ config: testConfig(), database, webRoot });
  reachedAtPublicUrl(app, TEST_PUBLIC_URL);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.destroy();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the web app', () => {
  it('declares access on the static routes too', () => {
    const undeclared = app.registeredRoutes.filter((route) => route.access === undefined);
    expect(undeclared).toEqual([]);
  });

  it('serves the app shell for page paths, so the client router can answer them', async () => {
    for (const url of ['/', '/timesheets', '/no/such/page']) {
      const response = await anonymous({ app }).get(url, { headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a directory path with the app shell, never a 500', async () => {
    const response = await anonymous({ app }).get('/assets/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="root">');
  });

  it('answers a missing asset that is not a page with a JSON 404', async () => {
    const response = await anonymous({ app }).get('/assets/app-404.js', { headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('serves hashed assets with a long cache life', async () => {
    const response = await anonymous({ app }).get('/assets/app-123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it.each(['/api/nothing', '/%61pi/nothing'])('keeps unknown API paths a JSON 404 (%s)', async (url) => {
    const response = await anonymous({ app }).get(url, { headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('a method the path does not answer', () => {
  /** `/api/ptos/:id` and `/api/ptos/:ptoId` are one path shape. */
  const shapeOf = (url: string) => url.replace(/:\w+/g, ':');
  const apiRoutes = () => app.registeredRoutes.filter((route) => route.url.startsWith('/api/'));
  const methodsOf = (url: string) =>
    [
      ...new Set(
        apiRoutes()
          .filter((route) => shapeOf(route.url) === shapeOf(url))
          .map((route) => route.method),
      ),
    ].sort();

  it.each([
    ['/api/ptos/balances', ['GET', 'HEAD']],
    ['/api/resources/all_resources', ['GET', 'HEAD']],
    ['/api/team/ptos/approve', ['POST']],
    ['/api/ptos/12', ['DELETE', 'PUT']],
  ])('answers OPTIONS %s with 405 naming that path’s own methods', async (url, allowed) => {
    const response = await anonymous({ app }).send('OPTIONS', url);
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allowed.join(', '));
    expect(response.json().error.message).toBe(`OPTIONS is not allowed here; use ${allowed.join(', ')}.`);
  });

  it('names, for every API path, the methods of its own routes and never a parametric sibling’s', async () => {
    const wrong: { url: string; allow: string | undefined; expected: string }[] = [];
    for (const url of new Set(apiRoutes().map((route) => route.url))) {
      const path = url.replace(/:\w+/g, '12');
      const response = await anonymous({ app }).send('OPTIONS', path);
      const expected = methodsOf(url).join(', ');
      if (response.statusCode !== 405 || response.headers.allow !== expected) {
        wrong.push({ url: path, allow: response.headers.allow as string | undefined, expected });
      }
    }
    expect(wrong).toEqual([]);
  });
});
