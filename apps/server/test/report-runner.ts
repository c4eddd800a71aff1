import type { PassThrough } from 'node:stream';
import { afterAll, beforeAll } from 'vitest';
import type { Actor } from '../src/core/actor';
import type { ReportDefinition } from '../src/modules/reports/report-definition';
import { runReport } from '../src/modules/reports/run-report';
import { createPerson } from './factories';
import { employeeActorOf } from './request';
import { capturedLog, createTestApp, type TestContext } from './test-app';

const settings = { maxDays: 366, today: '2026-01-15' };

/**
 * For tests of `runReport` itself: a test app logging at info into `log`, and an employee to run reports as
 * (made before the file's tests, closed after). `run` runs a definition without filters, `chunkRows` at a time.
 */
export function reportRunner() {
  const log = capturedLog();
  let context: TestContext;
  let actor: Actor;
  beforeAll(async () => {
    context = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: log.stream });
    actor = employeeActorOf(await createPerson(context));
  });
  afterAll(async () => {
    await context?.close();
  });
  return {
    log,
    get database() {
      return context.database;
    },
    run<Row, Presented>(definition: ReportDefinition<null, Row, Presented>, chunkRows?: number) {
      return runReport(context.database, definition, actor, null, settings, context.app.log, chunkRows);
    },
  };
}

/** The whole answer as text; rejects with the error that ended it early. */
export async function textOf(output: PassThrough) {
  let text = '';
  for await (const chunk of output) text += String(chunk);
  return text;
}
