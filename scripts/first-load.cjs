// The files a browser downloads before a screen of the built web app can show: the entry, the screen's lazy
// route module, and every chunk those import statically, read from Vite's manifest. Used by the bundle-size
// check (`.size-limit.cjs`) and by the benchmark.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

const dist = path.join(__dirname, '../apps/web/dist');

function firstLoadOf(routeModule) {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error('apps/web/dist has no Vite manifest: run `npm run build` first.');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const chunks = new Set();
  const visit = (key) => {
    if (chunks.has(key)) return;
    if (!manifest[key]) throw new Error(`The Vite manifest has no ${key}: was the route module moved?`);
    chunks.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit('index.html');
  visit(routeModule);
  return [...chunks].map((key) => path.join(dist, manifest[key].file));
}

/** The route module of /timesheets, the screen people open most. */
const TIMESHEETS_ROUTE = 'src/app/routes/timesheets.tsx';

module.exports = { firstLoadOf, TIMESHEETS_ROUTE };
