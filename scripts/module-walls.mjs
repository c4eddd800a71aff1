// `npm run lint` checks the walls of .dependency-cruiser.cjs over the server and the web (dependency-cruiser's
// JS API: its command line refuses Node 20); `npm run deps:graph` draws the server's modules and core as a
// graph in .tmp/ (SVG when Graphviz's `dot` is installed, the DOT text otherwise).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, format } from 'dependency-cruiser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs'));

/** Cruises `folders` (relative to the repository) with the walls, answering the reporter's output. */
export async function cruiseWalls(folders, extra = {}) {
  const previous = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise(folders, {
      ...config.options,
      ruleSet: { forbidden: config.forbidden },
      validate: true,
      ...extra,
    });
    return result.output;
  } finally {
    process.chdir(previous);
  }
}

/**
 * The rules a probe file at `probePath` (relative to the repository) breaks when it holds `source`: the file is
 * written, cruised alone and removed. The boundary tests show with it that the lint catches each kind of wall.
 */
export async function rulesBrokenBy(probePath, source) {
  const file = path.join(root, probePath);
  writeFileSync(file, source);
  try {
    const output = await cruiseWalls([probePath], { maxDepth: 1 });
    return output.summary.violations
      .filter((violation) => violation.from === probePath)
      .map((violation) => violation.rule.name);
  } finally {
    rmSync(file, { force: true });
  }
}

async function check() {
  let failed = false;
  for (const folder of ['apps/server/src', 'apps/web/src']) {
    const result = await cruiseWalls([folder]);
    const errors = result.summary.error;
    console.log(`${folder}: ${result.summary.totalCruised} files, ${errors} wall violation(s)`);
    if (errors > 0) {
      console.error((await format(result, { outputType: 'err-long' })).output);
      failed = true;
    }
  }
  if (failed) process.exit(1);
}

async function graph() {
  const dot = await cruiseWalls(['apps/server/src'], {
    outputType: 'dot',
    collapse: '^apps/server/src/(modules|core)/[^/]+|^apps/server/src/[^/]+',
    includeOnly: '^apps/server/src/',
    exclude: { path: '\\.test\\.ts$|(^|/)(dist|node_modules)/' },
  });
  const folder = path.join(root, '.tmp');
  mkdirSync(folder, { recursive: true });
  const dotFile = path.join(folder, 'server-modules.dot');
  writeFileSync(dotFile, dot);
  const svg = spawnSync('dot', ['-Tsvg', dotFile, '-o', path.join(folder, 'server-modules.svg')]);
  if (svg.error || svg.status !== 0) {
    console.log(`Wrote ${path.relative(root, dotFile)} (install Graphviz for an SVG: \`dot -Tsvg\`).`);
  } else {
    console.log(`Wrote ${path.relative(root, dotFile)} and .tmp/server-modules.svg.`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await (process.argv[2] === 'graph' ? graph() : check());
}
