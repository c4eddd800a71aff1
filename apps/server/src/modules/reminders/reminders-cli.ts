import { parseArgs } from 'node:util';
import { isIsoDate } from '@timekeep/shared/domain/periods';
import { formatDateRange } from '@timekeep/shared/domain/time-off-dates';
import { type Config, ConfigError, parseConfig } from '../../config';
import { openDatabase } from '../../db/open-database';
import { todayIn } from './reminder-days';
import {
  PeriodNotStartedError,
  type PeriodReminded,
  remindPeriodOf,
  sendDueReminders,
} from './send-reminders';

const USAGE = `Usage: npm run reminders [-- --period YYYY-MM-DD]
  --period DATE   remind now everyone yet to submit the timesheet of the period holding DATE
  (no option)     run today's scheduled reminders: those due today, and the team leads' digest`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function describe({ period, occasion, reminded }: PeriodReminded): string {
  const range = formatDateRange(period.startDate, period.endDate);
  const when = occasion === 'last-working-day' ? 'its last working day' : 'after it ended';
  return `Reminded ${reminded} ${reminded === 1 ? 'person' : 'people'} to submit their timesheet for ${range} (${when}).`;
}

/**
 * The embedded database serves one process: opened here while a server has it open, both would write to
 * the same files. A server answering at the configured address is that server; it sends the same reminders
 * from its admin screen, so nobody has to stop it.
 */
async function refuseWhileServerRuns(publicUrl: string): Promise<void> {
  const answered = await fetch(`${publicUrl}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  if (answered) {
    fail(
      `The Timekeep server at ${publicUrl} has the embedded database open, and only one process may. ` +
        `Send the reminders from the app instead, while it runs: sign in as an admin and choose Send Reminders at ${publicUrl}/admin/periods (each person is reminded once, whichever way). ` +
        'Otherwise stop the server, run this again, then start it (it sends their emails), or use PostgreSQL (DATABASE_URL), which any number of processes share.',
    );
  }
}

/** Where the reminders' emails end up, as the app servers (with the same settings) send them. */
function whereEmailsGo({ mail, publicUrl }: Config): string {
  switch (mail.kind) {
    case 'smtp':
      return 'The app servers send the emails through the mail server (SMTP_URL).';
    case 'development-outbox':
      return `The emails are not sent (no SMTP_URL): read them at ${publicUrl}/dev/outbox.`;
    case 'off':
      return 'Emails are off (no SMTP_URL): the reminders are in the app only.';
  }
}

let options: { period?: string; help?: boolean };
try {
  options = parseArgs({ options: { period: { type: 'string' }, help: { type: 'boolean' } } }).values;
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
if (options.period !== undefined && !isIsoDate(options.period)) {
  fail(`--period must be a date written YYYY-MM-DD, not "${options.period}".\n${USAGE}`);
}

let config: ReturnType<typeof parseConfig>;
try {
  config = parseConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
if (!config.databaseUrl) await refuseWhileServerRuns(config.publicUrl);

const database = openDatabase(config, console);
try {
  await database.migrate();
  const today = todayIn(config.reminders.timeZone);
  if (options.period !== undefined) {
    console.log(describe(await remindPeriodOf(database.db, options.period, today)));
  } else {
    const run = await sendDueReminders(database.db, today);
    if (!run.workingDay) console.log(`${today} is not a working day: no reminders are due.`);
    else {
      if (run.timesheetReminders.length === 0) console.log(`No timesheet reminders are due on ${today}.`);
      for (const reminded of run.timesheetReminders) console.log(describe(reminded));
      console.log(
        `Sent the pending-approvals digest to ${run.digests} team ${run.digests === 1 ? 'lead' : 'leads'}.`,
      );
    }
  }
  console.log(`People already reminded today are not reminded twice. ${whereEmailsGo(config)}`);
} catch (error) {
  if (error instanceof PeriodNotStartedError) fail(error.message);
  throw error;
} finally {
  await database.close();
}
