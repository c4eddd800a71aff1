import { describe, expect, it } from 'vitest';
import { policyActor } from '../../../test/policy-actors';
import { can, refusal } from './engagement-budgets.policy';

describe('engagement budgets policy', () => {
  it('keeps budgets to admins', () => {
    const admin = policyActor({ roles: ['admin', 'employee'] });
    for (const action of ['read', 'set', 'delete'] as const) {
      expect(can(admin, action)).toBe(true);
      for (const other of [policyActor({ manager: true }), policyActor({ roles: ['reports'] })]) {
        expect(refusal(other, action)).toEqual({
          code: 'forbidden',
          message: 'Only admins may manage engagement budgets.',
        });
      }
    }
  });
});
