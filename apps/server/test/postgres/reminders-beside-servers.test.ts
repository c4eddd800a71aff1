import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { notifications, timesheetPeriods } from '../../src/db/schema';
import { createPerson } from '../factories';
import { runRemindersCli } from '../reminders-cli';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { type ServerProcess, startServer } from './server-process';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serverOn(database: TestDatabase): Promise<ServerProcess> {
  const server = await startServer(database.url!);
  cleanups.push(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
  });
  return server;
}

// On PostgreSQL the reminders share the database with the app servers, as the README says: a server answering
// at PUBLIC_URL does not stop them (on the embedded database it does: reminders-cli.test.ts).
describe('npm run reminders on PostgreSQL', () => {
  it('runs while an app server has the database open, and the server goes on answering', {
    timeout: 120_000,
  }, async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.destroy());
    await database.db
      .insert(timesheetPeriods)
      .values({ startDate: '2019-03-01', endDate: '2019-03-15' })
      .onConflictDoNothing();
    const late = await createPerson({ database });
    const server = await serverOn(database);

    const result = await runRemindersCli(['--period', '2019-03-05'], {
      DATABASE_URL: database.url!,
      PUBLIC_URL: server.url,
    });

    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const reminded =
      /^Reminded (\d+) (?:person|people) to submit their timesheet for Mar 1, 2019 - Mar 15, 2019 \(after it ended\)\.$/m.exec(
        result.stdout,
      );
    expect(reminded).not.toBeNull();
    const sent = await database.db
      .select({ recipientId: notifications.recipientId })
      .from(notifications)
      .where(eq(notifications.kind, 'timesheet_reminder'));
    expect(sent).toHaveLength(Number(reminded![1]));
    expect(
      await database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.kind, 'timesheet_reminder'), eq(notifications.recipientId, late.id))),
    ).toHaveLength(1);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
