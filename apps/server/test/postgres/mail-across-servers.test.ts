import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson } from '../factories';
import { emailedAt, notifyInTransaction } from '../notification-mail';
import { eventually, SmtpStandIn } from '../smtp-stand-in';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { type ServerProcess, startServer } from './server-process';

/** Starting a server process (tsx compiles the app) takes seconds on a busy machine. */
const PROCESS_TEST = { timeout: 120_000 };
const MESSAGES = 40;

/** The notifications a server's log says it emailed (`notification email`, outcome `sent`). */
function sentBy(server: ServerProcess): number[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes('"msg":"notification email"') && line.includes('"outcome":"sent"'))
    .map((line) => (JSON.parse(line) as { notificationId: number }).notificationId);
}

describe('two app servers on one PostgreSQL', () => {
  const smtp = new SmtpStandIn();
  const servers: ServerProcess[] = [];
  let database: TestDatabase;

  beforeAll(async () => {
    await smtp.start();
    database = await createTestDatabase();
  }, PROCESS_TEST.timeout);

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
    await database?.destroy();
    await smtp.stop();
  });

  it('send each message exactly once, and stop cleanly', PROCESS_TEST, async () => {
    const env = { SMTP_URL: smtp.url, MAIL_FROM: 'timekeep@example.com', LOG_LEVEL: 'info' };
    servers.push(...(await Promise.all([startServer(database.url!, env), startServer(database.url!, env)])));
    const recipient = await createPerson({ database }, { email: 'twice@factory.test' });
    const ids = [
      ...(await notifyInTransaction(
        database,
        recipient.id,
        Array.from({ length: MESSAGES / 2 }, (_, index) => ({ subject: `Message ${index}` })),
      )),
      ...(await notifyInTransaction(
        database,
        recipient.id,
        Array.from({ length: MESSAGES / 2 }, (_, index) => ({ subject: `Message ${MESSAGES / 2 + index}` })),
      )),
    ];
    await eventually(async () => {
      for (const id of ids) if (!(await emailedAt(database, id))) return false;
      return true;
    }, 60_000);
    // Both servers poll every 2 s: a duplicate would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const subjects = smtp.received.map((mail) => mail.subject).sort();
    expect(subjects).toEqual(Array.from({ length: MESSAGES }, (_, index) => `Message ${index}`).sort());
    const [first, second] = servers.map(sentBy);
    expect([...first!, ...second!].sort((a, b) => a - b)).toEqual(ids);

    // SIGTERM: pg-boss and its worker stop with the app, and the process exits 0 (no timer keeps it up).
    for (const server of servers) server.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0]);
  });
});
