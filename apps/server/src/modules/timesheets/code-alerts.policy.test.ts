import { describe, expect, it } from 'vitest';
import { policyActor } from '../../../test/policy-actors';
import { can } from './code-alerts.policy';

describe('code alerts policy', () => {
  it('lets only the person a time code was assigned to dismiss its alert, not even an admin', () => {
    expect(can(policyActor({ id: 7 }), 'dismiss', { spudUserId: 7 })).toBe(true);
    expect(can(policyActor({ id: 8 }), 'dismiss', { spudUserId: 7 })).toBe(false);
    expect(can(policyActor({ id: 1, roles: ['admin', 'employee'] }), 'dismiss', { spudUserId: 7 })).toBe(
      false,
    );
  });
});
