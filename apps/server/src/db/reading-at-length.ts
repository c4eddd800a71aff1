import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { type Database, openPostgres } from './client';

/** What reading at length reads through: the replica while it is fit to, else the primary. */
export type ReadingDatabase = Pick<Database, 'db' | 'streamRows'>;

/**
 * Where reads that take long and need not see the reader's own last write go (issue 42): reports, their
 * exports, Insights and the audit browser. Asked once per request or job, so a replica that falls behind or
 * goes down is left for the primary from the next one on.
 */
export interface ReadingAtLength {
  database(): ReadingDatabase;
  /** What health reports of the replica; null when there is none. */
  replicaStatus(): ReplicaStatus | null;
  /** Run by the app as it starts and closes: a replica's checks, then its pool. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `fit`: reading at length goes to the replica. Otherwise to the primary: `starting` before the first check,
 * `lagging` past the limit, `unreachable` when it does not answer, `not_a_replica` when the address names a
 * server that is not in recovery (a promoted replica, or the primary itself).
 */
export type ReplicaCondition = 'fit' | 'starting' | 'lagging' | 'unreachable' | 'not_a_replica';

export interface ReplicaStatus {
  reading: 'replica' | 'primary';
  condition: ReplicaCondition;
  /** How far behind the primary it was at the last check, to the check's interval; null when unknown. */
  lagMs: number | null;
}

/** Every read on the one database: no replica configured, or the embedded database. */
export function primaryOnly(primary: ReadingDatabase): ReadingAtLength {
  return {
    database: () => primary,
    replicaStatus: () => null,
    start: async () => undefined,
    stop: async () => undefined,
  };
}

/** The longest a check (or a read) waits to connect to the replica before taking it for unreachable. */
const REPLICA_CONNECT_TIMEOUT_MS = 2_000;

/** The replica of `config.databaseReplica` watched beside `primary`, or the primary alone without one. */
export function openReadingAtLength(
  config: Pick<Config, 'databaseReplica' | 'databasePool'>,
  primary: Database,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): ReadingAtLength {
  if (!config.databaseReplica || primary.kind !== 'postgres') return primaryOnly(primary);
  let watch: ReplicaWatch | undefined;
  const replica = openPostgres(config.databaseReplica.url, (error) => watch?.lost(error), {
    pool: {
      ...config.databasePool,
      connectTimeoutMs: Math.min(config.databasePool.connectTimeoutMs, REPLICA_CONNECT_TIMEOUT_MS),
    },
  });
  watch = watchReplica({ primary, replica, maxLagMs: config.databaseReplica.maxLagMs, log });
  return watch;
}

export interface ReplicaWatch extends ReadingAtLength {
  /** Checks the replica now, then every `checkEveryMs`; `stop` ends the checks and closes the replica's pool. */
  start(): Promise<void>;
  /** One check, as the timer runs it (tests call it to not wait for the timer). */
  check(): Promise<ReplicaStatus>;
  /** A connection to the replica failed: reading at length goes to the primary until a check finds it fit. */
  lost(error: Error): void;
}

/** A point of the primary's write-ahead log, and when it was read. */
interface LogSample {
  at: number;
  lsn: bigint;
}

/** The rows of a statement run with `execute`, as both drivers answer them. */
async function rowsOf<Row>(result: Promise<unknown>): Promise<Row[]> {
  return ((await result) as { rows: Row[] }).rows;
}

/** PostgreSQL's `X/Y` log sequence number as one number. */
function lsnOf(text: string): bigint {
  const [high, low] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/**
 * The replica's lag, measured without trusting either clock's idea of the other: each check reads the
 * primary's write position first, and keeps it with the time read. The replica holds everything the primary
 * had written at the latest such time whose position it has replayed, so it is at most that long behind (to
 * one check's interval). `pg_last_xact_replay_timestamp` would call an idle primary's replica late.
 */
function lagOf(samples: readonly LogSample[], replayed: bigint, now: number): number | null {
  let caughtUpTo: LogSample | undefined;
  for (const sample of samples) if (sample.lsn <= replayed) caughtUpTo = sample;
  if (caughtUpTo) return now - caughtUpTo.at;
  // Behind every position kept: at least as far behind as the oldest.
  return samples.length > 0 ? now - samples[0]!.at : null;
}

/**
 * Watches a streaming replica of `primary` and routes reading at length to it while it answers and lags less
 * than `maxLagMs`; else to the primary, logging each change of route once.
 */
export function watchReplica(options: {
  primary: Database;
  replica: Database;
  maxLagMs: number;
  checkEveryMs?: number;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}): ReplicaWatch {
  const { primary, replica, maxLagMs, log } = options;
  const checkEveryMs = options.checkEveryMs ?? 1000;
  let status: ReplicaStatus = { reading: 'primary', condition: 'starting', lagMs: null };
  let samples: LogSample[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<ReplicaStatus> | undefined;

  function settle(condition: ReplicaCondition, lagMs: number | null, error?: unknown): ReplicaStatus {
    const next: ReplicaStatus = { reading: condition === 'fit' ? 'replica' : 'primary', condition, lagMs };
    if (next.reading !== status.reading || (next.condition !== status.condition && condition !== 'fit')) {
      if (next.reading === 'replica') log.info({ lagMs }, 'reading at length from the replica');
      else
        log.warn(
          { condition, lagMs, err: error },
          'reading at length from the primary: the replica is not fit',
        );
    }
    status = next;
    return next;
  }

  async function checkOnce(): Promise<ReplicaStatus> {
    const now = () => Date.now();
    try {
      const [position] = await rowsOf<{ lsn: string }>(
        primary.db.execute(sql`SELECT pg_current_wal_lsn()::text AS lsn`),
      );
      samples.push({ at: now(), lsn: lsnOf(position!.lsn) });
    } catch {
      // The primary's own trouble is health's `db`; the replica is judged on the positions already kept.
    }
    // Older positions than twice the limit tell nothing more: a replica behind all of them is lagging anyway.
    const keepFrom = now() - 2 * maxLagMs;
    const firstKept = samples.findIndex((sample) => sample.at >= keepFrom);
    samples = firstKept === -1 ? samples.slice(-1) : samples.slice(Math.max(0, firstKept - 1));
    let replayed: string | null;
    let inRecovery: boolean;
    try {
      const [row] = await rowsOf<{ in_recovery: boolean; replayed: string | null }>(
        replica.db.execute(
          sql`SELECT pg_is_in_recovery() AS in_recovery, pg_last_wal_replay_lsn()::text AS replayed`,
        ),
      );
      inRecovery = row!.in_recovery;
      replayed = row!.replayed;
    } catch (error) {
      return settle('unreachable', null, error);
    }
    if (!inRecovery || replayed === null) return settle('not_a_replica', null);
    const lagMs = lagOf(samples, lsnOf(replayed), now());
    if (lagMs === null || lagMs > maxLagMs) return settle('lagging', lagMs);
    return settle('fit', lagMs);
  }

  return {
    database: () => (status.reading === 'replica' ? replica : primary),
    replicaStatus: () => status,
    lost(error) {
      settle('unreachable', null, error);
    },
    check() {
      running ??= checkOnce().finally(() => {
        running = undefined;
      });
      return running;
    },
    async start() {
      await this.check();
      timer = setInterval(() => void this.check(), checkEveryMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
      await replica.close();
    },
  };
}
