import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../bench/processes';

/**
 * A PostgreSQL server of a test's own (initdb into a temporary folder, on a free port), which the test may
 * stop and start again without touching the machine's server that the other test files share. PostgreSQL
 * refuses to run as root, so as root its programs run as the `postgres` user, which owns the folder.
 */
export interface PrivateCluster {
  url: string;
  port: number;
  start(): void;
  /** `pg_ctl stop -m fast`: every connection is closed and new ones are refused until `start`. */
  stop(): void;
  destroy(): void;
}

function binFolder(): string {
  return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
}

/**
 * `replicaOf`: a streaming replica of that cluster instead of a new one (`pg_basebackup -R`: a copy of its
 * data that follows its write-ahead log through `primary_conninfo`), read-only until promoted. The copy starts
 * at once (`-c fast`: an immediate checkpoint, not one spread over minutes as a server's own are).
 */
export async function createPrivateCluster(
  options: { replicaOf?: PrivateCluster } = {},
): Promise<PrivateCluster> {
  const bin = binFolder();
  const folder = mkdtempSync(path.join(tmpdir(), 'timekeep-pg-'));
  const dataFolder = path.join(folder, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(folder, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const [command, commandArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]]
      : [path.join(bin, program), args];
    const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  if (options.replicaOf) {
    // initdb's trust authentication lets 127.0.0.1 replicate too.
    run('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(options.replicaOf.port), '-U', 'postgres'],
      ...['-D', dataFolder, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
    ]);
  } else {
    run('initdb', ['-D', dataFolder, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  }
  // A replica tells its primary which rows its queries still read (hot_standby_feedback), as the README's
  // deployment asks: else the primary's vacuum removes them and a report longer than 30 s on the replica is
  // cancelled ("conflict with recovery").
  const serverOptions = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off${options.replicaOf ? ' -c hot_standby_feedback=on' : ''}`;
  const cluster: PrivateCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () =>
      run('pg_ctl', ['-D', dataFolder, '-o', serverOptions, '-l', path.join(folder, 'log'), '-w', 'start']),
    stop: () => run('pg_ctl', ['-D', dataFolder, '-m', 'fast', '-w', 'stop']),
    destroy() {
      const stopped = spawnSync(asRoot ? 'runuser' : path.join(bin, 'pg_ctl'), [
        ...(asRoot ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl')] : []),
        '-D',
        dataFolder,
        '-m',
        'immediate',
        'stop',
      ]);
      // A server pg_ctl could not stop would outlive its removed folder: its postmaster is told to quit at once
      // (SIGQUIT, PostgreSQL's immediate shutdown), as pg_ctl would have.
      const pidFile = path.join(dataFolder, 'postmaster.pid');
      if (stopped.status !== 0 && existsSync(pidFile)) {
        const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
        if (postmaster > 0) process.kill(postmaster, 'SIGQUIT');
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
