import { describe, expect, it } from 'vitest';
import { rulesBrokenBy } from '../../../scripts/module-walls.mjs';

// The walls of .dependency-cruiser.cjs between the server's modules, as `npm run lint` checks them (the web's
// features have theirs in apps/web/src/app/feature-boundaries.test.ts).
const probeName = `boundary-probe-${process.pid}`;

describe('module walls', () => {
  it("refuses a module importing another module's internal file", async () => {
    const broken = await rulesBrokenBy(
      `apps/server/src/modules/team/${probeName}.ts`,
      "export { rowKey } from '../timesheets/on-behalf-changes';\n",
    );
    expect(broken).toEqual(['module-team-uses-public-faces']);
  }, 60_000);

  it("lets a module import another module's public face, and core", async () => {
    const broken = await rulesBrokenBy(
      `apps/server/src/modules/team/${probeName}.ts`,
      "export { rowKey } from '../timesheets';\nexport { policyActorOf } from '../../core/team-scope/team-scope';\n",
    );
    expect(broken).toEqual([]);
  }, 60_000);

  it('refuses core importing a module, even its public face', async () => {
    const broken = await rulesBrokenBy(
      `apps/server/src/core/${probeName}.ts`,
      "export { timesheetRoutes } from '../modules/timesheets';\n",
    );
    expect(broken).toEqual(['server-core-imports-no-module']);
  }, 60_000);

  it('refuses a plugin importing a module', async () => {
    const broken = await rulesBrokenBy(
      `apps/server/src/plugins/${probeName}.ts`,
      "export { timesheetRoutes } from '../modules/timesheets';\n",
    );
    expect(broken).toEqual(['server-plugins-imports-no-module']);
  }, 60_000);
});
