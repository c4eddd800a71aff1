import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

// The walls of .dependency-cruiser.cjs, as `npm run lint` checks them: a probe file is written into a
// module or feature, cruised alone, and removed.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs'));

/** The rules the probe at `probePath` (relative to the repository) breaks when it holds `source`. */
async function brokenRules(probePath: string, source: string): Promise<string[]> {
  const file = path.join(root, probePath);
  writeFileSync(file, source);
  const previous = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise([probePath], {
      ...config.options,
      ruleSet: { forbidden: config.forbidden },
      validate: true,
      maxDepth: 1,
    });
    if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not a result');
    return result.output.summary.violations
      .filter((violation) => violation.from === probePath)
      .map((violation) => violation.rule.name);
  } finally {
    process.chdir(previous);
    rmSync(file, { force: true });
  }
}

const probeName = `boundary-probe-${process.pid}`;

describe('module walls', () => {
  it("refuses a module importing another module's internal file", async () => {
    const broken = await brokenRules(
      `apps/server/src/modules/team/${probeName}.ts`,
      "export { rowKey } from '../timesheets/on-behalf-changes';\n",
    );
    expect(broken).toEqual(['module-team-uses-public-faces']);
  }, 60_000);

  it("lets a module import another module's public face, and core", async () => {
    const broken = await brokenRules(
      `apps/server/src/modules/team/${probeName}.ts`,
      "export { rowKey } from '../timesheets';\nexport { policyActorOf } from '../../core/team-scope/team-scope';\n",
    );
    expect(broken).toEqual([]);
  }, 60_000);

  it('refuses core importing a module, even its public face', async () => {
    const broken = await brokenRules(
      `apps/server/src/core/${probeName}.ts`,
      "export { timesheetRoutes } from '../modules/timesheets';\n",
    );
    expect(broken).toEqual(['server-core-imports-no-module']);
  }, 60_000);

  it('refuses a web feature importing another feature', async () => {
    const features = path.join(root, 'apps/web/src/features');
    const [importer, imported] = readdirSync(features).sort();
    const target = readdirSync(path.join(features, imported!), { recursive: true, encoding: 'utf8' }).find(
      (name) => /\.tsx?$/.test(name) && !name.includes('.test.'),
    );
    const broken = await brokenRules(
      `apps/web/src/features/${importer}/${probeName}.ts`,
      `export * from '../${imported}/${target!.replace(/\.tsx?$/, '')}';\n`,
    );
    expect(broken).toEqual([`feature-${importer}-imports-no-feature`]);
  }, 60_000);
});
