import { type ChildProcess, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface AppProcess {
  base: string;
  child: ChildProcess;
  /** Its log (standard output, at LOG_LEVEL warn), in the system's temporary folder until it is stopped. */
  logFile: string;
  /** Resident memory of the process now, in MiB. */
  rssMiB(): number;
  stop(): Promise<void>;
}

/**
 * The built server (`npm run build` first) as production runs it, on a port of its own; `nodeOptions`: Node's
 * own options before the script (some, such as `--cpu-prof`, are refused in NODE_OPTIONS).
 */
export async function startApp(env: Record<string, string>, nodeOptions: string[] = []): Promise<AppProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(os.tmpdir(), `timekeep-bench-app-${port}.log`);
  const child = spawn(process.execPath, [...nodeOptions, path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    stdio: ['ignore', openSync(logFile, 'w'), 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEV_SSO: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SIGN_IN_RATE_LIMIT: '100000',
      ...env,
    },
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    child,
    logFile,
    rssMiB() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    // Resolves at once for a process that already ended (a crashed app must not hang the run's clean-up), and
    // kills one that has not stopped 10 seconds after being asked to.
    stop: async () => {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(forced);
          resolve();
        });
        child.kill('SIGTERM');
      });
      rmSync(logFile, { force: true });
    },
  };
}

/** CPU time in clock ticks of a process (user and system), 0 for one that has ended. */
function ticksOf(pid: string | number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** CPU ticks of each PostgreSQL process now, by process id. */
function postgresTicks(): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') ticks.set(pid, ticksOf(pid));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks;
}

/**
 * PostgreSQL's ticks between two readings, process by process: a backend that ended in between (a pool
 * closing an idle connection) takes its whole life's ticks with it, which a difference of sums would subtract.
 */
function postgresTicksSince(before: Map<string, number>): number {
  let ticks = 0;
  for (const [pid, now] of postgresTicks()) ticks += now - (before.get(pid) ?? 0);
  return ticks;
}

function busyMachineTicks(): number {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return user! + nice! + system! + irq! + softirq! + steal!;
}

/** Where the CPU went during `work`, in percent of one core: the machine, the given processes, PostgreSQL. */
export async function cpuDuring<T>(
  processes: readonly { child: ChildProcess }[],
  work: () => Promise<T>,
): Promise<{ result: T; machine: number; apps: number; postgres: number }> {
  const ticksPerSecond = 100; // USER_HZ, 100 on Linux (getconf CLK_TCK)
  const appTicks = () => processes.reduce((sum, app) => sum + ticksOf(app.child.pid!), 0);
  const before = { machine: busyMachineTicks(), apps: appTicks(), postgres: postgresTicks() };
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const percent = (ticks: number) => (100 * ticks) / ticksPerSecond / seconds;
  return {
    result,
    machine: percent(busyMachineTicks() - before.machine),
    apps: percent(appTicks() - before.apps),
    postgres: percent(postgresTicksSince(before.postgres)),
  };
}

/**
 * Holds a process to a share of one core, the way a container's CPU limit does (the kernel's CFS quota of a
 * cgroup of its own): `share` 0.5 lets it run 50 ms of every 100 ms. cgroup v2 (`cpu.max`) where the machine
 * mounts it whole, else v1's cpu controller (`cpu.cfs_quota_us`). Needs root; answers why not, instead of a
 * release function, where the cgroup cannot be made.
 */
export function holdToCpuShare(pid: number, share: number): { release(): void } | { refused: string } {
  const periodMicroseconds = 100_000;
  const quota = Math.round(share * periodMicroseconds);
  const unified = existsSync('/sys/fs/cgroup/cgroup.controllers');
  const parent = unified ? '/sys/fs/cgroup' : '/sys/fs/cgroup/cpu';
  const group = path.join(parent, `timekeep-bench-${pid}`);
  try {
    if (unified) writeFileSync(path.join(parent, 'cgroup.subtree_control'), '+cpu');
    mkdirSync(group);
    if (unified) writeFileSync(path.join(group, 'cpu.max'), `${quota} ${periodMicroseconds}`);
    else {
      writeFileSync(path.join(group, 'cpu.cfs_period_us'), String(periodMicroseconds));
      writeFileSync(path.join(group, 'cpu.cfs_quota_us'), String(quota));
    }
    writeFileSync(path.join(group, 'cgroup.procs'), String(pid));
  } catch (error) {
    if (existsSync(group)) rmdirSync(group);
    return {
      refused: `no CPU quota could be set (${(error as Error).message}); it needs root and a cgroup cpu controller`,
    };
  }
  return {
    release() {
      // A cgroup is removed once empty: its process goes back to the parent (or has ended).
      try {
        writeFileSync(path.join(parent, 'cgroup.procs'), String(pid));
      } catch {
        // The process has ended, which empties the group as well.
      }
      rmdirSync(group);
    },
  };
}
