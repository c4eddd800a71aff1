// `npm run test:mutation [rules|server|cli] [-- stryker options]`: Stryker on a target of stryker.config.mjs, then
// the score per file into docs/quality.md (between the target's markers). `rules` (the default) is the shared
// domain and the policies; `server` is the services and queries against the whole server suite on PGlite,
// slow: narrow it with `--mutate <file>`; `cli` is the modules' command-line scripts against their own tests. Incremental: results of unchanged mutants are reused from
// reports/mutation/<target>.incremental.json (not committed); `--force` runs every mutant again.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './bootstrap.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const targets = ['rules', 'server', 'cli'];
const [first, ...rest] = process.argv.slice(2);
const target = targets.includes(first) ? first : 'rules';
const strykerArgs = targets.includes(first) ? rest : process.argv.slice(2);

ensureDependencies();
const run = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs', ...strykerArgs], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, MUTATION_TARGET: target, TZ: 'UTC', TEST_DB: 'pglite' },
});
const report = path.join(root, 'reports', 'mutation', `${target}.json`);
if (run.status !== 0 || !existsSync(report)) process.exit(run.status ?? 1);

const detected = new Set(['Killed', 'Timeout']);
const undetected = new Set(['Survived', 'NoCoverage']);
const rows = Object.entries(JSON.parse(readFileSync(report, 'utf8')).files)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([file, { mutants }]) => {
    const count = (statuses) => mutants.filter((mutant) => statuses.has(mutant.status)).length;
    const [killed, missed] = [count(detected), count(undetected)];
    const score = killed + missed === 0 ? 100 : (100 * killed) / (killed + missed);
    return {
      file,
      score,
      killed,
      survived: count(new Set(['Survived'])),
      noCoverage: count(new Set(['NoCoverage'])),
      // Disabled in the code with a `Stryker disable` comment giving the reason (equivalent mutants), and, in a
      // run with `--ignoreStatic`, the static mutants (evaluated when their module loads), made by hand instead.
      ignored: count(new Set(['Ignored'])),
    };
  });
const header = [
  '| file | score | killed | survived | no coverage | ignored (equivalent, or static under `--ignoreStatic`) |',
  '|---|---:|---:|---:|---:|---:|',
];
const rowLine = (row) =>
  `| \`${row.file}\` | ${row.score.toFixed(1)}% | ${row.killed} | ${row.survived} | ${row.noCoverage} | ${row.ignored} |`;

const quality = path.join(root, 'docs', 'quality.md');
const start = `<!-- mutation:${target}:start -->`;
const end = `<!-- mutation:${target}:end -->`;
const text = readFileSync(quality, 'utf8');
const from = text.indexOf(start);
const to = text.indexOf(end);
if (from === -1 || to === -1) {
  console.log(
    `\n${[...header, ...rows.map(rowLine)].join('\n')}\n\n(docs/quality.md has no ${start} block: the table is printed only)`,
  );
} else {
  // A run narrowed with --mutate reports only its files: the rows of the others stay as the last run left them.
  const byFile = new Map(
    text
      .slice(from + start.length, to)
      .split('\n')
      .map((line) => [/^\| `([^`]+)`/.exec(line)?.[1], line])
      .filter(([file]) => file),
  );
  for (const row of rows) byFile.set(row.file, rowLine(row));
  const lines = [...byFile].sort(([a], [b]) => a.localeCompare(b)).map(([, line]) => line);
  writeFileSync(
    quality,
    `${text.slice(0, from + start.length)}\n${[...header, ...lines].join('\n')}\n${text.slice(to)}`,
  );
  console.log(
    `\nScores per file written to docs/quality.md (${target}: ${rows.length} run, ${lines.length} in the table).`,
  );
}
