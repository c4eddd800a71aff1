// The Chromium that the end-to-end tests and the benchmark's keystroke measure drive: CHROMIUM_PATH, or
// Debian's at /usr/bin/chromium, installed with apt when it is missing and this runs as root. Run directly
// (`node scripts/chromium.mjs`, as `npm run bench` does), it only makes sure Chromium is there.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Chromium's path; exits the process with how to install it when there is none and it cannot be installed. */
export function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(chromium)) return chromium;
  if (process.getuid?.() === 0) {
    console.log('Installing Chromium (apt-get install chromium)...');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const installed = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' });
    if (installed.status === 0 && existsSync(chromium)) return chromium;
  }
  console.error(
    `Chromium was not found at ${chromium}. Install it with "sudo apt-get install -y chromium", ` +
      'or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureChromium();
