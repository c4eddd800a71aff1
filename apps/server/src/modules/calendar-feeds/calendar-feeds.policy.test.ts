import { describe, expect, it } from 'vitest';
import { policyActor } from '../../../test/policy-actors';
import { can } from './calendar-feeds.policy';

describe('calendar feeds policy', () => {
  it('gives a personal feed to employees who request time off: not contractors, not reports-only people', () => {
    expect(can(policyActor(), 'have', 'personal')).toBe(true);
    expect(can(policyActor({ roles: ['admin', 'employee'] }), 'have', 'personal')).toBe(true);
    expect(can(policyActor({ contractor: true }), 'have', 'personal')).toBe(false);
    expect(can(policyActor({ roles: ['reports'] }), 'have', 'personal')).toBe(false);
    expect(can(policyActor({ roles: ['admin'] }), 'have', 'personal')).toBe(false);
  });

  it('gives a team feed to team leads only, whatever else they are', () => {
    expect(can(policyActor({ manager: true }), 'have', 'team')).toBe(true);
    expect(can(policyActor({ manager: true, contractor: true }), 'have', 'team')).toBe(true);
    expect(can(policyActor(), 'have', 'team')).toBe(false);
    expect(can(policyActor({ roles: ['admin', 'employee'] }), 'have', 'team')).toBe(false);
  });
});
