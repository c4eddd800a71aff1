// `npm start`: install if needed, build the web app and the server, then serve both on one port.
// Migrating and seeding the embedded database happen in the server at boot.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './bootstrap.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

ensureDependencies();
if (process.env.SKIP_BUILD !== 'true') {
  console.log('Building the web app and the server...');
  run('npm', ['run', 'build', '--workspace', 'apps/web', '--silent']);
  run('npm', ['run', 'build', '--workspace', 'apps/server', '--silent']);
}
run(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')]);
