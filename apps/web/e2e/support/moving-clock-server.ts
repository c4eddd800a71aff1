import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** An app server of a spec's own whose clock the spec moves (see moving-clock.mjs). */
export interface MovingClockServer {
  origin: string;
  /** The server's time now, in milliseconds. */
  now(): number;
  /** Moves the server's clock ahead by `by` milliseconds. */
  moveClock(by: number): void;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address() as net.AddressInfo;
      probe.close(() => resolve(address.port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app server exited (${child.exitCode})`);
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts the built app on a fresh embedded database (migrated and seeded at its first start) with a clock the
 * spec moves: Chromium's cookie jar keeps the real time, so the server's clock is what moves. `env` adds to the
 * server's environment.
 */
export async function startMovingClockServer(
  name: string,
  env: NodeJS.ProcessEnv = {},
): Promise<MovingClockServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const folder = path.join(root, '.tmp', `e2e-${name}-${port}`);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const clockFile = path.join(folder, 'clock-offset');
  let offset = 0;
  // Replaced whole (written beside it, then renamed), so the server never reads it half written.
  const writeOffset = () => {
    writeFileSync(`${clockFile}.next`, String(offset));
    renameSync(`${clockFile}.next`, clockFile);
  };
  writeOffset();
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(folder, 'data'),
    LOG_LEVEL: 'warn',
    TZ: 'UTC',
    CLOCK_OFFSET_FILE: clockFile,
    ...env,
  };
  delete serverEnv.DATABASE_URL;
  delete serverEnv.PUBLIC_URL;
  const clock = pathToFileURL(path.join(root, 'apps/web/e2e/support/moving-clock.mjs')).href;
  const server = spawn(process.execPath, ['--import', clock, 'apps/server/dist/server.js'], {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(origin, server);
  return {
    origin,
    now: () => Date.now() + offset,
    moveClock(by) {
      offset += by;
      writeOffset();
    },
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
