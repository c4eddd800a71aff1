import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { STARTUP_LAG_GRACE_MS } from '../src/app';
import { anonymous, signedIn } from './request';
import { createTestApp, type TestContext } from './test-app';

/** @fastify/under-pressure samples the process once a second; a little more makes sure a sample was taken. */
const SAMPLE_MS = 1100;

let context: TestContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** Keeps the event loop busy for `ms`, in slices, so timers (the sampler's among them) still run between them. */
async function hogEventLoop(ms: number, sliceMs = 150) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const sliceEnd = Math.min(end, Date.now() + sliceMs);
    while (Date.now() < sliceEnd) {
      // busy: this is the overload
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const overloaded = {
  error: { code: 'overloaded', message: 'The server is busy. Please retry in a few seconds.' },
};

describe('load shedding', () => {
  it('answers 503 overloaded with Retry-After, before any database work, while the heap is past its limit (health still answers)', async () => {
    context = await createTestApp({ OVERLOAD_MAX_HEAP_USED_MB: '1' });
    const employee = await signedIn(context, 'employee@example.com');
    await sleep(SAMPLE_MS);
    const { result: response, statements } = await context.database.statements.during(() =>
      employee.get('/api/timesheet'),
    );
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(overloaded);
    expect(response.headers['retry-after']).toBe('10');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(statements).toEqual([]);
    const health = await anonymous(context).get('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('sheds load while the event loop lags past its limit, and serves again once it does not', async () => {
    context = await createTestApp({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '100' });
    const config = () => anonymous(context!).get('/api/config');
    const ready = Date.now();
    expect((await config()).statusCode).toBe(200);
    // Lag sampled in the first seconds after the app is ready is its start's own work: nothing is shed.
    await hogEventLoop(SAMPLE_MS + 100);
    expect(Date.now() - ready).toBeLessThan(STARTUP_LAG_GRACE_MS);
    expect((await config()).statusCode).toBe(200);
    await sleep(Math.max(0, STARTUP_LAG_GRACE_MS - (Date.now() - ready)));
    await hogEventLoop(2 * SAMPLE_MS);
    const shed = await config();
    expect(shed.statusCode).toBe(503);
    expect(shed.json()).toEqual(overloaded);
    // Served again at the first sample without lag; on a machine busy with other work that can take a few.
    await expect
      .poll(async () => (await config()).statusCode, { timeout: 15 * SAMPLE_MS, interval: SAMPLE_MS })
      .toBe(200);
  });
});
