import { describe, expect, it } from 'vitest';
import { rulesBrokenBy } from '../../../../scripts/module-walls.mjs';

// The web's walls of .dependency-cruiser.cjs, as `npm run lint` checks them: a feature never imports another
// feature, and shared code (lib/, components/) never imports a feature; pages in app/ compose features.
const probe = `boundary-probe-${process.pid}.ts`;

describe('feature boundaries (dependency-cruiser)', () => {
  it.each([
    [
      'apps/web/src/features/timesheets/components',
      '../../time-off/api/query-keys',
      'feature-timesheets-imports-no-feature',
    ],
    ['apps/web/src/features/time-off/api', '../../auth/utils/session', 'feature-time-off-imports-no-feature'],
    [
      'apps/web/src/features/reports',
      '../powerbi/components/bi-reports-page',
      'feature-reports-imports-no-feature',
    ],
    ['apps/web/src/lib', '../features/auth/api/sign-out', 'web-lib-imports-no-feature'],
    [
      'apps/web/src/components/layout',
      '../../features/help/components/help-page',
      'web-components-imports-no-feature',
    ],
  ])(
    'refuses %s importing %s',
    async (folder, source, rule) => {
      const broken = await rulesBrokenBy(`${folder}/${probe}`, `export * from '${source}';\n`);

      expect(broken).toEqual([rule]);
    },
    60_000,
  );

  it.each([
    ['apps/web/src/features/timesheets/components', '../api/query-keys'],
    ['apps/web/src/features/timesheets/components', '../../../lib/lookups/get-holidays'],
    ['apps/web/src/features/time-off/components', '@timekeep/shared/schemas/time-off'],
    ['apps/web/src/features/time-off/components', '../../../components/time-off/request-labels'],
    ['apps/web/src/app/routes', '../../features/time-off/api/get-pending-time-off'],
  ])(
    'lets %s import %s',
    async (folder, source) => {
      const broken = await rulesBrokenBy(`${folder}/${probe}`, `export * from '${source}';\n`);

      expect(broken).toEqual([]);
    },
    60_000,
  );
});
