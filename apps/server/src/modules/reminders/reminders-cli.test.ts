import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, createTimesheet } from '../../../test/factories';
import type { Person } from '../../../test/request';
import { openPglite } from '../../db/client';
import { notifications, timesheetPeriods } from '../../db/schema';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Nothing listens here: the CLI finds no server holding the embedded database. */
const NOBODY_LISTENING = 'http://127.0.0.1:9';

let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'timekeep-reminders-cli-'));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run reminders -- ...` as the user runs it (tsx), on the embedded database in `dataDir`. */
function runCli(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/modules/reminders/reminders-cli.ts', ...args],
      {
        cwd: serverRoot,
        env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: NOBODY_LISTENING, DATABASE_URL: '', ...env },
        timeout: 60_000,
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The embedded database of `dataDir`, opened only while the CLI is not running. */
async function withDatabase<T>(use: (source: { database: ReturnType<typeof openPglite> }) => Promise<T>) {
  const database = openPglite(dataDir);
  try {
    await database.migrate();
    return await use({ database });
  } finally {
    await database.close();
  }
}

describe('npm run reminders', () => {
  it('reminds, for a past period named on the command line, who has not submitted it', async () => {
    const [late, done] = await withDatabase(async (source) => {
      await source.database.db
        .insert(timesheetPeriods)
        .values({ startDate: '2025-03-01', endDate: '2025-03-15' });
      // The lead is expected to submit too, and has not.
      const lead = await createPerson(source);
      const late = await createPerson(source, { teamLeadId: lead.id });
      const done = await createPerson(source, { teamLeadId: lead.id });
      await createTimesheet(source, done, { date: '2025-03-05', status: 'approved' });
      return [late, done];
    });

    const result = await runCli(['--period', '2025-03-05']);

    expect(result.stderr).not.toContain('Error');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'Reminded 2 people to submit their timesheet for Mar 1, 2025 - Mar 15, 2025 (after it ended).',
    );
    const subjects = (person: Person) =>
      withDatabase(async ({ database }) =>
        (
          await database.db
            .select({ subject: notifications.subject })
            .from(notifications)
            .where(eq(notifications.recipientId, person.id))
        ).map((row) => row.subject),
      );
    expect(await subjects(late!)).toEqual([
      'Reminder: your timesheet for Mar 1, 2025 - Mar 15, 2025 is not submitted yet.',
    ]);
    expect(await subjects(done!)).toEqual([]);

    expect(result.stdout).toContain(
      `The emails are not sent (no SMTP_URL): read them at ${NOBODY_LISTENING}/dev/outbox.`,
    );

    const again = await runCli(['--period', '2025-03-05'], {
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Timekeep <timekeep@example.com>',
    });
    expect(again.stderr).not.toContain('Error');
    expect(again.stdout).toContain('Reminded 0 people');
    expect(again.stdout).toContain('The app servers send the emails through the mail server (SMTP_URL).');
    expect(again.stdout).not.toContain('/dev/outbox');
  });

  it('refuses a date it cannot read, and a period not begun', async () => {
    const badDate = await runCli(['--period', '2025-02-30']);
    expect(badDate.code).toBe(1);
    expect(badDate.stderr).toContain('--period must be a date written YYYY-MM-DD, not "2025-02-30".');

    const future = await runCli(['--period', '2999-01-01']);
    expect(future.code).toBe(1);
    expect(future.stderr).toContain(
      'The period starting 2999-01-01 has not begun yet: nobody can submit it.',
    );
  });

  it('leaves the embedded database alone while a server answers at the configured address', async () => {
    const server: Server = createServer((_, response) => response.end('{"status":"ok"}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const result = await runCli(['--period', '2025-03-05'], { PUBLIC_URL: `http://127.0.0.1:${port}` });

      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        `The Timekeep server at http://127.0.0.1:${port} has the embedded database open.`,
      );
    } finally {
      server.close();
    }
  });
});
