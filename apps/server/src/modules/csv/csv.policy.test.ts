import { csvKindSchema } from '@timekeep/shared/schemas/csv';
import { describe, expect, it } from 'vitest';
import { policyActor } from '../../../test/policy-actors';
import { can } from './csv.policy';

describe('CSV policy', () => {
  it('lets admins export, preview and import every kind of file, and nobody else', () => {
    const admin = policyActor({ roles: ['admin', 'employee'] });
    const others = [policyActor({ manager: true }), policyActor({ roles: ['reports'] })];
    for (const kind of csvKindSchema.options) {
      for (const action of ['export', 'preview', 'import'] as const) {
        expect(can(admin, action, { kind })).toBe(true);
        for (const other of others) expect(can(other, action, { kind })).toBe(false);
      }
    }
  });
});
