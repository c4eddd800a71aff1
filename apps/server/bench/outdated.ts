import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Outdated {
  current?: string;
  wanted: string;
  latest: string;
  dependent: string;
}

/** The workspaces by the name `npm outdated` calls them, with their production dependencies. */
function productionDependencies(root: string): Map<string, Set<string>> {
  const byWorkspace = new Map<string, Set<string>>();
  for (const directory of ['.', 'apps/server', 'apps/web', 'packages/shared']) {
    const manifest = JSON.parse(readFileSync(path.join(root, directory, 'package.json'), 'utf8'));
    const shortName = directory === '.' ? manifest.name : path.basename(directory);
    byWorkspace.set(shortName, new Set(Object.keys(manifest.dependencies ?? {})));
  }
  return byWorkspace;
}

/**
 * `npm outdated` across the workspaces, as lines for the benchmark notes: the registry's advisory service
 * does not answer from these machines, so staying current is how the supply chain is kept in check.
 */
export function outdatedDependencies(root: string): string[] {
  const run = spawnSync('npm', ['outdated', '--json', '--workspaces', '--include-workspace-root'], {
    cwd: root,
    encoding: 'utf8',
  });
  let found: Record<string, Outdated | Outdated[]>;
  try {
    found = JSON.parse(run.stdout || '{}');
  } catch {
    return [`\`npm outdated\` did not answer (${run.stderr.trim().split('\n')[0] ?? 'no output'}).`];
  }
  const production = productionDependencies(root);
  const lines = Object.entries(found)
    .flatMap(([name, entries]) =>
      (Array.isArray(entries) ? entries : [entries]).map((entry) => ({ name, entry })),
    )
    .map(({ name, entry }) => {
      const kind = production.get(entry.dependent)?.has(name) ? 'production' : 'development';
      return `| ${name} | ${entry.dependent} | ${kind} | ${entry.current ?? 'missing'} | ${entry.wanted} | ${entry.latest} |`;
    });
  if (lines.length === 0) return ['Every dependency is at its latest version.'];
  return [
    '| package | workspace | dependency | installed | wanted by the range | latest |',
    '|---|---|---|---|---|---|',
    ...lines,
  ];
}
