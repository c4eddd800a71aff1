import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPerson, createTimesheet } from '../../../test/factories';
import { runRemindersCli } from '../../../test/reminders-cli';
import type { Person } from '../../../test/request';
import { openPglite } from '../../db/client';
import { notifications, timesheetPeriods } from '../../db/schema';

const USAGE = `Usage: npm run reminders [-- --period YYYY-MM-DD]
  --period DATE   remind now everyone yet to submit the timesheet of the period holding DATE
  (no option)     run today's scheduled reminders: those due today, and the team leads' digest`;
/** Nothing listens here: the CLI finds no server holding the embedded database. */
const NOBODY_LISTENING = 'http://127.0.0.1:9';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'timekeep-reminders-cli-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run reminders -- ...` on the embedded database in `dataDir`. */
function runCli(args: string[], env: Record<string, string> = {}) {
  return runRemindersCli(args, { DATA_DIR: dataDir, PUBLIC_URL: NOBODY_LISTENING, DATABASE_URL: '', ...env });
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
    // The refusal alone, not an error's stack.
    expect(future.stderr.trim()).toBe(
      'The period starting 2999-01-01 has not begun yet: nobody can submit it.',
    );
  });

  it('prints its usage when asked, and with an option it does not know', async () => {
    const help = await runCli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toBe(`${USAGE}\n`);

    const misspelt = await runCli(['--perod', '2025-03-05']);
    expect(misspelt.code).toBe(1);
    expect(misspelt.stderr).toContain("Unknown option '--perod'");
    expect(misspelt.stderr).toContain(USAGE);
  });

  it('refuses a configuration the server would refuse, with the same message', async () => {
    const result = await runCli(['--period', '2025-03-05'], {
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: '',
    });

    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Invalid configuration:\n  MAIL_FROM: required with SMTP_URL (the sender of every email)',
    );
  });

  it("runs a day's scheduled reminders: a period's on its last working day, the digest each working day, each once, none on a weekend", async () => {
    const lead = await withDatabase(async (source) => {
      await source.database.db
        .insert(timesheetPeriods)
        .values({ startDate: '2025-03-01', endDate: '2025-03-15' });
      const lead = await createPerson(source);
      const member = await createPerson(source, { teamLeadId: lead.id });
      await createTimesheet(source, member, { date: '2025-03-05', status: 'pending' });
      return lead;
    });
    // No mail server and an address that is not this machine's: emails are off, as in production without SMTP.
    const on = (day: string) =>
      runCli([], { FIXED_NOW: `${day}T12:00:00Z`, PUBLIC_URL: 'http://0.0.0.0:9', DEV_SSO: 'true' });

    const saturday = await on('2025-03-15');
    expect(saturday.code).toBe(0);
    expect(saturday.stdout).toBe(
      '2025-03-15 is not a working day: no reminders are due.\n' +
        'People already reminded today are not reminded twice. Emails are off (no SMTP_URL): the reminders are in the app only.\n',
    );

    const tuesday = await on('2025-03-11');
    expect(tuesday.stdout).toContain('No timesheet reminders are due on 2025-03-11.\n');
    expect(tuesday.stdout).toContain('Sent the pending-approvals digest to 1 team lead.\n');

    const lastWorkingDay = await on('2025-03-14');
    expect(lastWorkingDay.stdout).toContain(
      'Reminded 1 person to submit their timesheet for Mar 1, 2025 - Mar 15, 2025 (its last working day).\n',
    );
    expect(lastWorkingDay.stdout).toContain('Sent the pending-approvals digest to 1 team lead.\n');
    expect(lastWorkingDay.stdout).not.toContain('No timesheet reminders');

    const again = await on('2025-03-14');
    expect(again.stdout).toContain(
      'Reminded 0 people to submit their timesheet for Mar 1, 2025 - Mar 15, 2025',
    );
    expect(again.stdout).toContain('Sent the pending-approvals digest to 0 team leads.\n');

    const subjects = await withDatabase(async ({ database }) =>
      (
        await database.db
          .select({ subject: notifications.subject })
          .from(notifications)
          .where(eq(notifications.recipientId, lead.id))
          .orderBy(notifications.id)
      ).map((row) => row.subject),
    );
    expect(subjects).toEqual([
      '1 timesheet is waiting for your approval.',
      'Reminder: your timesheet for Mar 1, 2025 - Mar 15, 2025 is not submitted yet.',
      '1 timesheet is waiting for your approval.',
    ]);
  });

  it('leaves the embedded database alone while a server answers at the configured address, and points to the app', async () => {
    const server: Server = createServer((_, response) => response.end('{"status":"ok"}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const result = await runCli(['--period', '2025-03-05'], { PUBLIC_URL: `http://127.0.0.1:${port}` });

      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        `The Timekeep server at http://127.0.0.1:${port} has the embedded database open, and only one process may.`,
      );
      // The way to remind without stopping it.
      expect(result.stderr).toContain(
        `Send the reminders from the app instead, while it runs: sign in as an admin and choose Send Reminders at http://127.0.0.1:${port}/admin/periods`,
      );
    } finally {
      server.close();
    }
  });

  it('goes on when the configured address does not answer within two seconds', async () => {
    // Takes the connection and never answers: no server of ours.
    const server: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const result = await runCli(['--period', '2025-03-05'], { PUBLIC_URL: `http://127.0.0.1:${port}` });

      expect(result.code).toBe(0);
      expect(result.stdout).toContain(
        'Reminded 0 people to submit their timesheet for Mar 1, 2025 - Mar 15, 2025',
      );
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
