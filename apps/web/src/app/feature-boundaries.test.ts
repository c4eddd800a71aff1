import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');
// Every folder of features/ is a feature (its README.md is not).
const features = readdirSync(path.join(root, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

interface Override {
  includes?: string[];
  linter?: {
    rules?: { style?: { noRestrictedImports?: { options?: { patterns?: { group: string[] }[] } } } };
  };
}
const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8')) as { overrides?: Override[] };

function restrictedGroups(includes: string): string[] {
  const override = config.overrides?.find((candidate) => candidate.includes?.includes(includes));
  const patterns = override?.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? [];
  return patterns.flatMap((pattern) => pattern.group);
}

// The repository's biome.json, copied with one probe file into a scratch tree, so the lint runs on the real
// configuration without writing into the source tree.
const scratch = mkdtempSync(path.join(tmpdir(), 'feature-boundaries-'));
writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs `biome lint` on a file at `file` (relative to the root) that imports `source`. */
function lintImport(file: string, source: string) {
  const target = path.join(scratch, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `import { probe } from '${source}';\n\nexport const used = probe;\n`);
  const result = spawnSync(biome, ['lint', '--vcs-use-ignore-file=false', file], {
    cwd: scratch,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('feature boundaries (biome noRestrictedImports)', () => {
  it('gives every feature folder an override that forbids every other feature', () => {
    for (const feature of features) {
      const groups = restrictedGroups(`apps/web/src/features/${feature}/**`);
      const others = features.filter((other) => other !== feature).map((other) => `**/${other}/**`);
      expect(groups, feature).toEqual(expect.arrayContaining(['**/features/**', ...others]));
      expect(groups, feature).not.toContain(`**/${feature}/**`);
    }
  });

  it.each([
    ['apps/web/src/features/timesheets/components/probe.ts', '../../time-off/api/query-keys'],
    ['apps/web/src/features/time-off/api/probe.ts', '../../auth/utils/session'],
    ['apps/web/src/features/reports/probe.ts', '../bi-reports/components/bi-reports-page'],
    ['apps/web/src/lib/probe.ts', '../features/auth/api/sign-out'],
    ['apps/web/src/components/layout/probe.ts', '../../features/help/components/help-page'],
  ])('refuses %s importing %s', (file, source) => {
    const { status, output } = lintImport(file, source);

    expect(output).toContain('lint/style/noRestrictedImports');
    expect(status).not.toBe(0);
  });

  it.each([
    ['apps/web/src/features/timesheets/components/probe.ts', '../api/query-keys'],
    ['apps/web/src/features/timesheets/components/probe.ts', '../../../lib/lookups/get-holidays'],
    ['apps/web/src/features/time-off/components/probe.ts', '@timekeep/shared/schemas/time-off'],
    ['apps/web/src/app/routes/probe.ts', '../../features/time-off/api/get-pending-time-off'],
  ])('lets %s import %s', (file, source) => {
    const { status, output } = lintImport(file, source);

    expect(output).not.toContain('noRestrictedImports');
    expect(status).toBe(0);
  });
});
