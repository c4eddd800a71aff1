import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `npm run reminders -- ...` as the user runs it (tsx on the script), with `env` over the test's environment;
 * with FIXED_NOW in `env`, on the clock of `fixed-clock.mjs`, standing still at that moment.
 */
export function runRemindersCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  const clock = env.FIXED_NOW ? ['--import', './test/fixed-clock.mjs'] : [];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', ...clock, 'src/modules/reminders/reminders-cli.ts', ...args],
      { cwd: serverRoot, env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
